// On a server (sqld), write transactions have a client of their own (db/src/driver/remote.ts): a
// crowd's reads queued in the reading client never hold a write back. With one client, a betting
// window's reads and 20,000 sockets signing in queued every write behind them (bench/README.md
// "bench:crash"). And a transaction's independent steps share their requests (db/src/driver/together.ts):
// each request is a round trip under the write lock.
import { createDb, type Db } from "@jadeverse/db/client";
import { allTogether } from "@jadeverse/db/driver/together";
import { migrateDb } from "@jadeverse/db/migrate";
import { observeStatements } from "@jadeverse/db/observe";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SqldServer, startSqld } from "./sqld.ts";

/** A read that keeps the server busy for a while: counts to 300,000. */
const SLOW_READ = sql.raw(
  "with recursive c(x) as (select 1 union all select x + 1 from c where x < 300000) select count(*) as n from c",
);

describe("writes on a server database", { timeout: 120_000 }, () => {
  let sqld: SqldServer;
  beforeAll(async () => {
    sqld = await startSqld();
  }, 60_000);
  afterAll(async () => {
    await sqld?.stop();
  });

  it("commit while a crowd's reads are still queued before them", async () => {
    const db = await createDb({ url: sqld.url });
    try {
      await migrateDb(db);
      let read = 0;
      // The reading client runs 20 at once and queues the rest, in order.
      const slowRead = async () => {
        await db.orm.all(SLOW_READ);
        read++;
      };
      const reads = Array.from({ length: 200 }, slowRead);
      const committed = await db.write(async (tx) => {
        await tx.run(sql`insert into change_counters (name, value) values ('writes-test', 1)
          on conflict (name) do update set value = value + 1`);
        return read;
      });
      const readsWhenCommitted = read;
      await Promise.all(reads);
      expect(read).toBe(200);
      // Behind them the write would have waited for 180 at least.
      expect(committed).toBeLessThan(100);
      expect(readsWhenCommitted).toBeLessThan(100);
    } finally {
      db.close();
    }
  });

  describe("a transaction's steps started together", () => {
    let db: Db;
    beforeAll(async () => {
      db = await createDb({ url: sqld.url });
      await migrateDb(db);
    });
    afterAll(() => db?.close());
    const counter = (name: string) => sql`insert into change_counters (name, value) values (${name}, 1)
      on conflict (name) do update set value = value + 1 returning value`;
    const value = (name: string) => sql`select value from change_counters where name = ${name}`;
    /** Runs `fn` in a write transaction; answers its result and the requests it sent. */
    const requests = async <T>(fn: Parameters<Db["write"]>[0]) => {
      let sent = 0;
      const result = (await db.write(async (tx) => {
        const stop = observeStatements(() => void sent++);
        try {
          return await fn(tx);
        } finally {
          stop();
        }
      })) as T;
      return { result, sent };
    };

    it("share one request, each answered its own rows in the order of its statements", async () => {
      const { result, sent } = await requests<unknown[]>((tx) =>
        Promise.all([
          allTogether(tx, [counter("together-a"), value("together-a")]),
          allTogether(tx, [counter("together-b")]),
          allTogether(tx, [value("together-a"), value("together-b")]),
        ]),
      );
      expect(result).toEqual([
        [[{ value: 1 }], [{ value: 1 }]],
        [[{ value: 1 }]],
        [[{ value: 1 }], [{ value: 1 }]],
      ]);
      expect(sent).toBe(1);
    });

    it("send a step's next call with the other steps' next calls: two requests for two steps of two calls", async () => {
      const step = async (tx: Parameters<typeof allTogether>[0], name: string) => {
        const [[before] = []] = await allTogether<{ value: number }>(tx, [value(name)]);
        // Some work on the answer before the next call.
        await Promise.resolve();
        await Promise.resolve();
        const [[after] = []] = await allTogether<{ value: number }>(tx, [counter(name)]);
        return [before?.value ?? 0, after!.value];
      };
      const { result, sent } = await requests((tx) =>
        Promise.all([step(tx, "together-c"), step(tx, "together-d"), step(tx, "together-c")]),
      );
      // The third step read before the first wrote: both read 0, and the counter moved twice.
      expect(result).toEqual([
        [0, 1],
        [0, 1],
        [0, 2],
      ]);
      expect(sent).toBe(2);
    });

    it("fail every call of a request a statement of which fails, and roll the transaction back", async () => {
      const outcome = db.write((tx) =>
        Promise.allSettled([
          allTogether(tx, [counter("together-e")]),
          allTogether(tx, [sql`insert into change_counters (name, value) values (null, 1)`]),
        ]).then((settled) => {
          throw settled;
        }),
      );
      const settled = (await outcome.catch((error: unknown) => error)) as PromiseSettledResult<unknown>[];
      expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
      expect(await db.orm.all(value("together-e"))).toEqual([]);
    });
  });
});

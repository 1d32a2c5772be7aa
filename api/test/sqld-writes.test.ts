// On a server (sqld), write transactions have a client of their own (db/src/driver/remote.ts): a
// crowd's reads queued in the reading client never hold a write back. With one client, a betting
// window's reads and 20,000 sockets signing in queued every write behind them (bench/README.md
// "bench:crash").
import { createDb } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
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
});

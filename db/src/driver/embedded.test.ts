import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import Connection from "libsql";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { users } from "../schema/users.ts";
import { FOREIGN_CHANGE_CHECK_MS } from "./embedded.ts";
import { withStatementCache } from "./statement-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "jv-embedded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the statement cache", () => {
  const connection = new Connection(":memory:");
  connection.exec("create table t (a integer, b text); insert into t values (1, 'x'), (2, 'y')");
  const cached = withStatementCache(connection, 2);

  it("hands out one statement per SQL text and evicts the oldest past its capacity", () => {
    const first = cached.prepare("select a, b from t order by a");
    expect(cached.prepare("select a, b from t order by a")).toBe(first);
    cached.prepare("select a from t");
    cached.prepare("select b from t");
    expect(cached.size).toBe(2);
    expect(cached.prepare("select a, b from t order by a")).not.toBe(first);
  });

  it("applies raw and pluck to one call only, whatever the previous call used", () => {
    const s = cached.prepare("select a, b from t order by a");
    expect(s.raw().all()).toEqual([
      [1, "x"],
      [2, "y"],
    ]);
    expect(s.all()).toEqual([
      { a: 1, b: "x" },
      { a: 2, b: "y" },
    ]);
    expect(s.raw().get()).toEqual([1, "x"]);
    // libsql-js's own `get` adds a `_metadata` timing property to object rows: not ours.
    expect(s.get()).toEqual({ a: 1, b: "x" });
    expect(s.pluck().all()).toEqual([1, 2]);
    expect(s.raw().pluck().get()).toBe(1);
    expect(s.all()).toEqual([
      { a: 1, b: "x" },
      { a: 2, b: "y" },
    ]);
  });

  it("binds a lone null, blob or object-like parameter positionally", () => {
    const insert = cached.prepare("insert into t (a, b) values (3, ?)");
    expect(insert.run(null).changes).toBe(1);
    expect(cached.prepare("select count(*) as n from t where b is ?").get(null)).toEqual({ n: 1 });
  });
});

describe("createDb on an embedded file", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createDb({ url: `file:${join(dir, `${crypto.randomUUID()}.db`)}` });
    await migrateDb(db);
  });
  afterEach(() => db.close());

  const addUser = (code: string) =>
    db.write(async (tx) => {
      const [row] = await tx.insert(users).values({ referralCode: code }).returning({ id: users.id });
      return row!.id;
    });
  const codes = async () =>
    (await db.orm.select({ code: users.referralCode }).from(users).orderBy(users.id)).map((r) => r.code);

  it("never shows a reader the writes of a transaction still in progress", async () => {
    let inside!: () => void;
    const reachedAwait = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = db.write(async (tx) => {
      await tx.insert(users).values({ referralCode: "PENDING" });
      inside();
      await held; // a real wait (another request's I/O) while the transaction is open
    });
    await reachedAwait;
    expect(await codes()).toEqual([]);
    release();
    await writing;
    expect(await codes()).toEqual(["PENDING"]);
  });

  it("refuses writes through db.orm (the reader is query_only)", async () => {
    await expect(db.orm.insert(users).values({ referralCode: "STRAY" })).rejects.toMatchObject({
      code: "SQLITE_READONLY",
    });
    expect(() => db.orm.transaction(() => undefined)).toThrow(/db\.write/);
    expect(await codes()).toEqual([]);
  });

  it("rolls a failed transaction back and keeps the writer usable", async () => {
    await expect(
      db.write(async (tx) => {
        await tx.insert(users).values({ referralCode: "GONE" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await addUser("KEPT");
    expect(await codes()).toEqual(["KEPT"]);
  });

  it("runs a nested tx.transaction as a savepoint that also awaits", async () => {
    await db.write(async (tx) => {
      await tx.insert(users).values({ referralCode: "OUTER" });
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values({ referralCode: "INNER" });
          await Bun.sleep(1);
          throw new Error("inner refused");
        })
        .catch(() => undefined);
      const kept = await tx.transaction(async (inner) => {
        await inner.insert(users).values({ referralCode: "INNER2" });
        return "done";
      });
      expect(kept).toBe("done");
    });
    expect(await codes()).toEqual(["OUTER", "INNER2"]);
  });

  it("serialises writers that await inside their transaction", async () => {
    const id = await addUser("COUNTER");
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.write(async (tx) => {
          const [row] = await tx.select({ xp: users.xp }).from(users).where(eq(users.id, id));
          await Bun.sleep(0);
          await tx
            .update(users)
            .set({ xp: row!.xp + 1 })
            .where(eq(users.id, id));
        }),
      ),
    );
    const [row] = await db.orm.select({ xp: users.xp }).from(users).where(eq(users.id, id));
    expect(row?.xp).toBe(20);
  });

  it("mixes mapped and raw results of the same SQL text on one cached statement", async () => {
    await addUser("RAW1");
    const mapped = await db.orm.select({ code: users.referralCode }).from(users);
    const raw = await db.orm.all(sql`select "referral_code" from "users"`);
    expect(mapped).toEqual([{ code: "RAW1" }]);
    expect(raw).toEqual([{ referral_code: "RAW1" }]);
    expect(await db.orm.select({ code: users.referralCode }).from(users)).toEqual([{ code: "RAW1" }]);
  });

  it("runs raw statements through db.execute", async () => {
    await addUser("EXEC");
    const updated = await db.execute({
      sql: "update users set nickname = ? where referral_code = ?",
      args: ["n", "EXEC"],
    });
    expect(updated.rowsAffected).toBe(1);
    const read = await db.execute("select nickname from users");
    expect(read.rows).toEqual([{ nickname: "n" }]);
  });

  it("refuses every use after close, even mid-transaction, instead of aborting the process", async () => {
    const other = await createDb({ url: `file:${join(dir, `${crypto.randomUUID()}.db`)}` });
    await migrateDb(other);
    await other.write((tx) => tx.insert(users).values({ referralCode: "BEFORE" }));
    const read = () => other.orm.select().from(users);
    await read(); // its statement is cached now
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = other.write(async (tx) => {
      await held;
      await tx.insert(users).values({ referralCode: "AFTER" });
    });
    await Bun.sleep(5);
    other.close();
    release();
    await expect(writing).rejects.toThrow(/not open/);
    await expect(read()).rejects.toThrow(/not open/);
    await expect(other.write(async () => 1)).rejects.toThrow(/not open/);
    await expect(other.execute("select 1")).rejects.toThrow(/not open/);
    other.close();
  });

  it("queues two handles on one file in one process instead of blocking the thread", async () => {
    const path = join(dir, `${crypto.randomUUID()}.db`);
    const first = await createDb({ url: `file:${path}` });
    const second = await createDb({ url: `file:${path}` });
    try {
      await migrateDb(first);
      let slowCommitted = false;
      const slow = first
        .write(async (tx) => {
          await tx.insert(users).values({ referralCode: "SLOW" });
          await Bun.sleep(50); // real I/O while the write lock is held
        })
        .then(() => {
          slowCommitted = true;
        });
      const quick = second.write((tx) => tx.insert(users).values({ referralCode: "QUICK" }));
      // The thread stays free while QUICK waits its turn: a 1 ms timer set now runs before SLOW's
      // 50 ms one lets it commit. Had QUICK's BEGIN IMMEDIATE blocked the thread on the lock (for
      // busy_timeout), SLOW's earlier-expiring timer would run first, however fast the machine.
      await Bun.sleep(1);
      expect(slowCommitted).toBe(false);
      await Promise.all([slow, quick]);
      const rows = await second.orm.select({ code: users.referralCode }).from(users).orderBy(users.id);
      expect(rows.map((r) => r.code)).toEqual(["SLOW", "QUICK"]);
    } finally {
      first.close();
      second.close();
    }
  });
});

describe("changeCount (what read caches key on)", () => {
  it("grows at once after our own commits and statements, not after a rollback or a read", async () => {
    const db = await createDb({ url: `file:${join(dir, `${crypto.randomUUID()}.db`)}` });
    try {
      await migrateDb(db);
      const count = db.changeCount!;
      const before = count();
      await db.orm.select().from(users);
      expect(count()).toBe(before);
      await db.write((tx) => tx.insert(users).values({ referralCode: "ONE" }));
      const afterWrite = count();
      expect(afterWrite).toBeGreaterThan(before);
      // Our commit also moved SQLite's data_version: it must not be counted again as a foreign change.
      await Bun.sleep(FOREIGN_CHANGE_CHECK_MS + 5);
      expect(count()).toBe(afterWrite);
      await db
        .write(async (tx) => {
          await tx.insert(users).values({ referralCode: "NEVER" });
          throw new Error("refused");
        })
        .catch(() => undefined);
      expect(count()).toBe(afterWrite);
      await db.execute("update users set xp = 5");
      expect(count()).toBeGreaterThan(afterWrite);
    } finally {
      db.close();
    }
  });

  it("sees another connection's commit on the same file within FOREIGN_CHANGE_CHECK_MS", async () => {
    const path = join(dir, `${crypto.randomUUID()}.db`);
    const db = await createDb({ url: `file:${path}` });
    const other = new Connection(path);
    try {
      await migrateDb(db);
      const count = db.changeCount!;
      await Bun.sleep(FOREIGN_CHANGE_CHECK_MS + 5);
      const before = count();
      other.exec("insert into users (referral_code) values ('FOREIGN')");
      await Bun.sleep(FOREIGN_CHANGE_CHECK_MS + 5);
      expect(count()).toBeGreaterThan(before);
    } finally {
      other.close();
      db.close();
    }
  });
});

describe("counter (what the session cache keys on)", () => {
  const openMigrated = async (path = join(dir, `${crypto.randomUUID()}.db`)) => {
    const db = await createDb({ url: `file:${path}` });
    await migrateDb(db);
    await db.execute("insert into users (id, referral_code) values (1, 'ONE')");
    await db.execute(
      "insert into sessions (user_id, token_hash, kind, expires_at) values (1, 'hash-a', 'password', 9999999999999)",
    );
    return db;
  };

  it("moves when a session is revoked, re-dated or removed or an account deleted, and for nothing else", async () => {
    const db = await openMigrated();
    try {
      const sessions = () => db.counter!("sessions");
      const start = sessions();
      await db.execute("update users set coins = coins + 5, nickname = 'Rich' where id = 1");
      await db.execute(
        "insert into sessions (user_id, token_hash, kind, expires_at) values (1, 'hash-b', 'password', 9999999999999)",
      );
      await db.execute("update sessions set user_agent = 'x' where token_hash = 'hash-a'");
      expect(sessions()).toBe(start);

      await db.execute("update sessions set revoked_at = 1 where token_hash = 'hash-a'");
      expect(sessions()).toBe(start + 1);
      await db.execute("update sessions set expires_at = 5 where token_hash = 'hash-b'");
      expect(sessions()).toBe(start + 2);
      // A rolled-back revocation is no change.
      await db
        .write(async (tx) => {
          await tx.run(sql`update sessions set revoked_at = 2 where token_hash = 'hash-b'`);
          throw new Error("refused");
        })
        .catch(() => undefined);
      expect(sessions()).toBe(start + 2);
      await db.execute("update users set deleted_at = 3 where id = 1");
      expect(sessions()).toBe(start + 3);
      await db.execute("delete from sessions where token_hash = 'hash-b'");
      expect(sessions()).toBe(start + 4);
    } finally {
      db.close();
    }
  });

  it("shows another process's revocation as soon as changeCount does", async () => {
    const path = join(dir, `${crypto.randomUUID()}.db`);
    const db = await openMigrated(path);
    const other = new Connection(path);
    try {
      const before = db.counter!("sessions");
      // Read before the write: read after it, a check landing in between already counts it, and the
      // wait below would never end (it did so once on a busy machine).
      const countBefore = db.changeCount!();
      other.exec("update sessions set revoked_at = 1 where token_hash = 'hash-a'");
      while (db.changeCount!() === countBefore) await Bun.sleep(FOREIGN_CHANGE_CHECK_MS);
      expect(db.counter!("sessions")).toBe(before + 1);
    } finally {
      other.close();
      db.close();
    }
  });
});

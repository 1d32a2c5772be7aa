import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client.ts";
import { checkLedgerInvariant } from "./invariant.ts";
import { type LedgerError, type LedgerOperation, ledger } from "./ledger.ts";
import { migrateDb } from "./migrate.ts";
import { ledgerEntries } from "./schema/ledger.ts";
import { users } from "./schema/users.ts";
import {
  balances,
  createUser,
  credit,
  entriesOf,
  expectLedgerError,
  LEDGER_DATABASES,
  tempFileUrl,
} from "./testing/ledger-helpers.ts";

describe.each(LEDGER_DATABASES)("ledger on %s", (_label, url) => {
  let db: Db;
  beforeEach(async () => {
    db = await createDb({ url: url() });
    await migrateDb(db);
  });
  afterEach(() => db.close());

  it("credits and debits, recording the balance after every change", async () => {
    const userId = await createUser(db);
    const first = await ledger.run(db, credit("t:credit", userId, 100));
    expect(first).toEqual({ applied: true, balances: [{ userId, currency: "gems", balance: 100 }] });
    await ledger.run(db, credit("t:debit", userId, -30));
    await ledger.run(db, credit("t:coins", userId, 5000, "coins"));
    // One operation may touch several balances at once: a swap of 10 gems for 1,000,000 coins.
    const swap = await ledger.run(db, {
      key: "t:swap",
      reason: "swap",
      reference: "swap-1",
      changes: [
        { userId, currency: "gems", delta: -10 },
        { userId, currency: "coins", delta: 1_000_000 },
      ],
    });
    expect(swap.balances).toEqual([
      { userId, currency: "gems", balance: 60 },
      { userId, currency: "coins", balance: 1_005_000 },
    ]);
    expect(await balances(db, userId)).toEqual({ gems: 60, coins: 1_005_000, maxGemsOwned: 100 });
    const entries = await entriesOf(db, userId);
    expect(entries.map((e) => [e.currency, e.delta, e.balanceAfter, e.idempotencyKey])).toEqual([
      ["gems", 100, 100, "t:credit#0"],
      ["gems", -30, 70, "t:debit#0"],
      ["coins", 5000, 5000, "t:coins#0"],
      ["gems", -10, 60, "t:swap#0"],
      ["coins", 1_000_000, 1_005_000, "t:swap#1"],
    ]);
    expect(entries.at(-1)?.reference).toBe("swap-1");
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("refuses to go below zero and changes nothing, even for the other half of the operation", async () => {
    const userId = await createUser(db);
    await ledger.run(db, credit("t:seed", userId, 70));
    await expectLedgerError(ledger.run(db, credit("t:too-much", userId, -71)), "INSUFFICIENT_FUNDS", "gems");
    await expectLedgerError(
      ledger.run(db, {
        key: "t:half",
        reason: "test",
        changes: [
          { userId, currency: "coins", delta: 500 },
          { userId, currency: "gems", delta: -1000 },
        ],
      }),
      "INSUFFICIENT_FUNDS",
      "gems",
    );
    expect(await balances(db, userId)).toMatchObject({ gems: 70, coins: 0 });
    expect(await entriesOf(db, userId)).toHaveLength(1);
    // The refused keys were never used: the same operation succeeds once there are funds.
    await ledger.run(db, credit("t:top-up", userId, 1000));
    expect((await ledger.run(db, credit("t:too-much", userId, -71))).applied).toBe(true);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it.each(["gems", "coins"] as const)(
    "debits %s to exactly zero; one unit more than the balance is refused",
    async (currency) => {
      const userId = await createUser(db);
      await ledger.run(db, credit("t:fund", userId, 70, currency));
      await expectLedgerError(
        ledger.run(db, credit("t:over", userId, -71, currency)),
        "INSUFFICIENT_FUNDS",
        currency,
      );
      expect(await ledger.run(db, credit("t:all", userId, -70, currency))).toEqual({
        applied: true,
        balances: [{ userId, currency, balance: 0 }],
      });
      await expectLedgerError(
        ledger.run(db, credit("t:one-more", userId, -1, currency)),
        "INSUFFICIENT_FUNDS",
        currency,
      );
      expect(await balances(db, userId)).toEqual({
        gems: 0,
        coins: 0,
        maxGemsOwned: currency === "gems" ? 70 : 0,
      });
      expect(
        (await entriesOf(db, userId)).map((e) => [e.currency, e.delta, e.balanceAfter, e.idempotencyKey]),
      ).toEqual([
        [currency, 70, 70, "t:fund#0"],
        [currency, -70, 0, "t:all#0"],
      ]);
      expect(await checkLedgerInvariant(db)).toEqual([]);
    },
  );

  it("keeps the most gems ever owned: a debit never lowers it, a credit past it raises it", async () => {
    const userId = await createUser(db);
    await ledger.run(db, credit("t:a", userId, 100));
    await ledger.run(db, credit("t:b", userId, -100));
    await ledger.run(db, credit("t:c", userId, 100));
    expect(await balances(db, userId)).toEqual({ gems: 100, coins: 0, maxGemsOwned: 100 });
    await ledger.run(db, credit("t:d", userId, 1));
    expect(await balances(db, userId)).toEqual({ gems: 101, coins: 0, maxGemsOwned: 101 });
    await ledger.run(db, credit("t:e", userId, 500, "coins"));
    expect(await balances(db, userId)).toEqual({ gems: 101, coins: 500, maxGemsOwned: 101 });
  });

  it("replays a key with the first run's result, whatever the replay asks, across several changes", async () => {
    const userId = await createUser(db);
    const otherId = await createUser(db);
    await ledger.run(db, credit("t:fund", userId, 50));
    const swap = (gems: number, coins: number): LedgerOperation => ({
      key: "t:swap-once",
      reason: "swap",
      changes: [
        { userId, currency: "gems", delta: gems },
        { userId: otherId, currency: "coins", delta: coins },
      ],
    });
    const first = await ledger.run(db, swap(-20, 3000));
    expect(first).toEqual({
      applied: true,
      balances: [
        { userId, currency: "gems", balance: 30 },
        { userId: otherId, currency: "coins", balance: 3000 },
      ],
    });
    await ledger.run(db, credit("t:later", userId, 5));
    // A replay asking for more than the balance still answers the first result: nothing is checked or moved.
    for (const replay of [swap(-20, 3000), swap(-1000, 1)])
      expect(await ledger.run(db, replay)).toEqual({ ...first, applied: false });
    expect(await db.write((tx) => ledger.apply(tx, swap(-20, 3000)))).toEqual({ ...first, applied: false });
    expect(await balances(db, userId)).toMatchObject({ gems: 35 });
    expect(await balances(db, otherId)).toMatchObject({ coins: 3000 });
    expect(await entriesOf(db, userId)).toHaveLength(3);
    expect(await entriesOf(db, otherId)).toHaveLength(1);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("answers the winner's result when another writer commits the same key first, and rethrows otherwise", async () => {
    const userId = await createUser(db);
    const op = credit("payment:stripe:cs_race", userId, 400);
    const won = await ledger.run(db, op);
    // What a writer that loses the race sees on a server (sqld): its insert hits the key's unique index.
    const lost = Object.assign(new Error("UNIQUE constraint failed: ledger_entries.idempotency_key"), {
      code: "SQLITE_CONSTRAINT",
    });
    const losing = (): Db => {
      let first = true;
      return new Proxy(db, {
        get: (target, prop) =>
          prop === "write"
            ? <T>(fn: (tx: Parameters<Parameters<Db["write"]>[0]>[0]) => Promise<T>) => {
                if (!first) return target.write(fn);
                first = false;
                return Promise.reject(lost);
              }
            : Reflect.get(target, prop, target),
      });
    };
    expect(await ledger.run(losing(), op)).toEqual({ ...won, applied: false });
    // No entry under that key after all: the error was not a replay, and it surfaces as it was.
    const stray = await ledger.run(losing(), credit("t:never-applied", userId, 1)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stray).toBe(lost);
    expect((await balances(db, userId)).gems).toBe(400);
    expect(await entriesOf(db, userId)).toHaveLength(1);
  });

  it("rejects unknown users and invalid changes", async () => {
    const userId = await createUser(db);
    await expectLedgerError(ledger.run(db, credit("t:ghost", 999_999, 10)), "USER_NOT_FOUND");
    await expectLedgerError(ledger.run(db, credit("t:zero", userId, 0)), "INVALID_CHANGE");
    await expectLedgerError(ledger.run(db, credit("t:fraction", userId, 1.5)), "INVALID_CHANGE");
    await expectLedgerError(ledger.run(db, credit("", userId, 10)), "INVALID_CHANGE");
    await expectLedgerError(
      ledger.run(db, { key: "t:empty", reason: "test", changes: [] }),
      "INVALID_CHANGE",
    );
    await db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)));
    await expectLedgerError(ledger.run(db, credit("t:deleted", userId, 10)), "USER_NOT_FOUND");
    expect(await db.orm.select().from(ledgerEntries)).toHaveLength(0);
  });

  it("replays an operation key as a no-op that reports the original balances", async () => {
    const userId = await createUser(db);
    const first = await ledger.run(db, credit("payment:stripe:cs_1", userId, 400));
    await ledger.run(db, credit("t:spend", userId, -100));
    const replay = await ledger.run(db, credit("payment:stripe:cs_1", userId, 400));
    expect(first.applied).toBe(true);
    expect(replay).toEqual({ applied: false, balances: [{ userId, currency: "gems", balance: 400 }] });
    // Inside a caller's transaction too.
    const inTx = await db.write((tx) => ledger.apply(tx, credit("payment:stripe:cs_1", userId, 400)));
    expect(inTx.applied).toBe(false);
    expect((await balances(db, userId)).gems).toBe(300);
    expect(await entriesOf(db, userId)).toHaveLength(2);
  });

  it("lets 50 concurrent debits race on one balance without ever going negative", async () => {
    const userId = await createUser(db);
    await ledger.run(db, credit("t:fund", userId, 30));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => ledger.run(db, credit(`t:bet:${i}`, userId, -1))),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(30);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect((r.reason as LedgerError).code).toBe("INSUFFICIENT_FUNDS");
    expect((await balances(db, userId)).gems).toBe(0);
    const entries = await entriesOf(db, userId);
    expect(entries).toHaveLength(31);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("applies 20 concurrent runs of the same key exactly once", async () => {
    const userId = await createUser(db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ledger.run(db, credit("payment:ton:tx-1", userId, 250))),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    for (const r of results) expect(r.balances).toEqual([{ userId, currency: "gems", balance: 250 }]);
    expect((await balances(db, userId)).gems).toBe(250);
    expect(await entriesOf(db, userId)).toHaveLength(1);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });
});

/** A second OS process that races the test process on the same database file. */
const RACER = `
import { createDb } from ${JSON.stringify(new URL("./client.ts", import.meta.url).pathname)};
import { ledger } from ${JSON.stringify(new URL("./ledger.ts", import.meta.url).pathname)};
const [url, userId, otherId, prefix, count, startAt] = process.argv.slice(2);
const db = await createDb({ url });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const debits = Array.from({ length: Number(count) }, (_, i) =>
  ledger.run(db, { key: prefix + i, reason: "race", changes: [{ userId: Number(userId), currency: "gems", delta: -1 }] }),
);
const onces = Array.from({ length: 5 }, () =>
  ledger.run(db, { key: "race:once", reason: "race", changes: [{ userId: Number(otherId), currency: "gems", delta: 7 }] }),
);
const results = await Promise.allSettled([...debits, ...onces]);
const codes = results.map((r) => (r.status === "fulfilled" ? (r.value.applied ? "ok" : "replay") : r.reason.code));
db.close();
console.log(JSON.stringify(codes));
`;

function runRacer(script: string, args: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim())) : reject(new Error(err || `exit ${code}`)),
    );
  });
}

describe("ledger across two processes on one file", () => {
  it("keeps every balance non-negative and each key applied once under real SQLite locking", async () => {
    const url = tempFileUrl();
    const script = join(url.slice("file:".length, -"ledger.db".length), "racer.ts");
    writeFileSync(script, RACER);
    const db = await createDb({ url });
    try {
      await migrateDb(db);
      const userId = await createUser(db);
      const otherId = await createUser(db);
      await ledger.run(db, credit("race:fund", userId, 30));
      // Both processes start their runs at the same instant, once the child has booted.
      const startAt = Date.now() + 1500;
      const racer = runRacer(script, [
        url,
        String(userId),
        String(otherId),
        "race:child:",
        "25",
        String(startAt),
      ]);
      await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
      const [theirs, ...ours] = await Promise.all([
        racer,
        ...Array.from({ length: 25 }, (_, i) =>
          ledger.run(db, credit(`race:parent:${i}`, userId, -1)).then(
            () => "ok",
            (e: LedgerError) => e.code,
          ),
        ),
        ...Array.from({ length: 5 }, () =>
          ledger.run(db, credit("race:once", otherId, 7)).then((r) => (r.applied ? "ok" : "replay")),
        ),
      ]);
      const all = [...(theirs as string[]).slice(0, 25), ...(ours as string[]).slice(0, 25)];
      expect(all.filter((c) => c === "ok")).toHaveLength(30);
      expect(all.filter((c) => c === "INSUFFICIENT_FUNDS")).toHaveLength(20);
      const onces = [...(theirs as string[]).slice(25), ...(ours as string[]).slice(25)];
      expect(onces.filter((c) => c === "ok")).toHaveLength(1);
      expect(onces.filter((c) => c === "replay")).toHaveLength(9);
      expect((await balances(db, userId)).gems).toBe(0);
      expect((await balances(db, otherId)).gems).toBe(7);
      expect(await checkLedgerInvariant(db)).toEqual([]);
    } finally {
      db.close();
    }
  });
});

import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client.ts";
import { checkLedgerInvariant } from "./invariant.ts";
import { type DebitOutcome, ledger } from "./ledger.ts";
import { migrateDb } from "./migrate.ts";
import { observeStatements } from "./observe.ts";
import { ledgerEntries } from "./schema/ledger.ts";
import { users } from "./schema/users.ts";
import {
  balances,
  createUser,
  credit,
  entriesOf,
  expectLedgerError,
  LEDGER_DATABASES,
} from "./testing/ledger-helpers.ts";

/** The ledger's set operations (`creditSet`, `debitSet`): many players' changes in one statement per table. */
describe.each(LEDGER_DATABASES)("ledger sets on %s", (_label, url) => {
  let db: Db;
  beforeEach(async () => {
    db = await createDb({ url: url() });
    await migrateDb(db);
  });
  afterEach(() => db.close());

  it("credits a set in one go: running balances per player, each key once, a replay a no-op", async () => {
    const [a, b] = [await createUser(db), await createUser(db)];
    await ledger.run(db, credit("t:seed", a, 10, "coins"));
    const set = [
      { key: "set:1", userId: a, delta: 5, reference: "round:1" },
      { key: "set:2", userId: b, delta: 7 },
      { key: "set:3", userId: a, delta: 20 },
    ];
    const first = await db.write((tx) => ledger.creditSet(tx, "coins", "game-win", set));
    expect(first).toEqual([
      { key: "set:1", userId: a, balance: 15, applied: true },
      { key: "set:2", userId: b, balance: 7, applied: true },
      { key: "set:3", userId: a, balance: 35, applied: true },
    ]);
    // A coins credit leaves the most gems ever owned alone.
    expect(await balances(db, a)).toEqual({ coins: 35, gems: 0, maxGemsOwned: 0 });
    expect(
      (await entriesOf(db, a)).map((e) => [e.idempotencyKey, e.delta, e.balanceAfter, e.reason, e.reference]),
    ).toEqual([
      ["t:seed#0", 10, 10, "test", null],
      ["set:1#0", 5, 15, "game-win", "round:1"],
      ["set:3#0", 20, 35, "game-win", null],
    ]);
    // The same set again, with one new credit: only the new one applies; the others answer as first.
    const again = await db.write((tx) =>
      ledger.creditSet(tx, "coins", "game-win", [...set, { key: "set:4", userId: b, delta: 1 }]),
    );
    expect(again).toEqual([
      { key: "set:1", userId: a, balance: 15, applied: false },
      { key: "set:2", userId: b, balance: 7, applied: false },
      { key: "set:3", userId: a, balance: 35, applied: false },
      { key: "set:4", userId: b, balance: 8, applied: true },
    ]);
    expect(await balances(db, b)).toMatchObject({ coins: 8 });
    expect(await db.write((tx) => ledger.creditSet(tx, "coins", "game-win", []))).toEqual([]);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("costs no statement for an empty set and one request for any other, fresh or replayed", async () => {
    const [a, b] = [await createUser(db), await createUser(db)];
    const set = [
      { key: "cost:1", userId: a, delta: 5 },
      { key: "cost:2", userId: b, delta: 7 },
    ];
    const statements = async (credits: typeof set) => {
      let count = 0;
      await db.write(async (tx) => {
        const stop = observeStatements(() => void count++);
        try {
          await ledger.creditSet(tx, "coins", "game-win", credits);
        } finally {
          stop();
        }
      });
      return count;
    };
    expect(await statements([])).toBe(0);
    // The applied keys' read, the balances' update and the rows, sent together to a server.
    expect(await statements(set)).toBe(db.embedded ? 3 : 1);
    expect(await statements(set)).toBe(db.embedded ? 3 : 1);
    expect(await balances(db, a)).toMatchObject({ coins: 5 });
  });

  it("credits gems in a set, raising the most ever owned", async () => {
    const userId = await createUser(db);
    await ledger.run(db, credit("t:g", userId, 50));
    await ledger.run(db, credit("t:spend", userId, -40));
    await db.write((tx) => ledger.creditSet(tx, "gems", "test", [{ key: "g:1", userId, delta: 30 }]));
    expect(await balances(db, userId)).toEqual({ gems: 40, coins: 0, maxGemsOwned: 50 });
    await db.write((tx) => ledger.creditSet(tx, "gems", "test", [{ key: "g:2", userId, delta: 25 }]));
    expect(await balances(db, userId)).toEqual({ gems: 65, coins: 0, maxGemsOwned: 65 });
  });

  it("refuses a set with an invalid credit, a repeated key or a missing player, keeping none of it", async () => {
    const userId = await createUser(db);
    const set = (credits: { key: string; userId: number; delta: number }[]) =>
      db.write((tx) => ledger.creditSet(tx, "coins", "test", credits));
    const ok = { key: "ok", userId, delta: 5 };
    await expectLedgerError(set([ok, { key: "z", userId, delta: 0 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "n", userId, delta: -3 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "f", userId, delta: 2.5 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "", userId, delta: 2 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { ...ok }]), "INVALID_CHANGE");
    await expectLedgerError(
      set([ok, { key: "ghost", userId: 999_999, delta: 2 }]),
      "USER_NOT_FOUND",
      "coins",
    );
    const gone = await createUser(db);
    await db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone)));
    await expectLedgerError(set([ok, { key: "gone", userId: gone, delta: 2 }]), "USER_NOT_FOUND");
    expect(await balances(db, userId)).toMatchObject({ coins: 0 });
    expect(await db.orm.select().from(ledgerEntries)).toHaveLength(0);
  });

  it("debits a set: each covered debit taken, each short one refused alone, a replay a no-op", async () => {
    const [rich, poor, gone] = [await createUser(db), await createUser(db), await createUser(db)];
    await ledger.run(db, credit("t:r", rich, 100, "coins"));
    await ledger.run(db, credit("t:p", poor, 5, "coins"));
    await db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone)));
    const set = [
      { key: "bet:1", userId: rich, amount: 100, reference: "round:1" },
      { key: "bet:2", userId: poor, amount: 6 },
      { key: "bet:3", userId: gone, amount: 1 },
      { key: "bet:4", userId: 999_999, amount: 1 },
    ];
    expect(await db.write((tx) => ledger.debitSet(tx, "coins", "game-bet", set))).toEqual([
      { key: "bet:1", userId: rich, balance: 0, applied: true },
      { key: "bet:2", userId: poor, refused: "INSUFFICIENT_FUNDS" },
      { key: "bet:3", userId: gone, refused: "USER_NOT_FOUND" },
      { key: "bet:4", userId: 999_999, refused: "USER_NOT_FOUND" },
    ]);
    expect(
      (await entriesOf(db, rich)).map((e) => [
        e.idempotencyKey,
        e.delta,
        e.balanceAfter,
        e.reason,
        e.reference,
      ]),
    ).toEqual([
      ["t:r#0", 100, 100, "test", null],
      ["bet:1#0", -100, 0, "game-bet", "round:1"],
    ]);
    expect(await balances(db, poor)).toMatchObject({ coins: 5 });
    expect(await entriesOf(db, poor)).toHaveLength(1);
    // Again, with coins to take: the taken debit answers as first (nothing taken twice); the poor one
    // can now pay 5.
    await ledger.run(db, credit("t:r2", rich, 170, "coins"));
    expect(
      await db.write((tx) =>
        ledger.debitSet(tx, "coins", "game-bet", [set[0]!, { key: "bet:5", userId: poor, amount: 5 }]),
      ),
    ).toEqual([
      { key: "bet:1", userId: rich, balance: 0, applied: false },
      { key: "bet:5", userId: poor, balance: 0, applied: true },
    ]);
    expect(await balances(db, rich)).toMatchObject({ coins: 170 });
    expect(await db.write((tx) => ledger.debitSet(tx, "coins", "game-bet", []))).toEqual([]);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("sends the caller's statements for the debits taken with their ledger rows, and answers their rows", async () => {
    const [rich, poor] = [await createUser(db), await createUser(db)];
    await ledger.run(db, credit("t:r", rich, 10, "coins"));
    const set = [
      { key: "with:1", userId: rich, amount: 4 },
      { key: "with:2", userId: poor, amount: 4 },
    ];
    let seen: readonly DebitOutcome[] = [];
    let count = 0;
    const { outcomes, rows } = await db.write(async (tx) => {
      const stop = observeStatements(() => void count++);
      try {
        return await ledger.debitSetWith<{ id: number; coins: number }>(
          tx,
          "coins",
          "game-bet",
          set,
          (taken) => {
            seen = taken;
            const ids = taken.flatMap((t) => ("balance" in t ? [t.userId] : []));
            return [
              sql`select id, coins from users where id in (select value from json_each(${JSON.stringify(ids)}))`,
            ];
          },
        );
      } finally {
        stop();
      }
    });
    expect(outcomes).toEqual([
      { key: "with:1", userId: rich, balance: 6, applied: true },
      { key: "with:2", userId: poor, refused: "INSUFFICIENT_FUNDS" },
    ]);
    expect(seen).toEqual(outcomes);
    // The caller's statement ran after the debit: it reads the balance taken.
    expect(rows).toEqual([[{ id: rich, coins: 6 }]]);
    // The applied keys, the players and the update; then the rows with the caller's statement (two
    // requests on a server).
    expect(count).toBe(5);
    expect((await entriesOf(db, rich)).map((e) => e.idempotencyKey)).toEqual(["t:r#0", "with:1#0"]);
    // A replay takes nothing, writes no row (no statement for it) and still sends the caller's statements.
    count = 0;
    const again = await db.write(async (tx) => {
      const stop = observeStatements(() => void count++);
      try {
        return await ledger.debitSetWith<{ n: number }>(tx, "coins", "game-bet", set.slice(0, 1), () => [
          sql`select 7 as n`,
        ]);
      } finally {
        stop();
      }
    });
    expect(again).toEqual({
      outcomes: [{ key: "with:1", userId: rich, balance: 6, applied: false }],
      rows: [[{ n: 7 }]],
    });
    expect(count).toBe(4);
    // An empty set sends nothing, the caller's statements included.
    const empty = await db.write((tx) =>
      ledger.debitSetWith(tx, "coins", "game-bet", [], () => [sql`select 1`]),
    );
    expect(empty).toEqual({ outcomes: [], rows: [] });
    expect(await balances(db, rich)).toMatchObject({ coins: 6 });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("debits gems in a set without lowering the most ever owned, and refuses malformed sets", async () => {
    const userId = await createUser(db);
    const other = await createUser(db);
    await ledger.run(db, credit("t:g", userId, 50));
    expect(
      await db.write((tx) => ledger.debitSet(tx, "gems", "test", [{ key: "g", userId, amount: 20 }])),
    ).toEqual([{ key: "g", userId, balance: 30, applied: true }]);
    expect(await balances(db, userId)).toEqual({ gems: 30, coins: 0, maxGemsOwned: 50 });
    const set = (debits: { key: string; userId: number; amount: number }[]) =>
      db.write((tx) => ledger.debitSet(tx, "gems", "test", debits));
    const ok = { key: "ok", userId, amount: 1 };
    await expectLedgerError(set([ok, { key: "z", userId: other, amount: 0 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "n", userId: other, amount: -2 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "f", userId: other, amount: 1.5 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "", userId: other, amount: 1 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "ok", userId: other, amount: 1 }]), "INVALID_CHANGE");
    await expectLedgerError(set([ok, { key: "twice", userId, amount: 1 }]), "INVALID_CHANGE");
    expect(await balances(db, userId)).toMatchObject({ gems: 30 });
  });
});

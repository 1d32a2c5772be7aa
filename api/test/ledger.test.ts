import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { observeStatements } from "@jadeverse/db/observe";
import { findUserById } from "@jadeverse/db/users/find";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "./harness.ts";

// The same money rules on whichever database the suite runs on (embedded file, or sqld with JV_TEST_DB=sqld).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe(`ledger under concurrency (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("never lets racing debits take a balance below zero", async () => {
    const { userId } = await api.signUp("racer@example.com");
    const start = (await findUserById(api.db.orm, userId))!.gems;
    await ledger.run(api.db, {
      key: `topup:${userId}`,
      reason: "test",
      changes: [{ userId, currency: "gems", delta: 30 - start }],
    });
    const attempts = Array.from({ length: 50 }, (_, i) =>
      ledger
        .run(api.db, {
          key: `spend:${userId}:${i}`,
          reason: "test-spend",
          changes: [{ userId, currency: "gems", delta: -1 }],
        })
        .then(() => "ok" as const)
        .catch((error: unknown) => {
          if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS") return "refused" as const;
          throw error;
        }),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(30);
    expect(outcomes.filter((o) => o === "refused")).toHaveLength(20);
    expect((await findUserById(api.db.orm, userId))!.gems).toBe(0);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits the same idempotency key once, however many times it races", async () => {
    const { userId } = await api.signUp("twice@example.com");
    const before = (await findUserById(api.db.orm, userId))!.coins;
    const op = {
      key: `payment:test:${userId}`,
      reason: "payment",
      changes: [{ userId, currency: "coins" as const, delta: 777 }],
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.run(api.db, op)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.balances[0]?.balance))).toEqual(new Set([before + 777]));
    expect((await findUserById(api.db.orm, userId))!.coins).toBe(before + 777);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits a set in one request: running balances, each key once, a replay answered as first", async () => {
    const a = (await api.signUp("set-a@example.com")).userId;
    const b = (await api.signUp("set-b@example.com")).userId;
    const coins = async (id: number) => (await findUserById(api.db.orm, id))!.coins;
    const [a0, b0] = [await coins(a), await coins(b)];
    const credit = (set: { key: string; userId: number; delta: number }[]) =>
      api.db.write(async (tx) => {
        let sent = 0;
        // The transaction's own requests: a read elsewhere in the process (a change-counter poll) is not one.
        const stop = observeStatements((kind) => kind === "write" && void sent++);
        try {
          return { answers: await ledger.creditSet(tx, "coins", "game-win", set), sent };
        } finally {
          stop();
        }
      });
    const set = [
      { key: `cs:${a}:1`, userId: a, delta: 5 },
      { key: `cs:${b}:1`, userId: b, delta: 7 },
      { key: `cs:${a}:2`, userId: a, delta: 20 },
    ];
    const first = await credit(set);
    expect(first.answers).toEqual([
      { key: set[0]!.key, userId: a, balance: a0 + 5, applied: true },
      { key: set[1]!.key, userId: b, balance: b0 + 7, applied: true },
      { key: set[2]!.key, userId: a, balance: a0 + 25, applied: true },
    ]);
    // On sqld, observed statements are requests: the read and both writes go in one.
    if (usingSqld) expect(first.sent).toBe(1);
    const again = await credit([...set, { key: `cs:${b}:2`, userId: b, delta: 1 }]);
    expect(again.answers.map((c) => [c.balance, c.applied])).toEqual([
      [a0 + 5, false],
      [b0 + 7, false],
      [a0 + 25, false],
      [b0 + 8, true],
    ]);
    if (usingSqld) expect(again.sent).toBe(1);
    expect([await coins(a), await coins(b)]).toEqual([a0 + 25, b0 + 8]);
    const refused = await credit([
      { key: `cs:${a}:3`, userId: a, delta: 1 },
      { key: "cs:ghost", userId: 999_999_999, delta: 1 },
    ]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LedgerError);
    expect((refused as LedgerError).code).toBe("USER_NOT_FOUND");
    expect(await coins(a)).toBe(a0 + 25);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

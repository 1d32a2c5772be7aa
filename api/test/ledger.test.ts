import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
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
});

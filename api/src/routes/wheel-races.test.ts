import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { fairnessSeeds, users, wheelSpins } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../test/harness.ts";
import { createPlayers } from "../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../test/wheel-setup.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
});
afterAll(() => api.close());

describe(`wheel spins under concurrency (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("200 parallel spins with gems for exactly 50: 50 succeed, never overdraw, the ledger holds", async () => {
    const [p] = await createPlayers(api, 1);
    const cost = (await api.request("GET", "/api/wheel/config")).body.baseCost as number;
    await grantGems(api, p!.userId, 50 * cost);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => api.request("POST", "/api/wheel/spin", { token: p!.token })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect(r.body.error.code).toBe("NOT_ENOUGH_GEMS_ERROR");
    // Each success used its own nonce, 0…49, with no gap and no repeat.
    expect(ok.map((r) => r.body.data.nonce).sort((a: number, b: number) => a - b)).toEqual([
      ...Array(50).keys(),
    ]);
    const [user] = await api.db.orm.select().from(users).where(eq(users.id, p!.userId));
    expect(user!.gems).toBe(0);
    const coinsWon = ok.reduce(
      (n, r) => n + (r.body.data.rewardType === "coins" ? r.body.data.rewardValue : 0),
      0,
    );
    expect(user!.coins).toBe(coinsWon);
    expect(await api.db.orm.select().from(wheelSpins).where(eq(wheelSpins.userId, p!.userId))).toHaveLength(
      50,
    );
    const [seed] = await api.db.orm.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, p!.userId));
    expect(seed!.nextNonce).toBe(50);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  }, 60_000);
});

import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { fairnessSeeds, users, wheelSpins } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createPlayers } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { SPINS_PER_MINUTE } from "../../lib/wheel/constants.ts";

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

describe("spin rate limit", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
    await seedWheelFixture(limited);
  });
  afterAll(() => limited.close());

  it(`allows ${SPINS_PER_MINUTE} spins a minute per player, then 429 RATE_LIMITED with nothing debited`, async () => {
    const [p] = await createPlayers(limited, 1);
    await grantGems(limited, p!.userId, SPINS_PER_MINUTE + 5);
    for (let i = 0; i < SPINS_PER_MINUTE; i++) {
      const res = await limited.request("POST", "/api/wheel/spin", { token: p!.token });
      expect(res.status).toBe(200);
    }
    const blocked = await limited.request("POST", "/api/wheel/spin", { token: p!.token });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const [user] = await limited.db.orm.select().from(users).where(eq(users.id, p!.userId));
    expect(user!.gems).toBe(5);
    expect(
      await limited.db.orm.select().from(wheelSpins).where(eq(wheelSpins.userId, p!.userId)),
    ).toHaveLength(SPINS_PER_MINUTE);
  });
});

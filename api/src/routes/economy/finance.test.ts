import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems } from "../../../test/store-catalog.ts";
import { storeState } from "../../../test/store-state.ts";
import { COINS_PER_GEM, LEDGER_REASONS, MAX_SWAP_GEMS, STORE_LIMITS } from "../../lib/store/constants.ts";
import { swapResponse } from "../../lib/store/responses.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function playerWithGems(gems: number): Promise<TestPlayer> {
  const [player] = (await createPlayers(api, 1)) as [TestPlayer];
  if (gems > 0) await grantGems(api.db, player.userId, gems);
  return player;
}
const swap = (player: TestPlayer, body: unknown, headers: Record<string, string> = {}) =>
  api.request("POST", "/api/finance/gems-to-coins", { token: player.token, body, headers });

describe("POST /api/finance/gems-to-coins", () => {
  it("swaps whole gems at 1 gem = 100,000 coins, both entries under one operation", async () => {
    const player = await playerWithGems(10);
    const res = await swap(player, { gemsAmount: 3 });
    expect(res.status).toBe(200);
    expect(swapResponse.parse(res.body)).toEqual({
      success: true,
      applied: true,
      swapped: { gems: 3, coins: 300_000 },
      gemsAmount: 7,
      coinsAmount: 300_000,
    });
    expect(COINS_PER_GEM).toBe(100_000);
    const state = await storeState(api, player.userId);
    expect([state.gems, state.coins]).toEqual([7, 300_000]);
    expect(state.ledger.slice(-2)).toEqual([
      { currency: "gems", delta: -3, reason: LEDGER_REASONS.swap },
      { currency: "coins", delta: 300_000, reason: LEDGER_REASONS.swap },
    ]);
    // `amount` is accepted too; swapping every gem leaves zero.
    const rest = await swap(player, { amount: 7 });
    expect(rest.body).toMatchObject({ gemsAmount: 0, coinsAmount: 1_000_000 });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("refuses more gems than the player holds with NOT_ENOUGH_GEMS_ERROR, changing nothing", async () => {
    const player = await playerWithGems(2);
    const before = await storeState(api, player.userId);
    const res = await swap(player, { gemsAmount: 3 });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "NOT_ENOUGH_GEMS_ERROR", message: "Not enough gems!" });
    expect(await storeState(api, player.userId)).toEqual(before);
    const broke = await playerWithGems(0);
    expect((await swap(broke, { gemsAmount: 1 })).body.error.code).toBe("NOT_ENOUGH_GEMS_ERROR");
  });

  it("refuses amounts that are not positive whole numbers and malformed bodies, changing nothing", async () => {
    const player = await playerWithGems(5);
    const before = await storeState(api, player.userId);
    const bad: unknown[] = [
      { gemsAmount: 0 },
      { gemsAmount: -1 },
      { gemsAmount: 1.5 },
      { gemsAmount: "3" },
      { gemsAmount: null },
      { gemsAmount: MAX_SWAP_GEMS + 1 },
      { gemsAmount: 1, amount: 1 },
      { gemsAmount: 1, coins: 5 },
      {},
      [],
      3,
    ];
    for (const body of bad) {
      const res = await swap(player, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe("VALIDATION_ERROR");
    }
    const raw = await api.request("POST", "/api/finance/gems-to-coins", {
      token: player.token,
      raw: "{nope",
    });
    expect(raw.status).toBe(400);
    expect(raw.body.error.code).toBe("INVALID_JSON");
    expect(
      (await api.request("POST", "/api/finance/gems-to-coins", { body: { gemsAmount: 1 } })).status,
    ).toBe(401);
    expect(await storeState(api, player.userId)).toEqual(before);
  });

  it("applies a request retried with the same Idempotency-Key once", async () => {
    const player = await playerWithGems(10);
    const headers = { "Idempotency-Key": "swap-attempt-1" };
    const first = await swap(player, { gemsAmount: 2 }, headers);
    expect(first.body).toMatchObject({ applied: true, gemsAmount: 8, coinsAmount: 200_000 });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => swap(player, { gemsAmount: 2 }, headers)),
    );
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ ...first.body, applied: false });
    }
    const state = await storeState(api, player.userId);
    expect([state.gems, state.coins]).toEqual([8, 200_000]);
    // The same key with another amount is another request: refused, nothing applied.
    const reused = await swap(player, { gemsAmount: 3 }, headers);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await storeState(api, player.userId)).toEqual(state);
    // Keys belong to one player: another player's identical key is a new swap.
    const other = await playerWithGems(2);
    expect((await swap(other, { gemsAmount: 2 }, headers)).body).toMatchObject({
      applied: true,
      gemsAmount: 0,
    });
    // Without a key two identical requests are two swaps.
    await swap(player, { gemsAmount: 1 });
    await swap(player, { gemsAmount: 1 });
    expect((await storeState(api, player.userId)).gems).toBe(6);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const player = await playerWithGems(3);
    const before = await storeState(api, player.userId);
    for (const key of ["has space", "x".repeat(129), "é"]) {
      const res = await swap(player, { gemsAmount: 1 }, { "Idempotency-Key": key });
      expect(res.status, key).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect(await storeState(api, player.userId)).toEqual(before);
  });
});

describe("swaps are rate-limited", () => {
  it("answers 429 with Retry-After once a player's swap window is full", async () => {
    const limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
    try {
      const [player] = (await createPlayers(limited, 1)) as [TestPlayer];
      const send = () =>
        limited.request("POST", "/api/finance/gems-to-coins", {
          token: player.token,
          body: { gemsAmount: 1 },
        });
      for (let i = 0; i < STORE_LIMITS.swap.limit; i++) expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

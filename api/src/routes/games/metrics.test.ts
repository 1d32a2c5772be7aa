import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { AGGREGATE_MAX, ROUND_COINS_MAX, ROUND_GEMS_MAX } from "@jadeverse/db/metrics/limits";
import { gameStatistics, leaderboardTotals } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { leaderboardResponse } from "../../lib/leaderboard/response.ts";

// A game server's reports (POST /api/v1/metric): every amount is bounded per round and every
// aggregate stays an exact integer (≤ 2^53 − 1), so the board and db:check's invariant hold.
const SECRET = "game-server-secret-for-metric-tests";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ GAME_SERVER_SECRET: SECRET });
});
afterAll(() => api.close());

const report = (player: TestPlayer, round: Record<string, unknown>) =>
  api.request("POST", "/api/v1/metric", {
    body: { userId: player.userId, gameType: "roulette", metricType: "win", ...round },
    headers: { "x-game-server-secret": SECRET },
  });
const history = async (player: TestPlayer) =>
  (await api.request("GET", "/api/v1/metric/user-bet-history?limit=100", { token: player.token }))
    .body as unknown[];
const standing = async (player: TestPlayer) => {
  const res = await api.request("GET", "/api/leaderboard?limit=100", { token: player.token });
  expect(res.status).toBe(200);
  return leaderboardResponse.parse(res.body).userData;
};
/** The player's figures as decimal text: a value past 2^53 could not hide behind a double's rounding. */
const exactTotals = async (player: TestPlayer) => {
  const { rows } = await api.db.execute({
    sql: `select cast(t.coins_won as text) as coins, cast(t.gems_won as text) as gems,
            cast(t.total_wins as text) as wins, cast(g.coins_won as text) as gameCoins
          from leaderboard_totals t join game_statistics g on g.user_id = t.user_id and g.game_type = 'roulette'
          where t.user_id = ?`,
    args: [player.userId],
  });
  return rows[0] ? { ...rows[0] } : undefined;
};

describe("POST /api/v1/metric: bounded amounts, exact totals", () => {
  it("refuses the 2^53 − 1 coin round (and anything past the per-round bounds) with a 400, storing nothing", async () => {
    const [player] = (await createPlayers(api, 1)) as [TestPlayer];
    for (const round of [
      { coinsAmount: Number.MAX_SAFE_INTEGER },
      { coinsAmount: ROUND_COINS_MAX + 1 },
      { gemsAmount: ROUND_GEMS_MAX + 1 },
      { coinsAmount: -1 },
      { coinsAmount: 1.5 },
    ]) {
      const res = await report(player, round);
      expect(res.status, JSON.stringify(round)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect(await history(player)).toEqual([]);
    expect(await standing(player)).toBeNull();
    // The bounds themselves are accepted.
    const res = await report(player, { coinsAmount: ROUND_COINS_MAX, gemsAmount: ROUND_GEMS_MAX });
    expect(res.status).toBe(201);
    expect(await standing(player)).toMatchObject({ coinsWon: ROUND_COINS_MAX, gemsWon: ROUND_GEMS_MAX });
  });

  it("sums many rounds near the bound exactly", async () => {
    const [player] = (await createPlayers(api, 1)) as [TestPlayer];
    let coins = 0n;
    for (let i = 0; i < 60; i++) {
      const amount = ROUND_COINS_MAX - i * 999_983;
      coins += BigInt(amount);
      expect((await report(player, { coinsAmount: amount, roundId: `near-${i}` })).status).toBe(201);
    }
    expect(await exactTotals(player)).toEqual({
      coins: String(coins),
      gems: "0",
      wins: "60",
      gameCoins: String(coins),
    });
    expect((await standing(player))?.coinsWon).toBe(Number(coins));
  });

  it("takes a total to 2^53 − 1 exactly, then refuses the next round with 409 METRIC_TOTAL_OVERFLOW; db:check holds", async () => {
    const [player] = (await createPlayers(api, 1)) as [TestPlayer];
    // The player already stands 10 rounds at the bound (less 3 coins) below the largest exact total.
    const start = AGGREGATE_MAX - 10 * ROUND_COINS_MAX - 3;
    await api.db.write(async (tx) => {
      await tx
        .insert(gameStatistics)
        .values({ userId: player.userId, gameType: "roulette", coinsWon: start });
      await tx.insert(leaderboardTotals).values({ userId: player.userId, coinsWon: start });
    });
    for (let i = 0; i < 10; i++)
      expect((await report(player, { coinsAmount: ROUND_COINS_MAX })).status).toBe(201);
    expect(await exactTotals(player)).toMatchObject({ coins: String(AGGREGATE_MAX - 3) });

    const over = await report(player, { coinsAmount: 4, roundId: "one-too-many" });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe("METRIC_TOTAL_OVERFLOW");
    expect(await history(player)).toHaveLength(10); // the refused round was not stored
    expect((await report(player, { coinsAmount: 3 })).status).toBe(201);
    expect(await exactTotals(player)).toMatchObject({
      coins: String(AGGREGATE_MAX),
      gameCoins: String(AGGREGATE_MAX),
      wins: "11",
    });
    expect((await standing(player))?.coinsWon).toBe(AGGREGATE_MAX);
    // The same round id, retried after the refusal, is still refused (nothing was kept of it).
    expect((await report(player, { coinsAmount: 4, roundId: "one-too-many" })).status).toBe(409);
    // A round that adds nothing to the full total is still recorded.
    expect((await report(player, { metricType: "lose", coinsAmount: 0 })).status).toBe(201);
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  });
});

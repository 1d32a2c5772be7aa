import { findUserByDemoId } from "@jadeverse/db/queries/users";
import { seedDatabase } from "@jadeverse/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { leaderboardResponse } from "../lib/leaderboard/response.ts";

// The seeded boards (db/src/seed) and a demo visit's private copy standing on them as the persona.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDatabase(api.db, { leaderboardPlayers: 30 });
}, 60_000);
afterAll(() => api.close());

const visit = async (id: string) => {
  const res = await api.request("POST", "/api/auth/login-demo", { body: { id } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
};
const board = async (token: string, query = "") => {
  const res = await api.request("GET", `/api/leaderboard${query}`, { token });
  expect(res.status).toBe(200);
  return leaderboardResponse.parse(res.body);
};
const bucketTotals = async () =>
  (
    await api.db.execute(
      "select field, sum(players) as players from leaderboard_rank_buckets where board = 'global' group by field",
    )
  ).rows.map((r) => Number(r.players));
const boardRows = async () =>
  Number((await api.db.execute("select count(*) as n from leaderboard_totals")).rows[0]?.n);

describe("GET /api/leaderboard over the seed", () => {
  it("lists seeded players on the global board and on game boards, 20 a page", async () => {
    const token = await visit("jade-guest");
    const global = await board(token);
    expect(global.leaderboard.data).toHaveLength(20);
    const coins = global.leaderboard.data.map((e) => e.coinsWon);
    expect(coins).toEqual([...coins].sort((x, y) => y - x));
    for (const game of ["blackjack", "baccarat", "roulette", "slots", "jetpack"])
      expect((await board(token, `?gameType=${game}`)).leaderboard.data.length, game).toBeGreaterThan(0);
  });

  it("gives a demo visit the persona's standing: its own entry and rank, globally and per game", async () => {
    const persona = (await findUserByDemoId(api.db.orm, "jade-beta"))!;
    const token = await visit("jade-beta");
    const me = (await api.request("GET", "/api/users/me", { token })).body as { id: number };
    expect(me.id).not.toBe(persona.id);
    const stats = (await api.request("GET", "/api/users/me/statistics", { token })).body;
    const global = await board(token);
    expect(global.userData).toMatchObject({
      userId: me.id,
      coinsWon: stats.totalCoinsWon,
      coinsWagered: stats.totalCoinsWagered,
      gemsWon: stats.totalGemsWon,
      gemsWagered: stats.totalGemsWagered,
      totalWins: stats.totalGamesWon,
      secondsPlayed: stats.playTime.totalSecondsPlayed,
    });
    expect(global.userIndex).toBeGreaterThan(0);
    const perGame = (await api.request("GET", "/api/users/me/game-statistics", { token })).body;
    const blackjack = await board(token, "?gameType=blackjack");
    expect(blackjack.userData?.coinsWon).toBe(perGame.gameStatistics.blackjack.coinsWon);
    expect(blackjack.userIndex).toBeGreaterThan(0);
    expect(await bucketTotals()).toHaveLength(4);
    for (const n of await bucketTotals()) expect(n).toBe(await boardRows());

    // The persona is a template: only the visit's copy stands on the boards, and its rank counts
    // exactly the listed players strictly ahead of it (walk the board until the copy shows up).
    const boards = [
      { query: "", field: "coinsWon", descending: true },
      { query: "?gameType=blackjack", field: "coinsWon", descending: true },
      { query: "?sortBy=totalWins&sortOrder=ASC", field: "totalWins", descending: false },
    ] as const;
    for (const { query, field, descending } of boards) {
      const before: number[] = [];
      let mine: number | undefined;
      for (let page = 1; mine === undefined && page < 50; page++) {
        const rows = (await board(token, `${query ? `${query}&` : "?"}page=${page}`)).leaderboard.data;
        expect(rows.map((r) => r.userId)).not.toContain(persona.id);
        for (const r of rows) {
          if (r.userId === me.id) mine = r[field];
          else if (mine === undefined) before.push(r[field]);
        }
        if (rows.length < 20) break;
      }
      expect(mine, query).toBeDefined();
      const ahead = before.filter((v) => (descending ? v > mine! : v < mine!)).length;
      expect((await board(token, query)).userIndex, query).toBe(ahead + 1);
    }

    // Logging out deletes the copy and its board row; the rank buckets follow.
    expect((await api.request("POST", "/api/auth/logout", { token })).status).toBe(200);
    for (const n of await bucketTotals()) expect(n).toBe(await boardRows());
  });
});

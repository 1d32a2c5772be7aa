import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { seedDatabase } from "@jadeverse/db/seed";
import { findUserByDemoId } from "@jadeverse/db/users/find";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { type LeaderboardResponse, leaderboardResponse } from "../../lib/leaderboard/response.ts";

// The seeded boards (db/src/seed) and demo visits: each visit's private copy of a persona plays on
// its own figures but stands on no public board (anyone can make copies with a click).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDatabase(api.db, { leaderboardPlayers: 30 });
}, 60_000);
afterAll(() => api.close());

const visit = async (id: string) => {
  const res = await api.request("POST", "/api/auth/login-demo", { body: { id } });
  expect(res.status).toBe(200);
  const token = res.body.access_token as string;
  const me = (await api.request("GET", "/api/users/me", { token })).body as { id: number };
  return { token, id: me.id };
};
const board = async (token: string, query = "") => {
  const res = await api.request("GET", `/api/leaderboard${query}`, { token });
  expect(res.status).toBe(200);
  return leaderboardResponse.parse(res.body);
};
/** Every row of a board, page by page (100 a page). */
const wholeBoard = async (token: string, query = "") => {
  const rows: LeaderboardResponse["leaderboard"]["data"] = [];
  for (let page = 1; page < 50; page++) {
    const data = (await board(token, `${query ? `${query}&` : "?"}limit=100&page=${page}`)).leaderboard.data;
    rows.push(...data);
    if (data.length < 100) break;
  }
  return rows;
};
const bucketTotals = async () =>
  (
    await api.db.execute(
      "select field, sum(players) as players from leaderboard_rank_buckets where board = 'global' group by field",
    )
  ).rows.map((r) => Number(r.players));
const publicRows = async () =>
  Number((await api.db.execute("select count(*) as n from leaderboard_totals where demo = 0")).rows[0]?.n);

const BOARDS = [
  { query: "", field: "coinsWon", descending: true },
  { query: "?gameType=blackjack", field: "coinsWon", descending: true },
  { query: "?sortBy=totalWins&sortOrder=ASC", field: "totalWins", descending: false },
] as const;

describe("GET /api/leaderboard over the seed", () => {
  it("lists seeded players on the global board and on game boards, 20 a page", async () => {
    const { token } = await visit("jade-guest");
    const global = await board(token);
    expect(global.leaderboard.data).toHaveLength(20);
    const coins = global.leaderboard.data.map((e) => e.coinsWon);
    expect(coins).toEqual([...coins].sort((x, y) => y - x));
    for (const game of ["blackjack", "baccarat", "roulette", "slots", "fireworks-frenzy"])
      expect((await board(token, `?gameType=${game}`)).leaderboard.data.length, game).toBeGreaterThan(0);
  });

  it("shows no demo player: many visits of a persona leave every board, rank and bucket as they were", async () => {
    const before = await visit("jade-rookie");
    const snapshot = await Promise.all(BOARDS.map(({ query }) => wholeBoard(before.token, query)));
    const bucketsBefore = await bucketTotals();
    const personas = await Promise.all(
      ["jade-beta", "jade-guest", "jade-rookie"].map((id) => findUserByDemoId(api.db.orm, id)),
    );
    const visits = [];
    for (let i = 0; i < 6; i++) visits.push(await visit("jade-beta"));
    visits.push(await visit("jade-guest"), await visit("jade-guest"));
    const demoIds = new Set([before.id, ...visits.map((v) => v.id), ...personas.map((p) => p!.id)]);

    for (const [i, { query }] of BOARDS.entries()) {
      const rows = await wholeBoard(visits[0]!.token, query);
      expect(rows.length, query).toBeGreaterThan(10);
      expect(
        rows.filter((r) => demoIds.has(r.userId)),
        query,
      ).toEqual([]);
      expect(
        rows.filter((r) => r.user.nickname === "JadeTester"),
        query,
      ).toEqual([]);
      // The boards are exactly what they were before the visits.
      expect(rows, query).toEqual(snapshot[i]);
    }
    expect(await bucketTotals()).toEqual(bucketsBefore);
    for (const n of await bucketTotals()) expect(n).toBe(await publicRows());
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  });

  it("shows a demo visitor their own figures and the place they would take among the public players", async () => {
    const persona = (await findUserByDemoId(api.db.orm, "jade-beta"))!;
    const me = await visit("jade-beta");
    expect(me.id).not.toBe(persona.id);
    const stats = (await api.request("GET", "/api/users/me/statistics", { token: me.token })).body;
    const global = await board(me.token);
    expect(global.userData).toMatchObject({
      userId: me.id,
      coinsWon: stats.totalCoinsWon,
      coinsWagered: stats.totalCoinsWagered,
      gemsWon: stats.totalGemsWon,
      gemsWagered: stats.totalGemsWagered,
      totalWins: stats.totalGamesWon,
      secondsPlayed: stats.playTime.totalSecondsPlayed,
    });
    const perGame = (await api.request("GET", "/api/users/me/game-statistics", { token: me.token })).body;
    const blackjack = await board(me.token, "?gameType=blackjack");
    expect(blackjack.userData?.coinsWon).toBe(perGame.gameStatistics.blackjack.coinsWon);

    // Their rank: 1 + the public players strictly ahead, counted over the whole board.
    for (const { query, field, descending } of BOARDS) {
      const view = await board(me.token, query);
      const mine = view.userData?.[field];
      expect(mine, query).toBeDefined();
      const rows = await wholeBoard(me.token, query);
      expect(rows.map((r) => r.userId)).not.toContain(me.id);
      const ahead = rows.filter((r) => (descending ? r[field] > mine! : r[field] < mine!)).length;
      expect(view.userIndex, query).toBe(ahead + 1);
    }

    // Logging out deletes the copy and its board rows; the public buckets never counted them.
    const bucketsBefore = await bucketTotals();
    expect((await api.request("POST", "/api/auth/logout", { token: me.token })).status).toBe(200);
    expect(await bucketTotals()).toEqual(bucketsBefore);
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  });
});

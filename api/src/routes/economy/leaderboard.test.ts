import { bucketCountsSql, bucketLowerBound, bucketOf, bucketSql } from "@jadeverse/db/leaderboard/buckets";
import { gameStatistics, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { XP_PER_ROUND } from "@jadeverse/db/xp";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { grantPass } from "../../../test/held-pass.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { describeReadLimit } from "../../../test/read-limit.ts";
import { LEADERBOARD_READS_PER_MINUTE } from "../../lib/leaderboard/constants.ts";
import {
  type LeaderboardResponse,
  leaderboardResponse,
  playerRankResponse,
} from "../../lib/leaderboard/response.ts";

const SECRET = "game-server-secret-for-tests-0123";
let api: TestApi;
let a: TestPlayer;
let b: TestPlayer;
let c: TestPlayer;
let d: TestPlayer;
let newcomer: TestPlayer;

const report = async (player: TestPlayer, round: Record<string, unknown>) => {
  const res = await api.request("POST", "/api/v1/metric", {
    body: { userId: player.userId, ...round },
    headers: { "x-game-server-secret": SECRET },
  });
  expect(res.status).toBe(201);
};

const board = async (player: TestPlayer, query = ""): Promise<LeaderboardResponse> => {
  const res = await api.request("GET", `/api/leaderboard${query}`, { token: player.token });
  expect(res.status).toBe(200);
  return leaderboardResponse.parse(res.body);
};
const ids = (r: LeaderboardResponse) => r.leaderboard.data.map((e) => e.userId);

beforeAll(async () => {
  api = await startTestApi({ GAME_SERVER_SECRET: SECRET });
  [a, b, c, d, newcomer] = (await createPlayers(api, 5)) as [
    TestPlayer,
    TestPlayer,
    TestPlayer,
    TestPlayer,
    TestPlayer,
  ];
  await report(a, { gameType: "blackjack", metricType: "win", coinsAmount: 1_000 });
  await report(a, { gameType: "roulette", metricType: "win", coinsAmount: 500, gemsAmount: 3 });
  await report(b, { gameType: "blackjack", metricType: "win", coinsAmount: 1_500 });
  await report(c, { gameType: "roulette", metricType: "bet", coinsAmount: 5_000 });
  await report(c, { gameType: "roulette", metricType: "win", coinsAmount: 200 });
  await report(d, { gameType: "slots", metricType: "lose", coinsAmount: 100 });
});
afterAll(() => api.close());

describe("the Gold frame (docs/passes.md)", () => {
  it("marks a Gold pass holder's row with the gold frame, a Silver holder's and everyone else's with none", async () => {
    await api.db.write((tx) => seedCatalog(tx));
    const grant = (player: TestPlayer, passId: number) => grantPass(api.db, player.userId, passId);

    await grant(b, 1);
    await grant(d, 2);
    const res = await board(a);
    const frames = Object.fromEntries(res.leaderboard.data.map((e) => [e.userId, e.frame]));
    expect(frames).toEqual({ [a.userId]: null, [b.userId]: "gold", [c.userId]: null, [d.userId]: null });
    expect((await board(b)).userData?.frame).toBe("gold");
  });
});

describe("GET /api/leaderboard over recorded rounds", () => {
  it("orders by coins won descending by default, ties broken by user id, with the caller's entry and rank", async () => {
    const res = await board(a);
    // a and b tie on 1,500 coins: the higher id (b) comes first in a descending board, and they
    // share rank 1 (the rank is 1 + the players strictly ahead).
    expect(ids(res)).toEqual([b.userId, a.userId, c.userId, d.userId]);
    expect(res.userIndex).toBe(1);
    expect((await board(b)).userIndex).toBe(1);
    expect((await board(c)).userIndex).toBe(3);
    expect(res.userData).toMatchObject({
      userId: a.userId,
      coinsWon: 1_500,
      gemsWon: 3,
      totalWins: 2,
      user: { nickname: "player-0" },
      mostCoinsWonGame: { gameType: "blackjack" },
    });
    expect(res.leaderboard.meta).toEqual({ currentPage: 1, limit: 20 });
  });

  it("sorts ascending as the exact reverse, and by each sort field", async () => {
    expect(ids(await board(a, "?sortOrder=ASC"))).toEqual([d.userId, c.userId, a.userId, b.userId]);
    const wagered = await board(c, "?sortBy=coinsWagered&sortOrder=desc");
    expect(ids(wagered)[0]).toBe(c.userId);
    expect(wagered.userIndex).toBe(1);
    expect(ids(await board(a, "?sortBy=totalWins"))).toEqual([a.userId, c.userId, b.userId, d.userId]);
    const gems = await board(a, "?sortBy=gemsWon");
    expect(gems.leaderboard.data[0]).toMatchObject({ userId: a.userId, gemsWon: 3 });
  });

  it("pages by limit, and the pages join up into the whole board", async () => {
    const first = await board(a, "?limit=2&page=1");
    const second = await board(a, "?limit=2&page=2");
    const third = await board(a, "?limit=2&page=3");
    expect([...ids(first), ...ids(second)]).toEqual([b.userId, a.userId, c.userId, d.userId]);
    expect(third.leaderboard.data).toEqual([]);
    expect(second.userIndex).toBe(1);
  });

  it("filters by game: only that game's players, ranked on that game's numbers", async () => {
    const bj = await board(a, "?gameType=blackjack");
    expect(ids(bj)).toEqual([b.userId, a.userId]);
    expect(bj.userData?.coinsWon).toBe(1_000);
    expect(bj.userIndex).toBe(2);
    const outsider = await board(c, "?gameType=blackjack");
    expect(outsider.userData).toBeNull();
    expect(outsider.userIndex).toBeNull();
  });

  it("gives a player with no rounds no entry and no rank", async () => {
    const res = await board(newcomer);
    expect(res.userData).toBeNull();
    expect(res.userIndex).toBeNull();
    expect(ids(res)).not.toContain(newcomer.userId);
  });

  it("GET /api/xp/rank is the Rank the default board gives: the same number, null before a round", async () => {
    const rankOf = async (player: TestPlayer) => {
      const res = await api.request("GET", "/api/xp/rank", { token: player.token });
      expect(res.status).toBe(200);
      return playerRankResponse.parse(res.body).rank;
    };
    for (const player of [a, b, c, d]) expect(await rankOf(player)).toBe((await board(player)).userIndex);
    expect(await rankOf(c)).toBe(3);
    // Not the XP order: a game board, another sort or XP never moves it.
    const setXp = (xp: SQL<number>) =>
      api.db.write((tx) => tx.update(users).set({ xp }).where(eq(users.id, d.userId)));
    await setXp(sql<number>`${users.xp} + 999999`);
    expect(await rankOf(d)).toBe(4);
    await setXp(sql<number>`${users.xp} - 999999`);
    expect(await rankOf(newcomer)).toBeNull();
    expect((await api.request("GET", "/api/xp/rank")).status).toBe(401);
  });

  it("refuses bad input with a 400 and an unauthenticated call with a 401", async () => {
    for (const query of [
      "?sortBy=nickname",
      "?sortBy=coins_won",
      "?sortOrder=UP",
      "?gameType=poker",
      "?limit=0",
      "?limit=101",
      "?limit=2.5",
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?userId=1",
    ]) {
      const res = await api.request("GET", `/api/leaderboard${query}`, { token: a.token });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBeTypeOf("string");
    }
    expect((await api.request("GET", "/api/leaderboard")).status).toBe(401);
  });

  it("moves a player up the board, and their XP, when a round is recorded", async () => {
    const before = await board(d);
    expect(before.userIndex).toBe(4);
    await report(d, { gameType: "slots", metricType: "win", coinsAmount: 10_000 });
    const after = await board(d);
    expect(ids(after)[0]).toBe(d.userId);
    expect(after.userIndex).toBe(1);
    expect(after.userData).toMatchObject({
      coinsWon: 10_000,
      totalWins: 1,
      mostCoinsWonGame: { gameType: "slots" },
    });
    const slots = await board(d, "?gameType=slots");
    expect(slots.userIndex).toBe(1);
    const [row] = await api.db.orm.select({ xp: users.xp }).from(users).where(eq(users.id, d.userId));
    expect(row?.xp).toBe(2 * XP_PER_ROUND);
    const statistics = await api.request("GET", "/api/users/me/statistics", { token: d.token });
    expect(statistics.body).toMatchObject({ totalCoinsWon: 10_000, totalGamesWon: 1, totalGamesPlayed: 2 });
  });
});

describe("rank buckets", () => {
  it("bucketOf is monotonic and agrees with its SQL form and its bounds", async () => {
    const values = [
      0,
      1,
      1023,
      1024,
      1025,
      2047,
      2048,
      65_535,
      65_536,
      123_456_789,
      2 ** 40 + 7,
      2 ** 52 + 3,
      // Just below powers of two, where Math.log2 rounds up (log2(2^53 − 1) is 53 in doubles).
      2 ** 52 - 1,
      2 ** 53 - 2,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let i = 0; i < 200; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    const sorted = [...values].sort((x, y) => x - y);
    for (let i = 1; i < sorted.length; i++)
      expect(bucketOf(sorted[i] as number)).toBeGreaterThanOrEqual(bucketOf(sorted[i - 1] as number));
    for (const v of values) {
      const bucket = bucketOf(v);
      expect(bucketLowerBound(bucket)).toBeLessThanOrEqual(v);
      expect(bucketLowerBound(bucket + 1)).toBeGreaterThan(v);
      const rows = await api.db.orm.all<{ b: number }>(sql.raw(`select ${bucketSql(String(v))} as b`));
      expect(Number(rows[0]?.b), String(v)).toBe(bucket);
    }
  });

  it("the maintained bucket counts equal the counts recomputed from the boards' rows, after a deletion too", async () => {
    // A deleted player's board rows go by cascade; migration 0007's triggers take them out of the buckets.
    await api.db.write((tx) => tx.delete(users).where(eq(users.id, c.userId)));
    // Rows inserted outside recordBet (the seed, a demo copy) enter the buckets by migration 0008's trigger.
    await api.db.write((tx) =>
      tx
        .insert(gameStatistics)
        .values({ userId: newcomer.userId, gameType: "jetski", coinsWon: 77_777, totalWins: 3 }),
    );
    expect(ids(await board(a))).not.toContain(c.userId);
    const key = (r: { board: string; field: string; bucket: number; players: number }) =>
      `${r.board}/${r.field}/${r.bucket}=${r.players}`;
    const maintained = await api.db.orm.all<{
      board: string;
      field: string;
      bucket: number;
      players: number;
    }>(sql`select board, field, bucket, players from leaderboard_rank_buckets where players > 0`);
    const recomputed = await api.db.orm.all<{
      board: string;
      field: string;
      bucket: number;
      players: number;
    }>(sql.raw(bucketCountsSql()));
    expect(maintained.map(key).sort()).toEqual(recomputed.map(key).sort());
    expect(maintained.length).toBeGreaterThan(0);
  });
});

describe("ranks inside one value bucket", () => {
  let own: TestApi;
  beforeAll(async () => {
    own = await startTestApi({ GAME_SERVER_SECRET: SECRET });
  });
  afterAll(() => own.close());

  it("counts the players ahead inside the caller's bucket, in both orders and after moves", async () => {
    // 5,000 … 5,040 share one bucket (steps of 64 coins at this size); 9,000 and 700 sit in others.
    const coins = [5_000, 5_010, 5_020, 5_020, 5_040, 9_000, 700];
    const players = await createPlayers(own, coins.length);
    for (const [i, player] of players.entries()) {
      const res = await own.request("POST", "/api/v1/metric", {
        body: { userId: player.userId, gameType: "crash", metricType: "win", coinsAmount: coins[i] },
        headers: { "x-game-server-secret": SECRET },
      });
      expect(res.status).toBe(201);
    }
    const rankOf = async (player: TestPlayer, query: string) => {
      const res = await own.request("GET", `/api/leaderboard${query}`, { token: player.token });
      return leaderboardResponse.parse(res.body).userIndex;
    };
    // The expected rank: 1 + the players strictly ahead, counted here.
    for (const order of ["DESC", "ASC"] as const)
      for (const gameType of ["", "&gameType=crash"])
        for (const [i, player] of players.entries()) {
          const mine = coins[i] as number;
          const ahead = coins.filter((v) => (order === "DESC" ? v > mine : v < mine)).length;
          expect(await rankOf(player, `?sortOrder=${order}${gameType}`), `${order} ${mine}`).toBe(ahead + 1);
        }
    expect(bucketOf(5_000)).toBe(bucketOf(5_040));
  });
});

describeReadLimit("/api/leaderboard", LEADERBOARD_READS_PER_MINUTE);

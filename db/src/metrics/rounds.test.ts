import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { checkLeaderboardInvariant } from "../leaderboard/invariant.ts";
import { leaderboardTotals } from "../schema/leaderboard.ts";
import { betMetrics } from "../schema/metrics.ts";
import { gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { AGGREGATE_MAX, ROUND_COINS_MAX, ROUND_GEMS_MAX, RoundRefusedError } from "./limits.ts";
import { type RoundReport, recordReports, recordRound } from "./rounds.ts";

const tempDb = useTempDb("rounds");
let db: Db;
beforeAll(() => {
  db = tempDb();
});

let players = 0;
const newPlayer = async () => {
  const [row] = await db.write((tx) =>
    tx
      .insert(users)
      .values({ referralCode: `ROUNDS${++players}` })
      .returning({ id: users.id }),
  );
  return row!.id;
};
const win = (userId: number, coinsAmount: number, gemsAmount = 0): RoundReport => ({
  userId,
  gameType: "roulette",
  metricType: "win",
  coinsAmount,
  gemsAmount,
});
const record = (report: RoundReport) => db.write((tx) => recordRound(tx, report));
const refusal = (report: RoundReport) =>
  record(report).then(
    () => undefined,
    (error: unknown) => (error instanceof RoundRefusedError ? `${error.refusal} ${error.field}` : error),
  );
/** A player's figures read as decimal text, so a value past 2^53 could not hide behind rounding. */
const exact = async (userId: number) =>
  (
    await db.orm.all<{ coins: string; gems: string; wins: string; totalCoins: string; rounds: number }>(
      sql`select cast(g.coins_won as text) as coins, cast(g.gems_won as text) as gems,
            cast(g.total_wins as text) as wins, cast(t.coins_won as text) as totalCoins,
            (select count(*) from bet_metrics where user_id = ${userId}) as rounds
          from game_statistics g join leaderboard_totals t on t.user_id = g.user_id
          where g.user_id = ${userId} and g.game_type = 'roulette'`,
    )
  )[0];

describe("recordRound's bounds", () => {
  it("refuses an amount outside the per-round bounds and stores nothing of the round", async () => {
    const id = await newPlayer();
    expect(await refusal(win(id, Number.MAX_SAFE_INTEGER))).toBe("amount-out-of-range coinsAmount");
    expect(await refusal(win(id, ROUND_COINS_MAX + 1))).toBe("amount-out-of-range coinsAmount");
    expect(await refusal(win(id, 1, ROUND_GEMS_MAX + 1))).toBe("amount-out-of-range gemsAmount");
    expect(await refusal(win(id, -1))).toBe("amount-out-of-range coinsAmount");
    expect(await refusal(win(id, 0.5))).toBe("amount-out-of-range coinsAmount");
    expect(await db.orm.select().from(betMetrics).where(eq(betMetrics.userId, id))).toEqual([]);
    expect(await db.orm.select().from(gameStatistics).where(eq(gameStatistics.userId, id))).toEqual([]);
    expect((await record(win(id, ROUND_COINS_MAX, ROUND_GEMS_MAX))).status).toBe("recorded");
    expect(await exact(id)).toEqual({
      coins: String(ROUND_COINS_MAX),
      gems: String(ROUND_GEMS_MAX),
      wins: "1",
      totalCoins: String(ROUND_COINS_MAX),
      rounds: 1,
    });
  });

  it("sums many rounds near the bound exactly", async () => {
    const id = await newPlayer();
    let coins = 0n;
    let gems = 0n;
    await db.write(async (tx) => {
      for (let i = 0; i < 300; i++) {
        const report = win(id, ROUND_COINS_MAX - i * 7_919, ROUND_GEMS_MAX - i);
        coins += BigInt(report.coinsAmount);
        gems += BigInt(report.gemsAmount);
        expect((await recordRound(tx, report)).status).toBe("recorded");
      }
    });
    expect(await exact(id)).toEqual({
      coins: String(coins),
      gems: String(gems),
      wins: "300",
      totalCoins: String(coins),
      rounds: 300,
    });
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
  });

  it("takes a total up to 2^53 − 1 exactly and refuses, keeping nothing, the round that would pass it", async () => {
    const id = await newPlayer();
    // A player already 100 rounds at the bound (less 7 coins) below the largest exact total: a
    // direct insert, counted in the rank buckets by the insert triggers like any other row.
    const start = AGGREGATE_MAX - 100 * ROUND_COINS_MAX - 7;
    await db.write(async (tx) => {
      await tx
        .insert(gameStatistics)
        .values({ userId: id, gameType: "roulette", coinsWon: start, totalWins: 1 });
      await tx.insert(leaderboardTotals).values({ userId: id, coinsWon: start, totalWins: 1 });
    });
    let expected = BigInt(start);
    for (let i = 0; i < 100; i++) {
      const amount = ROUND_COINS_MAX - i;
      expected += BigInt(amount);
      expect((await record(win(id, amount))).status).toBe("recorded");
    }
    // 100 · 10^12 − 4,950 added: 4,957 short of the largest exact total.
    expect(BigInt(AGGREGATE_MAX) - expected).toBe(4_957n);
    expect(await exact(id)).toMatchObject({ coins: String(expected), totalCoins: String(expected) });

    expect(await refusal(win(id, 4_958))).toBe("total-overflow gameStatistics.coinsWon");
    expect(await exact(id)).toMatchObject({ coins: String(expected), wins: "101", rounds: 100 });
    expect((await record(win(id, 4_957))).status).toBe("recorded");
    expect(await exact(id)).toMatchObject({
      coins: String(AGGREGATE_MAX),
      totalCoins: String(AGGREGATE_MAX),
    });
    expect(await refusal(win(id, 1))).toBe("total-overflow gameStatistics.coinsWon");
    // Another game's row has room, the global total has none: refused by the totals.
    expect(await refusal({ ...win(id, 1), gameType: "slots" })).toBe(
      "total-overflow leaderboardTotals.coinsWon",
    );
    // A round adding no coins still counts.
    expect((await record({ ...win(id, 0), metricType: "lose" })).status).toBe("recorded");
    expect(await exact(id)).toMatchObject({ coins: String(AGGREGATE_MAX), wins: "102", rounds: 102 });
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
  });

  it("refuses a round that would take XP past 2^53 − 1", async () => {
    const id = await newPlayer();
    await db.write((tx) => tx.update(users).set({ xp: AGGREGATE_MAX }).where(eq(users.id, id)));
    expect(await refusal(win(id, 10))).toBe("total-overflow users.xp");
    expect(await db.orm.select().from(betMetrics).where(eq(betMetrics.userId, id))).toEqual([]);
    // A bet is the stake alone, not a played round: no XP, so it is recorded.
    expect((await record({ ...win(id, 10), metricType: "bet" })).status).toBe("recorded");
  });

  it("answers unknown-player and duplicate without changing anything", async () => {
    expect((await record(win(9_999_999, 1))).status).toBe("unknown-player");
    const id = await newPlayer();
    const report = { ...win(id, 5), externalId: "round-dup-1" };
    expect((await record(report)).status).toBe("recorded");
    expect((await record(report)).status).toBe("duplicate");
    expect(await exact(id)).toMatchObject({ coins: "5", wins: "1", rounds: 1 });
  });
});

describe("recordRound's play time and sessions", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 9, 0, 0) + minutes * 60_000);
  const played = async (userId: number, startMin: number, endMin: number) =>
    record({ ...win(userId, 1), metricType: "lose", startedAt: at(startMin), createdAt: at(endMin) });
  const figures = async (userId: number) => {
    const [game] = await db.orm
      .select({ seconds: gameStatistics.secondsPlayed, sessions: gameStatistics.sessions })
      .from(gameStatistics)
      .where(eq(gameStatistics.userId, userId));
    const [total] = await db.orm
      .select({ seconds: leaderboardTotals.secondsPlayed })
      .from(leaderboardTotals)
      .where(eq(leaderboardTotals.userId, userId));
    return { ...game, totalSeconds: total?.seconds };
  };

  it("counts sessions split by a pause over ten minutes and their length from first start to last end, on the game and the board", async () => {
    const id = await newPlayer();
    await played(id, 0, 2); // a two-minute hand opens session 1
    await played(id, 5, 6); // 4 more minutes: session 1 lasts 0 → 6
    await played(id, 16, 16); // a pause of exactly 10 minutes: still session 1, 0 → 16
    await played(id, 40, 41); // 24 minutes later: session 2, 40 → 41
    // The stake's own report counts neither time nor a session.
    await record({ ...win(id, 1), metricType: "bet", startedAt: at(50), createdAt: at(59) });
    expect(await figures(id)).toEqual({ seconds: (16 + 1) * 60, sessions: 2, totalSeconds: (16 + 1) * 60 });
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
  });
});

describe("recordReports", () => {
  const pair = (userId: number, key: string) => [
    { ...win(userId, 0), metricType: "bet" as const, coinsAmount: 40, externalId: `${key}:bet` },
    { ...win(userId, 100), externalId: key },
  ];
  const figures = async (userId: number) =>
    (
      await db.orm.all<Record<string, number>>(
        sql`select g.total_plays, g.total_wins, g.coins_wagered, g.coins_won, g.sessions, g.highest_reward_coins,
              t.coins_won as board_coins_won, t.coins_wagered as board_wagered, u.xp
            from game_statistics g join leaderboard_totals t on t.user_id = g.user_id join users u on u.id = g.user_id
            where g.user_id = ${userId}`,
      )
    )[0];

  it("records a settled bet's stake and result as recordRound records each, with one pass over the aggregates", async () => {
    const together = await newPlayer();
    const apart = await newPlayer();
    const outcomes = await db.write((tx) => recordReports(tx, pair(together, `rr-${together}`)));
    expect(outcomes.map((o) => o.status)).toEqual(["recorded", "recorded"]);
    for (const report of pair(apart, `rr-${apart}`)) await record(report);
    expect(await figures(together)).toEqual(await figures(apart));
    expect(await figures(together)).toMatchObject({
      total_plays: 1,
      coins_wagered: 40,
      coins_won: 100,
      sessions: 1,
    });
    // Sent again: both duplicates, nothing counted twice.
    const again = await db.write((tx) => recordReports(tx, pair(together, `rr-${together}`)));
    expect(again.map((o) => o.status)).toEqual(["duplicate", "duplicate"]);
    expect(await figures(together)).toEqual(await figures(apart));
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
  });

  it("refuses reports of two players or two games together", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await expect(db.write((tx) => recordReports(tx, [win(a, 1), win(b, 1)]))).rejects.toThrow("one player");
  });
});

import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { moveInBuckets } from "../leaderboard/buckets.ts";
import {
  addDelta,
  afterRound,
  boardRowColumns,
  foldRoundIntoTotals,
  type RoundDelta,
} from "../leaderboard/totals.ts";
import { afterCommit, reportRounds } from "../observe.ts";
import { addRaceWager, raceMonth } from "../races/wagers.ts";
import { type BetMetric, betMetrics, type MetricType } from "../schema/metrics.ts";
import { type GameType, gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { XP_PER_ROUND } from "../xp.ts";
import { addExactly, ROUND_COINS_MAX, ROUND_GEMS_MAX, RoundRefusedError } from "./limits.ts";
import { type PlayTimeStep, playTimeStep } from "./play-time.ts";

export interface RoundReport {
  userId: number;
  gameType: GameType;
  metricType: MetricType;
  coinsAmount: number;
  gemsAmount: number;
  /** The game server's round id: a report sent twice is recorded once. */
  externalId?: string | undefined;
  createdAt?: Date | undefined;
  /**
   * When the round began (a blackjack deal, a crash bet); its end is `createdAt` (now by default).
   * Omitted: the round took no time (an instant spin, a game server's report).
   */
  startedAt?: Date | undefined;
}

export type RoundOutcome =
  | { status: "recorded"; round: BetMetric }
  /** This `externalId` was recorded before: nothing changed. */
  | { status: "duplicate" }
  /** No such player (or a deleted one): nothing changed. */
  | { status: "unknown-player" };

/** A round that counts as played (a `bet` report is the stake alone). */
const PLAYED: ReadonlySet<MetricType> = new Set(["win", "lose", "draw"]);

export function assertWithinBounds(report: RoundReport): void {
  const within = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max;
  if (!within(report.coinsAmount, ROUND_COINS_MAX))
    throw new RoundRefusedError("amount-out-of-range", "coinsAmount");
  if (!within(report.gemsAmount, ROUND_GEMS_MAX))
    throw new RoundRefusedError("amount-out-of-range", "gemsAmount");
}

function deltaOf(report: RoundReport): RoundDelta {
  const won = report.metricType === "win";
  const wagered = report.metricType === "bet";
  return {
    totalPlays: PLAYED.has(report.metricType) ? 1 : 0,
    totalWins: won ? 1 : 0,
    coinsWon: won ? report.coinsAmount : 0,
    gemsWon: won ? report.gemsAmount : 0,
    coinsWagered: wagered ? report.coinsAmount : 0,
    gemsWagered: wagered ? report.gemsAmount : 0,
  };
}

/** What a played round (not a stake's `bet` report) adds to play time and sessions. */
function playedTime(report: RoundReport, endedAt: Date, lastPlayedAt: Date | null): PlayTimeStep | undefined {
  if (!PLAYED.has(report.metricType)) return undefined;
  const end = endedAt.getTime();
  return playTimeStep(lastPlayedAt?.getTime() ?? null, report.startedAt?.getTime() ?? end, end);
}

/**
 * The coins a batch of reports paid back to the player (for the metrics): a win's or a push's coins;
 * a loss reports the coins lost, so one round's stake and loss together paid back the difference
 * (a slot spin returning part of its stake).
 */
export function coinsPaidBack(reports: readonly RoundReport[]): number {
  const bets = reports.filter((r) => r.metricType === "bet");
  const results = reports.filter((r) => r.metricType !== "bet");
  const [bet] = bets;
  const [result] = results;
  if (bet && result && bets.length === 1 && results.length === 1 && result.metricType === "lose")
    return Math.max(0, bet.coinsAmount - result.coinsAmount);
  return results.reduce((sum, r) => sum + (r.metricType === "lose" ? 0 : r.coinsAmount), 0);
}

/** The delta of several reports together (a settled bet's stake and result). */
export function deltaOfAll(reports: readonly RoundReport[]): RoundDelta {
  const sum = deltaOf({ ...reports[0]!, metricType: "bet", coinsAmount: 0, gemsAmount: 0 });
  for (const report of reports) {
    const delta = deltaOf(report);
    for (const field of Object.keys(sum) as (keyof RoundDelta)[]) sum[field] += delta[field];
  }
  return sum;
}

/**
 * Play time and sessions the played reports add, one after another from `lastPlayedAt` (each ended at
 * its row's `createdAt`).
 */
export function playedTimeOfAll(
  recorded: readonly { report: RoundReport; createdAt: Date }[],
  lastPlayedAt: Date | null,
): { sessions: number; seconds: number; lastPlayedAt: number } | undefined {
  let total: { sessions: number; seconds: number; lastPlayedAt: number } | undefined;
  let last = lastPlayedAt;
  for (const { report, createdAt } of recorded) {
    const step = playedTime(report, createdAt, last);
    if (!step) continue;
    total = {
      sessions: (total?.sessions ?? 0) + step.sessions,
      seconds: (total?.seconds ?? 0) + step.seconds,
      lastPlayedAt: step.lastPlayedAt,
    };
    last = new Date(step.lastPlayedAt);
  }
  return total;
}

/**
 * Records one reported round, in the caller's write transaction: the `bet_metrics` row, the player's
 * per-game statistics (a game board; play time and sessions by metrics/play-time.ts), their global
 * totals (the global board), the rank buckets and their XP, all with exact integer arithmetic.
 * Throws `RoundRefusedError` (and the transaction rolls back, keeping nothing) when an amount is
 * outside the per-round bounds or any aggregate would pass `AGGREGATE_MAX`. A demo player's round
 * counts for their own figures, never on a public board.
 */
export async function recordRound(tx: Tx, report: RoundReport): Promise<RoundOutcome> {
  return (await recordReports(tx, [report]))[0]!;
}

/**
 * Records several reports of one player's one game together, as `recordRound` records each (a
 * `bet_metrics` row apiece, a duplicate `externalId` skipped), with one pass over the aggregates:
 * a settled bet's stake and result cost one statistics, board and XP update, not two. Answers an
 * outcome per report, in order.
 */
export async function recordReports(tx: Tx, reports: readonly RoundReport[]): Promise<RoundOutcome[]> {
  const [first] = reports;
  if (!first) return [];
  for (const report of reports) {
    assertWithinBounds(report);
    if (report.userId !== first.userId || report.gameType !== first.gameType)
      throw new Error("recordReports: the reports of one player's one game");
  }
  const [player] = await tx
    .select({ xp: users.xp, demoId: users.demoId, demoOfId: users.demoOfId })
    .from(users)
    .where(and(eq(users.id, first.userId), isNull(users.deletedAt)));
  if (!player) return reports.map(() => ({ status: "unknown-player" }));
  const outcomes: RoundOutcome[] = [];
  const recorded: { report: RoundReport; round: BetMetric }[] = [];
  for (const report of reports) {
    const [round] = await tx
      .insert(betMetrics)
      .values({
        userId: report.userId,
        gameType: report.gameType,
        metricType: report.metricType,
        coinsAmount: report.coinsAmount,
        gemsAmount: report.gemsAmount,
        externalId: report.externalId ?? null,
        ...(report.createdAt ? { createdAt: report.createdAt } : {}),
      })
      .onConflictDoNothing({ target: betMetrics.externalId })
      .returning();
    if (!round) outcomes.push({ status: "duplicate" });
    else {
      outcomes.push({ status: "recorded", round });
      recorded.push({ report, round });
    }
  }
  if (recorded.length > 0) {
    await foldIntoAggregates(tx, first, player, recorded);
    const reported = recorded.map((r) => r.report);
    const { totalPlays, coinsWagered } = deltaOfAll(reported);
    const fact = {
      game: first.gameType,
      rounds: totalPlays,
      coinsWagered,
      coinsPaid: coinsPaidBack(reported),
    };
    afterCommit(tx, () => reportRounds(fact));
  }
  return outcomes;
}

/** The largest coins one report won (a game row's `highest_reward_coins` candidate). */
export const highestReward = (reports: readonly RoundReport[]): number =>
  Math.max(...reports.map((report) => deltaOf(report).coinsWon));

/** The aggregate side of `recordReports`: statistics, play time, boards, rank buckets, XP. */
async function foldIntoAggregates(
  tx: Tx,
  { userId, gameType }: RoundReport,
  player: { xp: number; demoId: unknown; demoOfId: unknown },
  recorded: readonly { report: RoundReport; round: BetMetric }[],
): Promise<void> {
  const delta = deltaOfAll(recorded.map((r) => r.report));
  const demo = player.demoId !== null || player.demoOfId !== null;
  // The month's race counts the coins staked (docs/races.md); demo players never race.
  const at = recorded[0]!.round.createdAt;
  if (!demo) await addRaceWager(tx, userId, raceMonth(at), delta.coinsWagered, at);
  const s = gameStatistics;
  const [before] = await tx
    .select({ ...boardRowColumns(s), secondsPlayed: s.secondsPlayed, lastPlayedAt: s.lastPlayedAt })
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.gameType, gameType)));
  const after = afterRound("gameStatistics", before, delta);
  const time = playedTimeOfAll(
    recorded.map(({ report, round }) => ({ report, createdAt: round.createdAt })),
    before?.lastPlayedAt ?? null,
  );
  if (time) addExactly("gameStatistics.secondsPlayed", before?.secondsPlayed ?? 0, time.seconds);
  const played = time
    ? { sessions: time.sessions, secondsPlayed: time.seconds, lastPlayedAt: new Date(time.lastPlayedAt) }
    : {};
  const highestRewardCoins = highestReward(recorded.map((r) => r.report));
  await tx
    .insert(s)
    .values({ userId, gameType, ...delta, ...played, highestRewardCoins, demo })
    .onConflictDoUpdate({
      target: [s.userId, s.gameType],
      set: {
        ...addDelta(s, delta),
        ...(time
          ? {
              sessions: sql`${s.sessions} + ${time.sessions}`,
              secondsPlayed: sql`${s.secondsPlayed} + ${time.seconds}`,
              lastPlayedAt: new Date(time.lastPlayedAt),
            }
          : {}),
        highestRewardCoins: sql`max(${s.highestRewardCoins}, ${highestRewardCoins})`,
      },
    });
  await moveInBuckets(tx, gameType, before, after);
  await foldRoundIntoTotals(tx, userId, delta, demo, time?.seconds ?? 0);
  if (delta.totalPlays > 0) {
    const gained = delta.totalPlays * XP_PER_ROUND;
    addExactly("users.xp", player.xp, gained);
    await tx
      .update(users)
      .set({ xp: sql`${users.xp} + ${gained}` })
      .where(eq(users.id, userId));
  }
}

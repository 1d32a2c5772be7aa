import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type BetMetric, betMetrics, type MetricType } from "../schema/metrics.ts";
import { type GameType, gameStatistics } from "../schema/stats.ts";
import { afterRound, bucketValues, foldRoundIntoLeaderboard } from "./leaderboard.ts";
import { moveInBuckets } from "./leaderboard-buckets.ts";
import type { Handle } from "./prepared.ts";

export interface BetReport {
  userId: number;
  gameType: GameType;
  metricType: MetricType;
  coinsAmount: number;
  gemsAmount: number;
  /** The game server's round id: a report sent twice is recorded once. */
  externalId?: string | undefined;
  createdAt?: Date | undefined;
}

/** A round that counts as played (a `bet` report is the stake alone). */
const PLAYED: ReadonlySet<MetricType> = new Set(["win", "lose", "draw"]);

/**
 * Records one reported round and folds it into the player's per-game statistics, in the caller's
 * transaction. Returns undefined when this `externalId` was already recorded (nothing changes).
 */
export async function recordBet(tx: Tx, report: BetReport): Promise<BetMetric | undefined> {
  const [row] = await tx
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
  if (!row) return undefined;
  const won = report.metricType === "win";
  const played = PLAYED.has(report.metricType) ? 1 : 0;
  const wagered = report.metricType === "bet";
  const delta = {
    totalPlays: played,
    totalWins: won ? 1 : 0,
    coinsWon: won ? report.coinsAmount : 0,
    gemsWon: won ? report.gemsAmount : 0,
    coinsWagered: wagered ? report.coinsAmount : 0,
    gemsWagered: wagered ? report.gemsAmount : 0,
    highestRewardCoins: won ? report.coinsAmount : 0,
  };
  const [before] = await tx
    .select(bucketValues(gameStatistics))
    .from(gameStatistics)
    .where(and(eq(gameStatistics.userId, report.userId), eq(gameStatistics.gameType, report.gameType)));
  await tx
    .insert(gameStatistics)
    .values({ userId: report.userId, gameType: report.gameType, ...delta })
    .onConflictDoUpdate({
      target: [gameStatistics.userId, gameStatistics.gameType],
      set: {
        totalPlays: sql`${gameStatistics.totalPlays} + ${delta.totalPlays}`,
        totalWins: sql`${gameStatistics.totalWins} + ${delta.totalWins}`,
        coinsWon: sql`${gameStatistics.coinsWon} + ${delta.coinsWon}`,
        gemsWon: sql`${gameStatistics.gemsWon} + ${delta.gemsWon}`,
        coinsWagered: sql`${gameStatistics.coinsWagered} + ${delta.coinsWagered}`,
        gemsWagered: sql`${gameStatistics.gemsWagered} + ${delta.gemsWagered}`,
        highestRewardCoins: sql`max(${gameStatistics.highestRewardCoins}, ${delta.highestRewardCoins})`,
      },
    });
  await moveInBuckets(tx, report.gameType, before, afterRound(before, delta));
  await foldRoundIntoLeaderboard(tx, report.userId, delta);
  return row;
}

export interface BetHistoryQuery {
  userId: number;
  limit: number;
  gameType?: GameType | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

/** A player's reported rounds, newest first. */
export async function betHistory(db: Handle, query: BetHistoryQuery) {
  return db
    .select({
      id: betMetrics.id,
      gameType: betMetrics.gameType,
      metricType: betMetrics.metricType,
      coinsAmount: betMetrics.coinsAmount,
      gemsAmount: betMetrics.gemsAmount,
      createdAt: betMetrics.createdAt,
    })
    .from(betMetrics)
    .where(
      and(
        eq(betMetrics.userId, query.userId),
        query.gameType ? eq(betMetrics.gameType, query.gameType) : undefined,
        query.startDate ? gte(betMetrics.createdAt, query.startDate) : undefined,
        query.endDate ? lte(betMetrics.createdAt, query.endDate) : undefined,
      ),
    )
    .orderBy(desc(betMetrics.createdAt), desc(betMetrics.id))
    .limit(query.limit);
}

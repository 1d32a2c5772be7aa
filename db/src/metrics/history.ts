import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Database, Tx } from "../client.ts";
import { betMetrics } from "../schema/metrics.ts";
import type { GameType } from "../schema/stats.ts";

export interface BetHistoryQuery {
  userId: number;
  limit: number;
  gameType?: GameType | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

/** A player's reported rounds, newest first (`GET /api/v1/metric/user-bet-history`). */
export async function betHistory(db: Database | Tx, query: BetHistoryQuery) {
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

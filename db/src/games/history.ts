import { and, desc, eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { fairnessSeeds } from "../schema/fairness.ts";
import { type GameRound, gameRounds, type InstantGame } from "../schema/games.ts";

export interface RoundHistoryQuery {
  userId: number;
  game?: InstantGame | undefined;
  limit: number;
}

/** A settled round with its server seed once that seed is revealed (null before: still secret). */
export type SettledRound = Omit<GameRound, "state" | "actionKeys"> & { serverSeed: string | null };

/**
 * The player's settled rounds, newest first (optionally of one game), each with the server seed it
 * was drawn from when that seed has been revealed, so the player can recompute the outcome.
 */
export async function settledRounds(db: Handle, query: RoundHistoryQuery): Promise<SettledRound[]> {
  const r = gameRounds;
  const rows = await db
    .select({
      id: r.id,
      userId: r.userId,
      game: r.game,
      requestKey: r.requestKey,
      seedId: r.seedId,
      nonce: r.nonce,
      clientSeed: r.clientSeed,
      serverSeedHash: r.serverSeedHash,
      bet: r.bet,
      outcome: r.outcome,
      seq: r.seq,
      totalBet: r.totalBet,
      totalWin: r.totalWin,
      status: r.status,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt,
      settledAt: r.settledAt,
      serverSeed: fairnessSeeds.serverSeed,
      revealedAt: fairnessSeeds.revealedAt,
    })
    .from(r)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, r.seedId))
    .where(
      and(
        eq(r.userId, query.userId),
        eq(r.status, "settled"),
        query.game ? eq(r.game, query.game) : undefined,
      ),
    )
    .orderBy(desc(r.id))
    .limit(query.limit);
  return rows.map(({ revealedAt, serverSeed, ...row }) => ({
    ...row,
    serverSeed: revealedAt ? serverSeed : null,
  }));
}

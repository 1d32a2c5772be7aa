import { and, asc, eq, like } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { type GameRound, gameRounds } from "../schema/games.ts";
import { ledgerEntries } from "../schema/ledger.ts";

/** Every round of a player, oldest first (audits, tests). */
export function roundsOfPlayer(db: Handle, userId: number): Promise<GameRound[]> {
  return db.select().from(gameRounds).where(eq(gameRounds.userId, userId)).orderBy(asc(gameRounds.id));
}

/**
 * The player's ledger entries made by game rounds (idempotency keys `game:<round id>:…`), in the
 * order they were applied: what a round debited and credited, for audits and tests.
 */
export function gameLedgerOf(db: Handle, userId: number) {
  return db
    .select({
      idempotencyKey: ledgerEntries.idempotencyKey,
      delta: ledgerEntries.delta,
      balanceAfter: ledgerEntries.balanceAfter,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), like(ledgerEntries.idempotencyKey, "game:%")))
    .orderBy(asc(ledgerEntries.id));
}

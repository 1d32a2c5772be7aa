import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { userItems, userSkins } from "../schema/catalog.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { betMetrics } from "../schema/metrics.ts";
import { gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";

/**
 * Gives a demo visit's copy what its persona owns and has played: skins, items, per-game statistics
 * and game history (round ids stay unique to the persona's rows). Balances go through the ledger and
 * the leaderboard row through the leaderboard's own module.
 */
export async function copyPersonaPossessions(tx: Tx, fromId: number, toId: number): Promise<void> {
  const skins = await tx.select().from(userSkins).where(eq(userSkins.userId, fromId));
  if (skins.length) await tx.insert(userSkins).values(skins.map((s) => ({ ...s, userId: toId })));
  const items = await tx.select().from(userItems).where(eq(userItems.userId, fromId));
  if (items.length)
    await tx.insert(userItems).values(items.map(({ id: _id, ...item }) => ({ ...item, userId: toId })));
  const stats = await tx.select().from(gameStatistics).where(eq(gameStatistics.userId, fromId));
  if (stats.length) await tx.insert(gameStatistics).values(stats.map((s) => ({ ...s, userId: toId })));
  const rounds = await tx.select().from(betMetrics).where(eq(betMetrics.userId, fromId));
  if (rounds.length)
    await tx
      .insert(betMetrics)
      .values(rounds.map(({ id: _id, externalId: _ext, ...round }) => ({ ...round, userId: toId })));
}

/**
 * Deletes demo copies (only copies: a persona or a player is never touched) with everything they own.
 * Their ledger rows go too: a copy's balance came only from its own entries, so every remaining
 * player's balance still equals the sum of their entries. Returns how many copies went.
 */
export async function deleteDemoCopies(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const copies = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.demoOfId)));
  if (copies.length === 0) return 0;
  const copyIds = copies.map((row) => row.id);
  await tx.delete(ledgerEntries).where(inArray(ledgerEntries.userId, copyIds));
  const deleted = await tx
    .delete(users)
    .where(and(inArray(users.id, copyIds), isNotNull(users.demoOfId)))
    .returning({ id: users.id });
  return deleted.length;
}

/** Up to `limit` demo copies whose visit ended before `now`. */
export async function expiredDemoCopyIds(tx: Tx, now: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.demoOfId), lt(users.demoExpiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

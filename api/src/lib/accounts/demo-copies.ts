import type { Tx } from "@jadeverse/db/client";
import { ledger } from "@jadeverse/db/ledger";
import { insertUser } from "@jadeverse/db/queries/users";
import {
  betMetrics,
  gameStatistics,
  ledgerEntries,
  type User,
  userItems,
  userSkins,
  users,
} from "@jadeverse/db/schema";
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Deps } from "../../context.ts";
import { forbidden } from "../errors.ts";
import { copyLeaderboardTotals } from "../leaderboard/copy-totals.ts";

/**
 * `?demoId=` visits. A demo persona (a row with `demo_id`) is a template nobody signs in as: each visit
 * gets its own private copy (balances through the ledger, skins, items, statistics, tutorial state), so
 * what one visitor changes is never seen by the next. A copy lives as long as its session: logging out
 * deletes it, and the cleanup job deletes copies whose session has expired.
 */

/** Demo players (personas and their copies) never change e-mail, password or Telegram link. */
export function isDemoPlayer(user: Pick<User, "demoId" | "demoOfId">): boolean {
  return user.demoId !== null || user.demoOfId !== null;
}

export function assertNotDemo(user: Pick<User, "demoId" | "demoOfId">): void {
  if (isDemoPlayer(user)) throw forbidden("DEMO_IDENTITY_LOCKED");
}

/** Copies a persona for one visit, in one write transaction; the copy expires with its session. */
export async function createDemoCopy(deps: Deps, persona: User, expiresAt: Date): Promise<User> {
  return deps.db.write(async (tx) => {
    const copy = await insertUser(tx, {
      nickname: persona.nickname,
      firstName: persona.firstName,
      lastName: persona.lastName,
      country: persona.country,
      photoUrl: persona.photoUrl,
      xp: persona.xp,
      vip: persona.vip,
      hasBetaAccess: persona.hasBetaAccess,
      isDemo: persona.isDemo,
      tutorialStep: persona.tutorialStep,
      equippedSkinId: persona.equippedSkinId,
      demoOfId: persona.id,
      demoExpiresAt: expiresAt,
    });
    await copyPossessions(tx, persona.id, copy.id);
    const changes = [
      { userId: copy.id, currency: "gems" as const, delta: persona.gems },
      { userId: copy.id, currency: "coins" as const, delta: persona.coins },
    ].filter((change) => change.delta > 0);
    if (changes.length > 0)
      await ledger.apply(tx, {
        key: `demo-copy:${copy.id}`,
        reason: "demo-grant",
        reference: `user:${persona.id}`,
        changes,
      });
    await tx.update(users).set({ maxGemsOwned: persona.maxGemsOwned }).where(eq(users.id, copy.id));
    return { ...copy, gems: persona.gems, coins: persona.coins, maxGemsOwned: persona.maxGemsOwned };
  });
}

async function copyPossessions(tx: Tx, fromId: number, toId: number): Promise<void> {
  const skins = await tx.select().from(userSkins).where(eq(userSkins.userId, fromId));
  if (skins.length) await tx.insert(userSkins).values(skins.map((s) => ({ ...s, userId: toId })));
  const items = await tx.select().from(userItems).where(eq(userItems.userId, fromId));
  if (items.length)
    await tx.insert(userItems).values(items.map(({ id: _id, ...item }) => ({ ...item, userId: toId })));
  const stats = await tx.select().from(gameStatistics).where(eq(gameStatistics.userId, fromId));
  if (stats.length) await tx.insert(gameStatistics).values(stats.map((s) => ({ ...s, userId: toId })));
  await copyLeaderboardTotals(tx, fromId, toId);
  // The persona's game history, as the copy's own (round ids stay unique to the persona's rows).
  const rounds = await tx.select().from(betMetrics).where(eq(betMetrics.userId, fromId));
  if (rounds.length)
    await tx
      .insert(betMetrics)
      .values(rounds.map(({ id: _id, externalId: _ext, ...round }) => ({ ...round, userId: toId })));
}

/**
 * Deletes demo copies with everything they own. Their ledger rows go too: a copy's balance came only
 * from its own entries, so every remaining player's balance still equals the sum of their entries.
 */
async function deleteCopies(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.delete(ledgerEntries).where(inArray(ledgerEntries.userId, ids));
  const deleted = await tx
    .delete(users)
    .where(and(inArray(users.id, ids), isNotNull(users.demoOfId)))
    .returning({ id: users.id });
  return deleted.length;
}

/** Ends a visit: the copy is deleted at once (logout). */
export async function deleteDemoCopy(deps: Deps, userId: number): Promise<void> {
  await deps.db.write((tx) => deleteCopies(tx, [userId]));
}

/** The cleanup job: deletes copies whose visit has ended, in batches. Returns how many went. */
export async function pruneExpiredDemoCopies(deps: Deps, now = new Date(), batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await deps.db.write(async (tx) => {
      const expired = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.demoOfId), lt(users.demoExpiresAt, now)))
        .limit(batch);
      return deleteCopies(
        tx,
        expired.map((row) => row.id),
      );
    });
    total += gone;
    if (gone < batch) return total;
  }
}

import { eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Locale } from "../i18n/locales.ts";
import { type TutorialStep, type User, users } from "../schema/users.ts";

/** What a player edits about themselves (names already checked by `display-name.ts`). */
export interface ProfileChanges {
  nickname?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  tutorialStep?: TutorialStep | undefined;
  language?: Locale | undefined;
}

/** Applies profile changes; the player as it now reads (undefined: no such player). */
export async function updateProfile(
  tx: Tx,
  userId: number,
  changes: ProfileChanges,
): Promise<User | undefined> {
  const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/** Sets (lower-cased) or clears the player's EVM wallet address. */
export async function setWalletAddress(tx: Tx, userId: number, address: string | null): Promise<void> {
  await tx
    .update(users)
    .set({ walletAddress: address ? address.toLowerCase() : null })
    .where(eq(users.id, userId));
}

/** A demo copy starts with its persona's record of gems owned. */
export async function setMaxGemsOwned(tx: Tx, userId: number, maxGemsOwned: number): Promise<void> {
  await tx.update(users).set({ maxGemsOwned }).where(eq(users.id, userId));
}

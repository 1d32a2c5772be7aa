import { eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Locale } from "../i18n/locales.ts";
import { type User, users } from "../schema/users.ts";

/** What a Telegram sign-in refreshes on every visit. */
export interface TelegramProfile {
  telegramUsername: string | null;
  photoUrl: string | null;
  /**
   * Their Telegram's language (`users.telegram_language`, `telegramLanguageOf` of the launch's
   * `language_code`): null when it is not one of ours; left out when Telegram sent none (kept as it is).
   */
  telegramLanguage?: Locale | null;
}

/**
 * Attaches a Telegram identity to an existing account. Two accounts linking one identity at once: the
 * unique index decides (a unique violation for the loser).
 */
export async function linkTelegramIdentity(
  tx: Tx,
  userId: number,
  telegramId: string,
  profile: TelegramProfile,
): Promise<User | undefined> {
  const [linked] = await tx
    .update(users)
    .set({ telegramId, ...profile })
    .where(eq(users.id, userId))
    .returning();
  return linked;
}

/** Refreshes a Telegram player's username and photo; the player as it now reads. */
export async function refreshTelegramProfile(
  tx: Tx,
  userId: number,
  profile: TelegramProfile,
): Promise<User | undefined> {
  const [refreshed] = await tx.update(users).set(profile).where(eq(users.id, userId)).returning();
  return refreshed;
}

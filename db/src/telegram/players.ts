import { and, eq, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { type Locale, matchLocale } from "../i18n/locales.ts";
import { users } from "../schema/users.ts";

/** What the bot shows a player who writes to it. */
export interface TelegramPlayer {
  id: number;
  gems: number;
  coins: number;
  /** `/mute`: the bot sends them no notification and no broadcast. */
  muted: boolean;
  /** The language they chose in Settings (docs/i18n.md); null: never chosen. */
  language: Locale | null;
  /** Their Telegram's language as last recorded (`recordTelegramLanguage`); null: unknown or not ours. */
  telegramLanguage: Locale | null;
}

/** The live (not deleted) player linked to this Telegram account, if any. */
export async function telegramPlayer(
  db: Db,
  telegramId: number | string,
): Promise<TelegramPlayer | undefined> {
  const [row] = await db.orm
    .select({
      id: users.id,
      gems: users.gems,
      coins: users.coins,
      muted: users.notificationsMuted,
      language: users.language,
      telegramLanguage: users.telegramLanguage,
    })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A Telegram account's live player's languages: chosen in Settings, and Telegram's as recorded. */
export type TelegramPlayerLanguages = Pick<TelegramPlayer, "language" | "telegramLanguage">;

/** The languages of the live player linked to this Telegram account; undefined: no such player. */
export async function telegramPlayerLanguages(
  db: Db,
  telegramId: number | string,
): Promise<TelegramPlayerLanguages | undefined> {
  const [row] = await db.orm
    .select({ language: users.language, telegramLanguage: users.telegramLanguage })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * What `users.telegram_language` records for the `language_code` Telegram sent (a Mini App launch's user,
 * an update's sender): the supported language it asks for (`matchLocale`), else null, a language we do
 * not speak. Undefined when Telegram sent none: nothing was learnt, and the recorded value stays.
 */
export function telegramLanguageOf(languageCode: string | null | undefined): Locale | null | undefined {
  if (languageCode === undefined || languageCode === null) return undefined;
  return matchLocale(languageCode) ?? null;
}

/**
 * Records the language Telegram reports for the live player of this Telegram account
 * (`users.telegram_language`, docs/i18n.md "Which language"), from what the caller read with the player:
 * writes only when it changed, so a player's updates cost no write while their Telegram's language stays
 * the same. True when it wrote.
 */
export async function recordTelegramLanguage(
  db: Db,
  telegramId: number | string,
  recorded: Locale | null,
  languageCode: string | null | undefined,
): Promise<boolean> {
  const seen = telegramLanguageOf(languageCode);
  if (seen === undefined || seen === recorded) return false;
  const changed = await db.write((tx) =>
    tx
      .update(users)
      .set({ telegramLanguage: seen })
      .where(
        and(
          eq(users.telegramId, String(telegramId)),
          isNull(users.deletedAt),
          // Another update recorded it first: nothing to write.
          seen === null
            ? isNotNull(users.telegramLanguage)
            : or(isNull(users.telegramLanguage), ne(users.telegramLanguage, seen)),
        ),
      )
      .returning({ id: users.id }),
  );
  return changed.length > 0;
}

/**
 * A player who writes to the bot has not blocked it (any more): clears `bot_blocked_at`, so
 * notifications and broadcasts reach them again. Writes only when the mark is set.
 */
export async function clearBotBlocked(db: Db, telegramId: number | string): Promise<void> {
  const [blocked] = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNotNull(users.botBlockedAt)))
    .limit(1);
  if (!blocked) return;
  await db.write((tx) => tx.update(users).set({ botBlockedAt: null }).where(eq(users.id, blocked.id)));
}

/**
 * `/mute` and `/unmute`: turns the live player's notifications off or on (and, since they just wrote
 * to the bot, clears `bot_blocked_at`). False when no live player has this Telegram account.
 */
export async function setNotificationsMuted(
  db: Db,
  telegramId: number | string,
  muted: boolean,
): Promise<boolean> {
  const updated = await db.write((tx) =>
    tx
      .update(users)
      .set({ notificationsMuted: muted, botBlockedAt: null })
      .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
      .returning({ id: users.id }),
  );
  return updated.length > 0;
}

/**
 * Telegram answered 403 (the player blocked the bot): sets `bot_blocked_at` (once), so segments and
 * notifications skip them until they write to the bot again. Pass the sender's transaction to mark it
 * together with the message's own status.
 */
export async function markBotBlocked(
  handle: Db | Tx,
  player: { userId: number } | { telegramId: string },
  at: Date = new Date(),
): Promise<void> {
  const mark = (tx: Tx) =>
    tx
      .update(users)
      .set({ botBlockedAt: at })
      .where(
        and(
          "userId" in player ? eq(users.id, player.userId) : eq(users.telegramId, player.telegramId),
          isNull(users.botBlockedAt),
        ),
      );
  if ("write" in handle) await handle.write(mark);
  else await mark(handle);
}

/** Whether and where a notification can reach a player (read when it is sent, not when it was queued). */
export interface PlayerChat {
  telegramId: string | null;
  muted: boolean;
  blockedAt: Date | null;
  deletedAt: Date | null;
  /** The language they chose in Settings, the notification's (docs/i18n.md); null: never chosen. */
  language: Locale | null;
  /** Their Telegram's language as last recorded, the notification's when they chose none; null: unknown. */
  telegramLanguage: Locale | null;
}

export async function playerChat(db: Db, userId: number): Promise<PlayerChat | undefined> {
  const [row] = await db.orm
    .select({
      telegramId: users.telegramId,
      muted: users.notificationsMuted,
      blockedAt: users.botBlockedAt,
      deletedAt: users.deletedAt,
      language: users.language,
      telegramLanguage: users.telegramLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

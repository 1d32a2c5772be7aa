import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import type { Locale } from "../i18n/locales.ts";
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
    })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The language the live player linked to this Telegram account chose in Settings, if any. */
export async function telegramPlayerLanguage(db: Db, telegramId: number | string): Promise<Locale | null> {
  const [row] = await db.orm
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
    .limit(1);
  return row?.language ?? null;
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
}

export async function playerChat(db: Db, userId: number): Promise<PlayerChat | undefined> {
  const [row] = await db.orm
    .select({
      telegramId: users.telegramId,
      muted: users.notificationsMuted,
      blockedAt: users.botBlockedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

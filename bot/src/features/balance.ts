import type { Db } from "@jadeverse/db/client";
import { users } from "@jadeverse/db/schema";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { balanceText, NO_ACCOUNT_TEXT } from "../texts.ts";

/** The live (not deleted) player linked to this Telegram account, if any. */
export async function playerByTelegramId(db: Db, telegramId: number | string) {
  const [row] = await db.orm
    .select({ id: users.id, gems: users.gems, coins: users.coins, muted: users.notificationsMuted })
    .from(users)
    .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
    .limit(1);
  return row;
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

/** `/balance`: the player's gems and coins; without an account, the button that creates one. */
export const balanceFeature = new Composer<BotContext>();

balanceFeature.chatType("private").command("balance", async (ctx) => {
  const player = await playerByTelegramId(ctx.db, ctx.from.id);
  if (!player) {
    const keyboard = launchKeyboard({
      publicUrl: ctx.config.publicUrl,
      botUsername: ctx.config.username ?? ctx.me.username,
    });
    await ctx.reply(NO_ACCOUNT_TEXT, { reply_markup: keyboard });
    return;
  }
  await ctx.reply(balanceText(player.gems, player.coins));
});

import { setNotificationsMuted } from "@jadeverse/db/telegram/players";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botMessages, senderLocale } from "../i18n.ts";
import { launchKeyboard } from "../keyboards/launch.ts";

/** `/mute` and `/unmute`: the player's notifications (queue turn, payments, referrals, airdrops). */
export const muteFeature = new Composer<BotContext>();

const private_ = muteFeature.chatType("private");
for (const [command, muted] of [
  ["mute", true],
  ["unmute", false],
] as const) {
  private_.command(command, async (ctx) => {
    const locale = await senderLocale(ctx);
    // Writing to the bot also proves the player has not blocked it (any more).
    if (!(await setNotificationsMuted(ctx.db, ctx.from.id, muted))) {
      const keyboard = launchKeyboard({
        locale,
        publicUrl: ctx.config.publicUrl,
        botUsername: ctx.config.username ?? ctx.me.username,
      });
      await ctx.reply(botMessages.t(locale, "noAccount"), { reply_markup: keyboard });
      return;
    }
    await ctx.reply(botMessages.t(locale, muted ? "muted" : "unmuted"));
  });
}

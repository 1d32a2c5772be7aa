import { setNotificationsMuted } from "@jadeverse/db/telegram/players";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { MUTED_TEXT, NO_ACCOUNT_TEXT, UNMUTED_TEXT } from "../texts.ts";

/** `/mute` and `/unmute`: the player's notifications (queue turn, payments, referrals, airdrops). */
export const muteFeature = new Composer<BotContext>();

const private_ = muteFeature.chatType("private");
for (const [command, muted] of [
  ["mute", true],
  ["unmute", false],
] as const) {
  private_.command(command, async (ctx) => {
    // Writing to the bot also proves the player has not blocked it (any more).
    if (!(await setNotificationsMuted(ctx.db, ctx.from.id, muted))) {
      const keyboard = launchKeyboard({
        publicUrl: ctx.config.publicUrl,
        botUsername: ctx.config.username ?? ctx.me.username,
      });
      await ctx.reply(NO_ACCOUNT_TEXT, { reply_markup: keyboard });
      return;
    }
    await ctx.reply(muted ? MUTED_TEXT : UNMUTED_TEXT);
  });
}

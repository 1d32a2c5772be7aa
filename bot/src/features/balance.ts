import { telegramPlayer } from "@jadeverse/db/telegram/players";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { balanceText, NO_ACCOUNT_TEXT } from "../texts.ts";

/** `/balance`: the player's gems and coins; without an account, the button that creates one. */
export const balanceFeature = new Composer<BotContext>();

balanceFeature.chatType("private").command("balance", async (ctx) => {
  const player = await telegramPlayer(ctx.db, ctx.from.id);
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

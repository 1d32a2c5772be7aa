import { telegramPlayer } from "@jadeverse/db/telegram/players";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botLocale, botMessages, noteSenderLanguage } from "../i18n.ts";
import { launchKeyboard } from "../keyboards/launch.ts";

/** `/balance`: the player's gems and coins; without an account, the button that creates one. */
export const balanceFeature = new Composer<BotContext>();

balanceFeature.chatType("private").command("balance", async (ctx) => {
  const player = await telegramPlayer(ctx.db, ctx.from.id);
  await noteSenderLanguage(ctx, player);
  const locale = botLocale(player?.language, ctx.from.language_code);
  if (!player) {
    const keyboard = launchKeyboard({
      locale,
      publicUrl: ctx.config.publicUrl,
      botUsername: ctx.config.username ?? ctx.me.username,
    });
    await ctx.reply(botMessages.t(locale, "noAccount"), { reply_markup: keyboard });
    return;
  }
  await ctx.reply(botMessages.t(locale, "balance", { gems: player.gems, coins: player.coins }));
});

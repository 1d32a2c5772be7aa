import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botMessages, senderLocale } from "../i18n.ts";
import { launchKeyboard } from "../keyboards/launch.ts";

/** `/play`: the button that opens the Mini App. */
export const playFeature = new Composer<BotContext>();

playFeature.chatType("private").command("play", async (ctx) => {
  const locale = await senderLocale(ctx);
  const keyboard = launchKeyboard({
    locale,
    publicUrl: ctx.config.publicUrl,
    botUsername: ctx.config.username ?? ctx.me.username,
  });
  await ctx.reply(botMessages.t(locale, "playText"), { reply_markup: keyboard });
});

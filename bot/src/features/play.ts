import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { PLAY_TEXT } from "../texts.ts";

/** `/play`: the button that opens the Mini App. */
export const playFeature = new Composer<BotContext>();

playFeature.chatType("private").command("play", async (ctx) => {
  const keyboard = launchKeyboard({
    publicUrl: ctx.config.publicUrl,
    botUsername: ctx.config.username ?? ctx.me.username,
  });
  await ctx.reply(PLAY_TEXT, { reply_markup: keyboard });
});

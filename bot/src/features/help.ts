import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { HELP_TEXT, SHORT_HELP_TEXT } from "../texts.ts";

/** `/help` lists the commands. */
export const helpFeature = new Composer<BotContext>();

helpFeature.chatType("private").command("help", async (ctx) => {
  await ctx.reply(HELP_TEXT);
});

/** Any other text in a private chat (including unknown commands) gets a short hint. Mount last. */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType("private").on("message:text", async (ctx) => {
  await ctx.reply(SHORT_HELP_TEXT);
});

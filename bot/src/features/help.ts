import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botMessages, senderLocale } from "../i18n.ts";
import { helpText } from "../texts.ts";

/** `/help` lists the commands. */
export const helpFeature = new Composer<BotContext>();

helpFeature.chatType("private").command("help", async (ctx) => {
  await ctx.reply(helpText(await senderLocale(ctx)));
});

/** Any other text in a private chat (including unknown commands) gets a short hint. Mount last. */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType("private").on("message:text", async (ctx) => {
  await ctx.reply(botMessages.t(await senderLocale(ctx), "shortHelp"));
});

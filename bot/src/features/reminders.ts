import { setBonusRemindersByTelegram } from "@jadeverse/db/daily-bonus/reminders";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botMessages, senderLocale } from "../i18n.ts";
import { launchKeyboard } from "../keyboards/launch.ts";

/**
 * `/reminders on|off`: the player's daily bonus reminder (docs/daily-bonus.md "The reminder"). Off by
 * default; the API's `daily-bonus-reminders` job queues it, and `/mute` silences it with the rest.
 */
export const remindersFeature = new Composer<BotContext>();

remindersFeature.chatType("private").command("reminders", async (ctx) => {
  const locale = await senderLocale(ctx);
  const choice = ctx.match.trim().toLowerCase();
  if (choice !== "on" && choice !== "off") {
    await ctx.reply(botMessages.t(locale, "remindersUsage"));
    return;
  }
  if (!(await setBonusRemindersByTelegram(ctx.db, ctx.from.id, choice === "on"))) {
    const keyboard = launchKeyboard({
      locale,
      publicUrl: ctx.config.publicUrl,
      botUsername: ctx.config.username ?? ctx.me.username,
    });
    await ctx.reply(botMessages.t(locale, "noAccount"), { reply_markup: keyboard });
    return;
  }
  await ctx.reply(botMessages.t(locale, choice === "on" ? "remindersOn" : "remindersOff"));
});

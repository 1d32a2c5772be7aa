import { setBonusRemindersByTelegram } from "@jadeverse/db/daily-bonus/reminders";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { NO_ACCOUNT_TEXT, REMINDERS_OFF_TEXT, REMINDERS_ON_TEXT, REMINDERS_USAGE } from "../texts.ts";

/**
 * `/reminders on|off`: the player's daily bonus reminder (docs/daily-bonus.md "The reminder"). Off by
 * default; the API's `daily-bonus-reminders` job queues it, and `/mute` silences it with the rest.
 */
export const remindersFeature = new Composer<BotContext>();

remindersFeature.chatType("private").command("reminders", async (ctx) => {
  const choice = ctx.match.trim().toLowerCase();
  if (choice !== "on" && choice !== "off") {
    await ctx.reply(REMINDERS_USAGE);
    return;
  }
  if (!(await setBonusRemindersByTelegram(ctx.db, ctx.from.id, choice === "on"))) {
    const keyboard = launchKeyboard({
      publicUrl: ctx.config.publicUrl,
      botUsername: ctx.config.username ?? ctx.me.username,
    });
    await ctx.reply(NO_ACCOUNT_TEXT, { reply_markup: keyboard });
    return;
  }
  await ctx.reply(choice === "on" ? REMINDERS_ON_TEXT : REMINDERS_OFF_TEXT);
});

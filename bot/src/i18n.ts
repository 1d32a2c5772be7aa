import { fileURLToPath } from "node:url";
import { chooseLocale, type Locale } from "@jadeverse/db/i18n/locales";
import { loadMessageBook } from "@jadeverse/db/i18n/message-book";
import { telegramPlayerLanguage } from "@jadeverse/db/telegram/players";
import type { BotContext } from "./context.ts";
import english from "./messages/en.json" with { type: "json" };

/** The bot's texts in every language (bot/src/messages/, docs/i18n.md). */
export const botMessages = loadMessageBook(fileURLToPath(new URL("./messages", import.meta.url)), english);
export type BotMessage = keyof typeof english;

/**
 * The language to answer a Telegram user in (docs/i18n.md "Which language"): the choice saved on
 * their JadeVerse account, else the `language_code` of their update, else English.
 */
export const botLocale = (saved: string | null | undefined, languageCode: string | undefined): Locale =>
  chooseLocale({ saved, telegram: languageCode });

/** The language to answer this update's sender in: their account's choice (one read), else Telegram's. */
export async function senderLocale(ctx: BotContext): Promise<Locale> {
  const from = ctx.from;
  if (!from) return botLocale(null, undefined);
  return botLocale(await telegramPlayerLanguage(ctx.db, from.id), from.language_code);
}

import { fileURLToPath } from "node:url";
import { chooseLocale, type Locale } from "@jadeverse/db/i18n/locales";
import { loadMessageBook } from "@jadeverse/db/i18n/message-book";
import {
  recordTelegramLanguage,
  type TelegramPlayerLanguages,
  telegramPlayerLanguages,
} from "@jadeverse/db/telegram/players";
import type { BotContext } from "./context.ts";
import english from "./messages/en.json" with { type: "json" };

/** The bot's texts in every language (bot/src/messages/, docs/i18n.md). */
export const botMessages = loadMessageBook(fileURLToPath(new URL("./messages", import.meta.url)), english);
export type BotMessage = keyof typeof english;

/**
 * The language to answer a Telegram user in (docs/i18n.md "Which language"): the choice saved on
 * their JadeVerse account, else the `language_code` of their update, else English.
 */
export const botLocale = (
  saved: string | null | undefined,
  languageCode: string | null | undefined,
): Locale => chooseLocale({ saved, telegram: languageCode });

/**
 * Keeps a known player's Telegram language on their account (`users.telegram_language`, which the
 * notifications read when they chose none), from the account the handler read anyway: a write only
 * when the update's `language_code` says something else than what is recorded.
 */
export async function noteSenderLanguage(
  ctx: BotContext,
  player: TelegramPlayerLanguages | undefined,
): Promise<void> {
  if (!player || !ctx.from) return;
  await recordTelegramLanguage(ctx.db, ctx.from.id, player.telegramLanguage, ctx.from.language_code);
}

/**
 * The language to answer this update's sender in: their account's choice (one read), else Telegram's;
 * a known player's Telegram language is recorded on the way (`noteSenderLanguage`).
 */
export async function senderLocale(ctx: BotContext): Promise<Locale> {
  const from = ctx.from;
  if (!from) return botLocale(null, undefined);
  const player = await telegramPlayerLanguages(ctx.db, from.id);
  await noteSenderLanguage(ctx, player);
  return botLocale(player?.language, from.language_code);
}

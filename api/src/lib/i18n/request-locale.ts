import { acceptedLanguages, chooseLocale, type Locale } from "@jadeverse/db/i18n/locales";

/**
 * The language to write to a player in (an e-mail, an error's message) for a request (docs/i18n.md
 * "Which language"): the choice saved on their account, else the request's `Accept-Language` (both
 * shells send the language they speak, Telegram's included), else English.
 */
export const requestLocale = (acceptLanguage: string | undefined, saved?: string | null): Locale =>
  chooseLocale({ saved, accepted: acceptedLanguages(acceptLanguage) });

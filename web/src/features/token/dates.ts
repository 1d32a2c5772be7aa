import type { CatalogueLocale } from "@jadeverse/api/client/i18n";

/**
 * The Intl tag a language's dates and lists are written with: English (and the pseudo-locale) keeps the tag the
 * page was written in, Arabic keeps Latin digits as its figures do (docs/i18n.md "Numbers and dates").
 */
export const intlTag = (locale: CatalogueLocale, english: string): string =>
  locale === "en" || locale === "en-XA" ? english : locale === "ar" ? "ar-u-nu-latn" : locale;

const utcFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment of the staking promo in UTC, a long date and a short time: "8 December 2025 at 12:00" in
 * English, "8 декабря 2025 г. в 12:00" in Russian (the messages add "UTC").
 */
export function utcMoment(date: Date, locale: CatalogueLocale): string {
  const tag = intlTag(locale, "en-GB");
  let format = utcFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
    utcFormats.set(tag, format);
  }
  return format.format(date);
}

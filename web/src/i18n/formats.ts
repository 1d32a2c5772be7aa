import type { CatalogueLocale } from "@jadeverse/api/client/i18n";

/**
 * Dates and relative times in the player's language, through `Intl` (docs/i18n.md "Numbers and
 * dates"). English keeps the product's own forms: day, short month and year with a 24-hour time as
 * British English writes them, and the time-ago buckets of `lib/format.ts`. The pseudo-locale writes
 * as English does. Formatters are made once per language and options.
 */
const intlTag = (locale: CatalogueLocale): string =>
  locale === "en" || locale === "en-XA" ? "en-GB" : locale;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the language writes a medium date and a short time ("30 Nov 2026, 14:05" in English). */
export function formatDateTime(
  when: Date | string | number,
  locale: CatalogueLocale,
  timeZone?: string,
): string {
  const tag = intlTag(locale);
  const key = `${tag}|${timeZone ?? ""}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: "medium",
      timeStyle: "short",
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(new Date(when));
}

/** The buckets of the time-ago rule (docs/product/economy.md §9), largest unit last. */
const BUCKETS: ReadonlyArray<{ below: number; size: number; unit: Intl.RelativeTimeFormatUnit }> = [
  { below: 60 * 60, size: 60, unit: "minute" },
  { below: 24 * 60 * 60, size: 60 * 60, unit: "hour" },
  { below: 30 * 24 * 60 * 60, size: 24 * 60 * 60, unit: "day" },
  { below: 365 * 24 * 60 * 60, size: 30 * 24 * 60 * 60, unit: "month" },
  { below: Number.POSITIVE_INFINITY, size: 365 * 24 * 60 * 60, unit: "year" },
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago, in the language's words and plural forms ("3 hours ago", "3 часа назад"), with the
 * English rule's buckets; under a minute, and a future time, it is "now" as the language says it
 * (`justNow`, from the caller's catalogue). `undefined` for an unreadable time.
 */
export function timeAgoIn(
  when: Date | string | number,
  locale: CatalogueLocale,
  justNow: string,
  now: number = Date.now(),
): string | undefined {
  const time = new Date(when).getTime();
  if (Number.isNaN(time)) return undefined;
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < 60) return justNow;
  const tag = intlTag(locale);
  let format = relativeFormats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: "always", style: "long" });
    relativeFormats.set(tag, format);
  }
  const bucket = BUCKETS.find((step) => seconds < step.below) ?? BUCKETS[BUCKETS.length - 1];
  if (!bucket) return undefined;
  return format.format(-Math.floor(seconds / bucket.size), bucket.unit);
}

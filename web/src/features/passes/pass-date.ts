import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import { formatDate } from "../../lib/format.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day a pass renews or ends, in the player's language (docs/i18n.md "Numbers and dates"): English
 * and the pseudo-locale keep the product's "Dec 30, 2026" (`formatDate`); another language writes its
 * own short month, day and year ("30 дек. 2026 г."), Arabic with Latin digits. An unreadable date is
 * shown as it came.
 */
export function passDate(when: string, locale: CatalogueLocale): string {
  if (locale === "en" || locale === "en-XA") return formatDate(when) ?? when;
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return when;
  const tag = locale === "ar" ? "ar-u-nu-latn" : locale;
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric" });
    formats.set(tag, format);
  }
  return format.format(date);
}

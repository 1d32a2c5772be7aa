import type { CatalogueLocale } from "@jadeverse/api/client/i18n";

/**
 * Figures in the player's language (docs/i18n.md "Numbers and dates"). The number rule decides what a
 * figure shows (its rounding, its K/M/B/T, its decimals: docs/product/economy.md §9) in English's
 * form, "9 237" or "2.05M"; another language then writes the same figure with its own digit grouping
 * and decimal mark through `Intl.NumberFormat`: "9237" in Spanish, "9.237" in Portuguese, "2,05M" in
 * Russian. Arabic keeps Latin digits and groups with a comma, which the bidirectional algorithm holds
 * together inside right-to-left text (English's plain space would split "1 000" into "000 1").
 * The pseudo-locale writes as English does.
 */
let intlLocale: string | null = null;

/** Set when the shell's language changes (web/src/i18n/start.ts). */
export function setFigureLocale(locale: CatalogueLocale): void {
  intlLocale = locale === "en" || locale === "en-XA" ? null : locale === "ar" ? "ar-u-nu-latn" : locale;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A figure as the number rule writes it: thousands grouped by spaces, an optional decimal part. */
const ENGLISH_FIGURE = /\d{1,3}(?: \d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** The figures of a text the number rule wrote, rewritten in the current language's form. */
export function localFigures(text: string): string {
  const locale = intlLocale;
  if (!locale) return text;
  return text.replace(ENGLISH_FIGURE, (figure) => {
    const [whole = "0", decimals = ""] = figure.split(".");
    return numberFormat(locale, decimals.length).format(
      Number(`${whole.replaceAll(" ", "")}.${decimals || "0"}`),
    );
  });
}

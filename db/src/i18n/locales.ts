/**
 * The languages JadeVerse speaks (docs/i18n.md), and how a player's is chosen: plain constants for the
 * schema (`users.language`), the API, the bot and both front ends (through `@jadeverse/api/client/i18n`).
 */

/** Every supported language, English first (the default and the product texts' contract). */
export const LOCALES = ["en", "ru", "es", "pt-BR", "id", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/**
 * The pseudo-locale: English with every letter accented and each text 40 % longer, built from the
 * English catalogues (pseudo.ts). A test mode that shows truncation and overflow; never offered to
 * players (not in `LOCALES`).
 */
export const PSEUDO_LOCALE = "en-XA";
/** What a catalogue can be loaded for: a supported language or the pseudo-locale. */
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's own name, as the language picker shows it (in that language, whatever the page's). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ru: "Русский",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  id: "Bahasa Indonesia",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(["ar"]);

/** The writing direction of a locale's pages (`dir` on `<html>`). */
export const directionOf = (locale: string): "ltr" | "rtl" => (RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr");

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The supported language a BCP 47 tag (or Telegram's `language_code`, an IETF tag) asks for:
 * matched on the primary language, case-insensitively, so `ru-RU`, `es-419` and `ar-EG` are Russian,
 * Spanish and Arabic; Portuguese of any region is Brazilian Portuguese (the one we have); `in` is
 * Indonesian's retired code, still sent by older Android systems. Undefined: not one of ours.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case "en":
      return "en";
    case "ru":
      return "ru";
    case "es":
      return "es";
    case "pt":
      return "pt-BR";
    case "id":
    case "in":
      return "id";
    case "ar":
      return "ar";
    default:
      return undefined;
  }
}

/** At most this many ranges of an `Accept-Language` header are read (a header is the client's to fill). */
const ACCEPT_LANGUAGE_MAX = 20;

/**
 * The language ranges of an `Accept-Language` header (RFC 9110 §12.5.4), most wanted first: ranges
 * with `q=0` (not acceptable) and `*` left out, equal weights in the header's order.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges = header
    .split(",")
    .slice(0, ACCEPT_LANGUAGE_MAX)
    .map((part, order) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.range !== "" && r.range !== "*" && r.weight > 0);
  return ranges.sort((a, b) => b.weight - a.weight || a.order - b.order).map((r) => r.range);
}

/** Where a player's language can come from, in the order they are asked (docs/i18n.md "Which language"). */
export interface LocaleSources {
  /** The player's own choice (Settings): saved on their account, or on this device before sign-in. */
  saved?: string | null | undefined;
  /** Telegram's `language_code` (the Mini App's launch data, the bot's update). */
  telegram?: string | null | undefined;
  /** The browser's languages, most wanted first (`navigator.languages`, or `acceptedLanguages`). */
  accepted?: readonly string[] | undefined;
}

/**
 * The language to speak: the player's saved choice, else Telegram's language code, else the first of
 * the browser's languages we have; anything unsupported falls through, and English ends the list.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.saved)) return sources.saved;
  const fromTelegram = matchLocale(sources.telegram);
  if (fromTelegram) return fromTelegram;
  for (const tag of sources.accepted ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

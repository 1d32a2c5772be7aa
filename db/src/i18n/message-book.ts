/**
 * A server's catalogues (docs/i18n.md): an area's `messages/` folder read and compiled once, and each
 * message rendered in whichever language a request or a player needs (several at once: one Lingui
 * instance per language, none switched globally).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type I18n, setupI18n } from "@lingui/core";
import { compileCatalogue, type MessageTexts } from "./catalogue.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

export type MessageValues = Record<string, string | number | Date>;

export interface MessageBook<K extends string> {
  /** `id` in `locale`, with `values`. */
  t(locale: Locale, id: K, values?: MessageValues): string;
}

/**
 * Reads `dir/<locale>.json` for every supported language (the catalogue check holds each complete)
 * and compiles them. `english` (the area's `messages/en.json`, imported) gives the ids their type.
 */
export function loadMessageBook<T extends Record<string, string>>(
  dir: string,
  _english: T,
): MessageBook<Extract<keyof T, string>> {
  const books = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as MessageTexts;
    books.set(locale, setupI18n({ locale, messages: { [locale]: compileCatalogue(texts) as never } }));
  }
  return {
    t: (locale, id, values) => (books.get(locale) ?? books.get(DEFAULT_LOCALE)!)._(id, values),
  };
}

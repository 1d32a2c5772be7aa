import {
  type CatalogueLocale,
  type CompiledCatalogue,
  DEFAULT_LOCALE,
  PSEUDO_LOCALE,
} from "@jadeverse/api/client/i18n";
import { type I18n, setupI18n } from "@lingui/core";
import { useAtomValue } from "jotai";
import { use, useMemo } from "react";
import { localeAtom } from "./locale.ts";

/** What `import.meta.glob` gives for an area's catalogues: path → loader of the compiled catalogue. */
type Loaders = Record<string, () => Promise<unknown>>;
/** A message's values: numbers are formatted in the locale (`{n, number}`, plurals), the rest as text. */
export type MessageValues = Record<string, string | number | Date>;
/** Renders one of an area's messages in the current language. */
export type Translate<K extends string> = (id: K, values?: MessageValues) => string;

/**
 * One area's messages (docs/i18n.md "Catalogues"): English compiled into the area's own chunk, every
 * other language a chunk of its own, fetched only when a player speaking it needs the area.
 */
export interface MessageArea<K extends string> {
  readonly english: I18n;
  /** The area's catalogue in `locale`: loaded once, then at hand. */
  catalogue(locale: CatalogueLocale): I18n | Promise<I18n>;
  /** Only for the key type. */
  readonly keys?: K;
}

const areas = new Set<MessageArea<string>>();

const i18nFor = (locale: CatalogueLocale, messages: CompiledCatalogue): I18n =>
  // Lingui's compiled messages are arrays: the catalogue's type is its own.
  setupI18n({ locale, messages: { [locale]: messages as never } });

const defaultExport = async (load: () => Promise<unknown>) =>
  ((await load()) as { default: CompiledCatalogue }).default;

/**
 * Declares an area's messages: `english` is its `messages/en.json` (compiled at build by
 * web/build/messages-plugin.ts), `others` `import.meta.glob("./messages/*.json")`, `pseudo`
 * `import.meta.glob("./messages/en.json", { query: "?pseudo" })`.
 */
export function defineMessages<T extends Record<string, unknown>>(
  english: T,
  others: Loaders,
  pseudo: Loaders,
): MessageArea<Extract<keyof T, string>> {
  const byLocale = new Map<CatalogueLocale, I18n | Promise<I18n>>();
  byLocale.set(DEFAULT_LOCALE, i18nFor(DEFAULT_LOCALE, english as unknown as CompiledCatalogue));
  const loaderOf = (locale: CatalogueLocale) =>
    locale === PSEUDO_LOCALE
      ? Object.values(pseudo)[0]
      : Object.entries(others).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];
  const area: MessageArea<Extract<keyof T, string>> = {
    english: byLocale.get(DEFAULT_LOCALE) as I18n,
    catalogue(locale) {
      const known = byLocale.get(locale);
      if (known) return known;
      const load = loaderOf(locale);
      // A language without a catalogue here speaks English (the completeness check keeps this rare).
      if (!load) return area.english;
      const loading = defaultExport(load).then(
        (messages) => {
          const i18n = i18nFor(locale, messages);
          byLocale.set(locale, i18n);
          return i18n;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new deployment) is tried again on the next render that asks.
          byLocale.delete(locale);
          throw error;
        },
      );
      byLocale.set(locale, loading);
      return loading;
    },
  };
  areas.add(area);
  return area;
}

/**
 * Loads `locale`'s catalogue of every area this page has used, so that switching to it shows the
 * new language at once instead of a loading state (Settings awaits this before switching).
 */
export const preloadLocale = (locale: CatalogueLocale): Promise<unknown> =>
  Promise.all([...areas].map((area) => area.catalogue(locale)));

/**
 * An area's messages in the current language: `t("id", values)`. The first render in a language
 * whose catalogue is not loaded yet suspends until it is (the page's loading state).
 */
export function useMessages<K extends string>(area: MessageArea<K>): Translate<K> {
  const locale = useAtomValue(localeAtom);
  // `use` is called on every render, a loaded catalogue's as an already fulfilled thenable: a
  // component that suspended on its first render is replayed when the catalogue arrives, and it is
  // `use` that switches React to mounting the hooks after it. Skipped on the replay, the next hook
  // (the useMemo below) failed as "update hook called on initial render" (React #467), seen in the
  // Mini App's Arabic sweep.
  const i18n = use(thenableOf(area.catalogue(locale)));
  return useMemo(() => (id: K, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** A loaded catalogue as a thenable React reads at once (`status: "fulfilled"`), one per catalogue. */
const fulfilled = new WeakMap<I18n, PromiseLike<I18n>>();
function thenableOf(found: I18n | Promise<I18n>): PromiseLike<I18n> {
  if (found instanceof Promise) return found;
  let thenable = fulfilled.get(found);
  if (!thenable) {
    const ready = Promise.resolve(found);
    thenable = Object.assign(ready, { status: "fulfilled", value: found });
    fulfilled.set(found, thenable);
  }
  return thenable;
}

/** The same outside React (a toast's text, a document title): the current language's, once loaded. */
export async function translate<K extends string>(
  area: MessageArea<K>,
  locale: CatalogueLocale,
  id: K,
  values?: MessageValues,
): Promise<string> {
  return (await area.catalogue(locale))._(id, values);
}

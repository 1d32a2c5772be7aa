import { type CatalogueLocale, DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE } from "@jadeverse/api/client/i18n";
import type { I18n } from "@lingui/core";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { localeAtom } from "../i18n/locale.ts";
import { defineMessages, type MessageArea, type MessageValues, type Translate } from "../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The design system's and the shells' own few texts, per language (docs/i18n.md): dialogs' close,
 * toasts, the loading and session-check states, the route error screen, the brand link, the public
 * pages' way home and the terms box, the app-wide error texts (lib/api-client.ts's `errorMessage`),
 * the pages' titles and the Mini App's tab labels (route-table.tsx) and the feedback button on every page. On every first load: short ids, nothing more than these.
 */
export const uiMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type UiMessage = keyof typeof english;

/**
 * An area's messages in the current language, without suspending: for loading states, error screens
 * and the shells' chrome, which must show at once (a suspending fallback would hide the page, a
 * failing one the error screen), and for a text that appears inside an open popup. Until the
 * language's catalogue arrives they read English, then the component renders again in its language.
 */
export function useMessagesNow<K extends string>(area: MessageArea<K>): Translate<K> {
  const locale = useAtomValue(localeAtom);
  const found = area.catalogue(locale);
  const [loaded, setLoaded] = useState<I18n | null>(null);
  useEffect(() => {
    if (!(found instanceof Promise)) return;
    let live = true;
    found.then(
      (i18n) => {
        if (live) setLoaded(i18n);
      },
      () => {
        // Offline or a replaced deployment: English stays, the next render asks again.
      },
    );
    return () => {
      live = false;
    };
  }, [found]);
  const i18n = found instanceof Promise ? (loaded?.locale === locale ? loaded : area.english) : found;
  return useMemo(() => (id: K, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** The ui texts in the current language, never suspending (`useMessagesNow`). */
export const useUiMessages = (): Translate<UiMessage> => useMessagesNow(uiMessages);

/** The page's language outside React: `<html lang>`, which a shell keeps on its language (i18n/start.ts). */
function pageLocale(): CatalogueLocale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return lang === PSEUDO_LOCALE || isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * A ui text where no component is at hand (an API call's error, lib/api-client.ts), in the page's
 * language: English until its catalogue arrives, which the first screen has already asked for (its
 * toasts and loading states are this catalogue's).
 */
export function uiText(id: UiMessage): string {
  const found = uiMessages.catalogue(pageLocale());
  if (!(found instanceof Promise)) return found._(id);
  // Offline or a replaced deployment: English stays, the next text asks again.
  found.catch(() => {});
  return uiMessages.english._(id);
}

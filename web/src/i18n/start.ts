import { type CatalogueLocale, isLocale } from "@jadeverse/api/client/i18n";
import type { QueryClient } from "@tanstack/react-query";
import { setFigureLocale } from "../lib/figure-locale.ts";
import { userKeys } from "../lib/queries/users.ts";
import type { AppStore } from "../state/store.ts";
import { applyDocumentLocale, localeAtom, saveDeviceLocale, startLocale } from "./locale.ts";

/**
 * Switches the shell to `locale`: its catalogues of the areas on screen loaded first (no loading
 * state), then every message, `<html lang dir>` and this device's saved choice.
 */
export async function switchLocale(store: AppStore, locale: CatalogueLocale): Promise<void> {
  // Lingui comes with the first screen that shows a catalogue's message, not with the shell's start.
  const { preloadLocale } = await import("./messages.ts");
  await preloadLocale(locale);
  saveDeviceLocale(locale);
  store.set(localeAtom, locale);
}

/**
 * A shell's languages at start-up (docs/i18n.md "Which language"): the language to start in
 * (`startLocale`: this device's choice, Telegram's `language_code`, the browser's), `<html lang dir>`
 * kept to it, and the account's own choice taking over once `GET /api/users/me` answers (a choice
 * made on another device follows the player here).
 */
export function startI18n(store: AppStore, queryClient: QueryClient, telegram: string | null): void {
  store.set(localeAtom, startLocale(telegram));
  const apply = () => {
    applyDocumentLocale(store.get(localeAtom));
    setFigureLocale(store.get(localeAtom));
  };
  apply();
  store.sub(localeAtom, apply);
  const meKey = JSON.stringify(userKeys.me());
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || JSON.stringify(event.query.queryKey) !== meKey) return;
    const chosen = (event.query.state.data as { language?: unknown } | undefined)?.language;
    if (isLocale(chosen) && chosen !== store.get(localeAtom)) void switchLocale(store, chosen);
  });
}

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
  requested.set(store, locale);
  // Lingui comes with the first screen that shows a catalogue's message, not with the shell's start.
  const { preloadLocale } = await import("./messages.ts");
  await preloadLocale(locale);
  // The last switch asked for wins, whichever language's catalogues arrive first.
  if (requested.get(store) !== locale) return;
  saveDeviceLocale(locale);
  store.set(localeAtom, locale);
}

/** Per shell: the language its latest switch asked for (the one on screen until it is loaded). */
const requested = new WeakMap<AppStore, CatalogueLocale>();
const requestedLocale = (store: AppStore) => requested.get(store) ?? store.get(localeAtom);

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
  // Only an answer of the server's that changes the account's language moves the page: a refetch's
  // other events still carry the old answer, which must not undo a choice just made here.
  let answered: unknown;
  queryClient.getQueryCache().subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) !== meKey) return;
    // Signed out (the player's queries dropped): the next account's answer counts, whatever it is.
    if (event.type === "removed") answered = undefined;
    if (event.type !== "updated" || event.action.type !== "success") return;
    const chosen = (event.query.state.data as { language?: unknown } | undefined)?.language;
    if (chosen === answered) return;
    answered = chosen;
    if (isLocale(chosen) && chosen !== requestedLocale(store)) void switchLocale(store, chosen);
  });
}

import {
  type CatalogueLocale,
  chooseLocale,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  PSEUDO_LOCALE,
} from "@jadeverse/api/client/i18n";
import { atom } from "jotai";

/**
 * The language the shell speaks now (docs/i18n.md): set at start-up by `startLocale`, then by the
 * player's saved choice once the account is known, and by Settings. Every `useMessages` reads it.
 */
export const localeAtom = atom<CatalogueLocale>(DEFAULT_LOCALE);

/** Where this device keeps the player's choice (before sign-in, and for a visitor). */
const DEVICE_KEY = "jv.locale";

const deviceStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The choice saved on this device: a supported language, or the pseudo-locale (a test mode). */
export function deviceLocale(): CatalogueLocale | undefined {
  const saved = deviceStorage()?.getItem(DEVICE_KEY);
  return saved === PSEUDO_LOCALE || isLocale(saved) ? saved : undefined;
}

export function saveDeviceLocale(locale: CatalogueLocale): void {
  try {
    deviceStorage()?.setItem(DEVICE_KEY, locale);
  } catch {
    // Storage full or refused: the account keeps the choice for signed-in players.
  }
}

/** `<html lang dir>` as the locale wants them (Arabic right to left). */
export function applyDocumentLocale(locale: CatalogueLocale): void {
  // No document outside a page (a shell made in a test, or while prerendering).
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/**
 * The language a shell starts in, in the documented order: the choice saved on this device (the
 * account's, once known, replaces it), Telegram's `language_code` (the Mini App's launch), the
 * browser's languages; English when none is ours.
 */
export function startLocale(telegram: string | null): CatalogueLocale {
  const saved = deviceLocale();
  if (saved === PSEUDO_LOCALE) return saved;
  const accepted = typeof navigator === "undefined" ? undefined : navigator.languages;
  return chooseLocale({ saved, telegram, accepted });
}

export { DEFAULT_LOCALE };

import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import { type RacesTranslate, racesMessages } from "./messages.ts";

/** A place on the race's board: "#12". */
export const racePlace = (position: number): string => `#${position}`;

/** A prize's band of places: "#1", "#4–10". */
export const raceBand = (from: number, to: number): string => (from === to ? `#${from}` : `#${from}–${to}`);

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A race's month (`YYYY-MM`, UTC) as the language names it: "November 2026", "ноябрь 2026 г.".
 * English and the pseudo-locale write it as American English does.
 */
export function raceMonthName(month: string, locale: CatalogueLocale): string {
  const tag = locale === "en" || locale === "en-XA" ? "en-US" : locale;
  let format = monthFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
    monthFormats.set(tag, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The days, hours and minutes left (never below zero), hours and minutes on two digits: the values of
 * the `countdown` message.
 */
export function raceCountdown(msLeft: number): { days: string; hours: string; minutes: string } {
  const minutes = Math.max(0, Math.floor(msLeft / 60_000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    days: String(Math.floor(minutes / 1_440)),
    hours: pad(Math.floor((minutes % 1_440) / 60)),
    minutes: pad(minutes % 60),
  };
}

const inEnglish: RacesTranslate = (id, values) => racesMessages.english._(id, values);

/**
 * "12d 04h 09m": days, hours and minutes left (the race runs for weeks), in the language of `t` (the
 * races' messages); English without it.
 */
export function raceTimeLeft(msLeft: number, t: RacesTranslate = inEnglish): string {
  return t("countdown", raceCountdown(msLeft));
}

import { type CatalogueLocale, DEFAULT_LOCALE, PSEUDO_LOCALE } from "@jadeverse/api/client/i18n";
import type { LegalMessage } from "./messages.ts";

/** Which of the break refusal's messages says until when, with the end written in the language. */
export type BreakEnd =
  | { id: Extract<LegalMessage, "pausedForGood" | "pausedForNow">; values?: undefined }
  | { id: Extract<LegalMessage, "pausedUntil">; values: { end: string } };

/**
 * docs/security.md "Taking a break": a permanent self-exclusion is for good, an unreadable end for
 * now, anything else until its long date and short time ("6 December 2026 at 13:00" in English, as
 * lib/break-text.ts writes it; "6 декабря 2026 г. в 13:00" in Russian).
 */
export function breakEnd(until: string, kind: string, locale: CatalogueLocale): BreakEnd {
  if (kind === "self-exclusion-permanent") return { id: "pausedForGood" };
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return { id: "pausedForNow" };
  const tag = locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE ? "en-GB" : locale;
  return {
    id: "pausedUntil",
    values: { end: end.toLocaleString(tag, { dateStyle: "long", timeStyle: "short" }) },
  };
}

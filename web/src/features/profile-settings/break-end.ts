import type { BreakKind } from "@jadeverse/api/client";
import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import type { ProfileMessage } from "./messages.ts";

/** Each break the player chooses from (lib/break-text.ts's BREAK_CHOICES, in its order): its label. */
export const BREAK_LABELS: Readonly<Record<BreakKind, ProfileMessage>> = {
  "cool-off-24h": "break24h",
  "cool-off-7d": "break7d",
  "cool-off-30d": "break30d",
  "self-exclusion-6m": "break6m",
  "self-exclusion-permanent": "breakForever",
};

/**
 * How long a running break lasts, for `breakRunning`: for good (a permanent self-exclusion), for now (an
 * end that does not read as a date), or until its end, written in the player's language with a long date
 * and a short time (English as lib/break-text.ts writes it: British English, "6 December 2026 at 13:00").
 */
export function breakSpan(
  until: string,
  kind: string,
  locale: CatalogueLocale,
): { span: "good" | "now" | "until"; end: string } {
  if (kind === "self-exclusion-permanent") return { span: "good", end: "" };
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return { span: "now", end: "" };
  const tag = locale === "en" || locale === "en-XA" ? "en-GB" : locale;
  return { span: "until", end: end.toLocaleString(tag, { dateStyle: "long", timeStyle: "short" }) };
}

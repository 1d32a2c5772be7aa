/**
 * The break kinds the player chooses from (docs/security.md "Taking a break"), in order, with their
 * English labels: the operator console's words (it stays in English). Players read them in their
 * language from the profile settings' catalogue (features/profile-settings/break-end.ts).
 */
export const BREAK_CHOICES = [
  { kind: "cool-off-24h", label: "24 hours" },
  { kind: "cool-off-7d", label: "7 days" },
  { kind: "cool-off-30d", label: "30 days" },
  { kind: "self-exclusion-6m", label: "6 months (self-exclusion)" },
  { kind: "self-exclusion-permanent", label: "Permanently (self-exclusion)" },
] as const;

/**
 * "until 6 December 2026, 13:00", or "for good" for a permanent self-exclusion: the English the
 * players' catalogues keep (their tests hold them to it); no screen shows this one.
 */
export function breakEndText(until: string, kind: string): string {
  if (kind === "self-exclusion-permanent") return "for good";
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return "for now";
  return `until ${end.toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" })}`;
}

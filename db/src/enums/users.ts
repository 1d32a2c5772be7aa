/** Tutorial step values (docs/product/platform.md §3), in order: plain constants for the schema, the API and the front ends. */
export const TUTORIAL_STEPS = [
  "NOT_STARTED",
  "STEP_1_INTRO",
  "STEP_2_MOVEMENT",
  "STEP_3_ACTION",
  "STEP_4_COMPLETE",
] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

/**
 * The Terms version a player accepts (with 18+) before playing or buying: the Terms page's effective
 * date (docs/product/economy.md §2 "Terms page"). A new version asks every player again.
 */
export const TERMS_VERSION = "2025-09-01";

/**
 * The breaks a player can take (docs/security.md "Taking a break"): cool-offs of a day, a week and a
 * month, self-exclusion for six months or for good. Set by the player, never shortened.
 */
export const BREAK_KINDS = [
  "cool-off-24h",
  "cool-off-7d",
  "cool-off-30d",
  "self-exclusion-6m",
  "self-exclusion-permanent",
] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/** How long each break lasts, in ms (null: for good). Six months are 182 days. */
export const BREAK_DURATION_MS: Readonly<Record<BreakKind, number | null>> = {
  "cool-off-24h": 24 * 3_600_000,
  "cool-off-7d": 7 * 86_400_000,
  "cool-off-30d": 30 * 86_400_000,
  "self-exclusion-6m": 182 * 86_400_000,
  "self-exclusion-permanent": null,
};

/** A permanent self-exclusion's end, as stored: far enough never to come (9999-12-31). */
export const FOREVER = new Date(Date.UTC(9999, 11, 31));

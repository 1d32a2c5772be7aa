/** Season pass constants: plain values for the schema, the API and the front ends (docs/passes.md). */

/** Where a pass is paid: Telegram Stars in the Mini App, Stripe on the web. */
export const PASS_RAILS = ["stars", "stripe"] as const;
export type PassRail = (typeof PASS_RAILS)[number];

/**
 * A subscription's states. `pending`: opened, not paid yet. `active`: paid (until `paid_until`).
 * `replaced`: a higher pass took its place. `ended`: the rail ended it, a refund took its time back
 * to nothing, or it lapsed.
 */
export const PASS_STATUSES = ["pending", "active", "replaced", "ended"] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** One period of a pass: 30 days, Telegram's only subscription period (`subscription_period`). */
export const PASS_PERIOD_SECONDS = 2_592_000;

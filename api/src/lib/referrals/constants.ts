/** Referral statistics rules the spec leaves to us (docs/product/economy.md §2 "Referral Program", §3), named once. */

/** How many of the newest referred friends the Recent Referrals list shows. */
export const RECENT_REFERRALS_LIMIT = 10;
/** Reads per player per minute: the figures are aggregates over the player's friends and ledger. */
export const REFERRAL_READS_PER_MINUTE = 60;

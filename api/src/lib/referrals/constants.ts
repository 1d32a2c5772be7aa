/** Referral statistics rules the spec leaves to us (spec 001 §2 "Referral Program", §3), named once. */

/** How many of the newest referred friends the Recent Referrals list shows. */
export const RECENT_REFERRALS_LIMIT = 10;
/** Reads per player per minute: the figures are aggregates over the player's friends and ledger. */
export const REFERRAL_READS_PER_MINUTE = 60;
/** The ledger reason under which the referral bonus is paid (lib/accounts/referral-bonus.ts). */
export const REFERRAL_BONUS_REASON = "referral-bonus";
/** The ledger reference of the bonus paid for one friend: this prefix and the friend's id (lib/accounts/referral-bonus.ts). */
export const REFERRAL_BONUS_REFERENCE_PREFIX = "user:";

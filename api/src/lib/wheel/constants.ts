/** The wheel's numbers (docs/product/economy.md §3, §9). */

/** 12 sections, 30 degrees apart. */
export const WHEEL_SECTION_COUNT = 12;
export const DEGREES_PER_SECTION = 360 / WHEEL_SECTION_COUNT;
/** History pages: 20 spins by default (docs/product/economy.md §3 `GET /wheel/history`). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 50;
export const HISTORY_SEARCH_MAX_LENGTH = 64;
/** The `rewardValue` of an item prize: one item. Coins carry their amount, nothing carries 0. */
export const ITEM_REWARD_VALUE = 1;
/** Ledger reasons of a spin's debit and its coin prize. */
export const SPIN_DEBIT_REASON = "wheel-spin";
export const SPIN_PRIZE_REASON = "wheel-prize";
/**
 * Spins per player per minute. The client waits 4 s between spins (15 a minute); the limit leaves
 * room for retries, and a script hammering the wheel is stopped.
 */
export const SPINS_PER_MINUTE = 30;

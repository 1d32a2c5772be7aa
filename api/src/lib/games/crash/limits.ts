import { MAX_CASHOUT } from "../crash.ts";

/**
 * Crash's table limits, in coins: a stake of 1–10,000 and at most 1,000,000 paid on one bet. Every
 * bet carries an automatic cash-out at the latest where its payout reaches the maximum win
 * (`floor(maxWin × 100 / stake)` hundredths, at most 1,000,000.00×), so a payout is never cut.
 */
export const CRASH_LIMITS = { minBet: 1, maxBet: 10_000, maxWin: 1_000_000 } as const;

/** The lowest automatic cash-out target a player may set (1.01×, in hundredths). */
export const MIN_AUTO_CASHOUT = 101;

/** The automatic cash-out a bet carries: the player's target, or lower where the maximum win caps it. */
export const effectiveAutoCashout = (stake: number, requested: number | undefined): number =>
  Math.min(requested ?? MAX_CASHOUT, Math.floor((CRASH_LIMITS.maxWin * 100) / stake), MAX_CASHOUT);

/** Writes per player per minute (bets and cash-outs). */
export const CRASH_WRITES_PER_MINUTE = 120;
/** How many finished rounds `GET /api/games/crash/history` lists at most (default 50). */
export const CRASH_HISTORY_MAX = 100;

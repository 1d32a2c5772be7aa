// Crash's table limits and the automatic cash-out every bet carries (docs/crash.md: Bets).
import { describe, expect, it } from "vitest";
import { MAX_CASHOUT } from "../crash.ts";
import {
  CRASH_HISTORY_MAX,
  CRASH_LIMITS,
  CRASH_WRITES_PER_MINUTE,
  effectiveAutoCashout,
  MIN_AUTO_CASHOUT,
} from "./limits.ts";

describe("crash limits", () => {
  it("takes stakes of 1–10,000 coins, pays at most 1,000,000 on a bet, and auto cash-outs from 1.01×", () => {
    expect(CRASH_LIMITS).toEqual({ minBet: 1, maxBet: 10_000, maxWin: 1_000_000 });
    expect(MIN_AUTO_CASHOUT).toBe(101);
    expect(CRASH_WRITES_PER_MINUTE).toBe(120);
    expect(CRASH_HISTORY_MAX).toBe(100);
  });

  it("keeps the player's target when its payout stays within the maximum win", () => {
    expect(effectiveAutoCashout(100, 150)).toBe(150);
    expect(effectiveAutoCashout(10_000, 101)).toBe(101);
    // 10,000 coins at 100.00× pay exactly the maximum win: still the player's target.
    expect(effectiveAutoCashout(10_000, 10_000)).toBe(10_000);
  });

  it("lowers the target to where the payout reaches the maximum win, floor(maxWin × 100 / stake)", () => {
    expect(effectiveAutoCashout(10_000, 10_001)).toBe(10_000);
    expect(effectiveAutoCashout(10_000, undefined)).toBe(10_000);
    expect(effectiveAutoCashout(3, undefined)).toBe(33_333_333);
    expect(effectiveAutoCashout(7, 20_000_000)).toBe(14_285_714);
    expect(effectiveAutoCashout(7, 14_285_713)).toBe(14_285_713);
  });

  it("never sets a target above 1,000,000.00×, even on the smallest stake", () => {
    expect(effectiveAutoCashout(1, undefined)).toBe(MAX_CASHOUT);
    expect(effectiveAutoCashout(1, MAX_CASHOUT + 1)).toBe(MAX_CASHOUT);
    expect(MAX_CASHOUT).toBe(100_000_000);
  });
});

import { describe, expect, it } from "vitest";
import { formatTokenAmount } from "../features/token/token-format.ts";
import { formatWheelCoins } from "../features/wheel/wheel-rules.ts";
import {
  formatCompact,
  formatHoursMinutes,
  formatLargeNumber,
  formatPlayedHours,
  formatWinRate,
  groupWithSpaces,
  timeAgo,
} from "./format.ts";

describe("formatLargeNumber (spec 001 §9)", () => {
  it("separates thousands with spaces below 100 000", () => {
    expect(formatLargeNumber(0)).toBe("0");
    expect(formatLargeNumber(999)).toBe("999");
    expect(formatLargeNumber(1_000)).toBe("1 000");
    expect(formatLargeNumber(99_999)).toBe("99 999");
    expect(formatLargeNumber(12_345.6)).toBe("12 346");
    expect(formatLargeNumber(-54_321)).toBe("-54 321");
  });
  it("abbreviates K, M, B, T from 100 000 with up to two decimals", () => {
    expect(formatLargeNumber(100_000)).toBe("100K");
    expect(formatLargeNumber(123_456)).toBe("123.46K");
    expect(formatLargeNumber(1_500_000)).toBe("1.5M");
    expect(formatLargeNumber(2_000_000_000)).toBe("2B");
    expect(formatLargeNumber(7_250_000_000_000)).toBe("7.25T");
  });
  it("moves up a unit when rounding reaches 1000", () => {
    expect(formatLargeNumber(999_999)).toBe("1M");
    expect(formatLargeNumber(999_999_999)).toBe("1B");
  });
  it("reads anything that is not a finite number as 0", () => {
    expect(formatLargeNumber(Number.NaN)).toBe("0");
    expect(formatLargeNumber(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("the other formatters share one abbreviation rule", () => {
  it("header balances round to one decimal from 1000", () => {
    expect(formatCompact(999_960)).toBe("1M");
    expect(formatCompact(1_250)).toBe("1.3K");
  });
  it("token amounts keep exactly two decimals", () => {
    expect(formatTokenAmount(999_999)).toBe("1.00M");
    expect(formatTokenAmount(123_456)).toBe("123.46K");
  });
  it("wheel coins: X.XK from 1000, space-separated thousands below", () => {
    expect(formatWheelCoins(1_250)).toBe("1.2K");
    expect(formatWheelCoins(500)).toBe("500");
    expect(groupWithSpaces(1_234_567.5)).toBe("1 234 567.5");
  });
});

describe("rates and durations", () => {
  it("win rate with one decimal, from a percentage or a ratio", () => {
    expect(formatWinRate(57.34)).toBe("57.3%");
    expect(formatWinRate(0.5)).toBe("0.5%");
    expect(formatWinRate(0.5, { ratio: true })).toBe("50.0%");
    expect(formatWinRate(Number.NaN)).toBe("0.0%");
  });
  it("time as hours and minutes", () => {
    expect(formatHoursMinutes(0)).toBe("0m");
    expect(formatHoursMinutes(59)).toBe("0m");
    expect(formatHoursMinutes(60)).toBe("1m");
    expect(formatHoursMinutes(3_720)).toBe("1h 2m");
    expect(formatHoursMinutes(7_200)).toBe("2h 0m");
    expect(formatHoursMinutes(-5)).toBe("0m");
  });
  it("played time in hours", () => {
    expect(formatPlayedHours(5_400)).toBe("1.5 h");
    expect(formatPlayedHours(0)).toBe("0 h");
    expect(formatPlayedHours(36_000)).toBe("10 h");
  });
});

describe("timeAgo (spec 001 §9 buckets)", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const ago = (seconds: number) => timeAgo(now - seconds * 1000, now);
  it("under 60 s is Just now, and so is a time in the future", () => {
    expect(ago(0)).toBe("Just now");
    expect(ago(59)).toBe("Just now");
    expect(ago(-30)).toBe("Just now");
  });
  it("minutes, hours, days below 30, months below 365, then years", () => {
    expect(ago(60)).toBe("1 minute ago");
    expect(ago(59 * 60)).toBe("59 minutes ago");
    expect(ago(3_600)).toBe("1 hour ago");
    expect(ago(23 * 3_600)).toBe("23 hours ago");
    expect(ago(86_400)).toBe("1 day ago");
    expect(ago(29 * 86_400)).toBe("29 days ago");
    expect(ago(30 * 86_400)).toBe("1 month ago");
    expect(ago(364 * 86_400)).toBe("12 months ago");
    expect(ago(365 * 86_400)).toBe("1 year ago");
    expect(ago(800 * 86_400)).toBe("2 years ago");
  });
  it("accepts ISO strings and answers undefined for an unreadable one", () => {
    expect(timeAgo("2026-11-23T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(timeAgo("not a date", now)).toBeUndefined();
  });
});

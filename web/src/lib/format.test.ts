import { describe, expect, it } from "vitest";
import {
  abbreviate,
  formatCompact,
  formatDate,
  formatHoursMinutes,
  formatLargeNumber,
  formatPlayedHours,
  formatTokenAmount,
  formatTokenPrice,
  formatUsd,
  formatWheelCoins,
  formatWhole,
  formatWinRate,
  groupWithSpaces,
  timeAgo,
} from "./format.ts";

const UNITS = [
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
];

describe("abbreviate, the rule the abbreviating formatters share", () => {
  it("scales to the largest unit reached, undefined below the smallest", () => {
    expect(abbreviate(999, UNITS, 1)).toBeUndefined();
    expect(abbreviate(1_000, UNITS, 1)).toEqual({ scaled: 1, suffix: "K" });
    expect(abbreviate(1_000_000, UNITS, 1)).toEqual({ scaled: 1, suffix: "M" });
  });
  it("moves up a unit when rounding reaches 1000, unless there is none", () => {
    expect(abbreviate(999_950, UNITS, 1)).toEqual({ scaled: 1, suffix: "M" });
    expect(abbreviate(999_949, UNITS, 1)).toEqual({ scaled: 999.9, suffix: "K" });
    expect(abbreviate(2_000_000_000, UNITS, 1)).toEqual({ scaled: 2000, suffix: "M" });
  });
  it("rounds half up by default, or with the rounding it is given", () => {
    expect(abbreviate(1_250, UNITS, 1)).toEqual({ scaled: 1.3, suffix: "K" });
    expect(abbreviate(1_299, UNITS, 1, Math.floor)).toEqual({ scaled: 1.2, suffix: "K" });
  });
});

describe("formatCompact: header balances (docs/product/platform.md §9)", () => {
  it("shows whole numbers below 1000", () => {
    expect(formatCompact(0)).toBe("0");
    expect(formatCompact(0.4)).toBe("0");
    expect(formatCompact(0.5)).toBe("1");
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(999.4)).toBe("999");
  });
  it("K from 1000 (and from 999.5, which rounds to it), one decimal at most", () => {
    expect(formatCompact(999.5)).toBe("1K");
    expect(formatCompact(1_000)).toBe("1K");
    expect(formatCompact(1_049)).toBe("1K");
    expect(formatCompact(1_050)).toBe("1.1K");
    expect(formatCompact(1_250)).toBe("1.3K");
    expect(formatCompact(99_999)).toBe("100K");
    expect(formatCompact(999_949)).toBe("999.9K");
  });
  it("M from 1e6 and B from 1e9, moving up when rounding reaches 1000", () => {
    expect(formatCompact(999_950)).toBe("1M");
    expect(formatCompact(999_960)).toBe("1M");
    expect(formatCompact(1_000_000)).toBe("1M");
    expect(formatCompact(1_050_000)).toBe("1.1M");
    expect(formatCompact(999_950_000)).toBe("1B");
    expect(formatCompact(1_000_000_000)).toBe("1B");
    expect(formatCompact(1_500_000_000)).toBe("1.5B");
  });
  it("has no T: B is the largest unit in the header", () => {
    expect(formatCompact(1_000_000_000_000)).toBe("1000B");
  });
  it("keeps the sign, never shows -0, reads non-finite as 0", () => {
    expect(formatCompact(-1_500)).toBe("-1.5K");
    expect(formatCompact(-0.4)).toBe("0");
    expect(formatCompact(Number.NaN)).toBe("0");
    expect(formatCompact(Number.NEGATIVE_INFINITY)).toBe("0");
  });
});

describe("formatLargeNumber: statistics, leaderboard, referral amounts (docs/product/economy.md §9)", () => {
  it("separates thousands with spaces below 100 000, rounded to a whole number", () => {
    expect(formatLargeNumber(0)).toBe("0");
    expect(formatLargeNumber(0.5)).toBe("1");
    expect(formatLargeNumber(999)).toBe("999");
    expect(formatLargeNumber(1_000)).toBe("1 000");
    expect(formatLargeNumber(12_345.6)).toBe("12 346");
    expect(formatLargeNumber(99_999)).toBe("99 999");
    expect(formatLargeNumber(99_999.4)).toBe("99 999");
    expect(formatLargeNumber(-54_321)).toBe("-54 321");
  });
  it("abbreviates from 100 000 (and from 99 999.5, which rounds to it)", () => {
    expect(formatLargeNumber(99_999.5)).toBe("100K");
    expect(formatLargeNumber(100_000)).toBe("100K");
  });
  it("K, M, B, T with up to two decimals, trailing zeros dropped", () => {
    expect(formatLargeNumber(100_004)).toBe("100K");
    expect(formatLargeNumber(100_005)).toBe("100.01K");
    expect(formatLargeNumber(123_456)).toBe("123.46K");
    expect(formatLargeNumber(999_994)).toBe("999.99K");
    expect(formatLargeNumber(1_000_000)).toBe("1M");
    expect(formatLargeNumber(1_234_567)).toBe("1.23M");
    expect(formatLargeNumber(1_500_000)).toBe("1.5M");
    expect(formatLargeNumber(1_000_000_000)).toBe("1B");
    expect(formatLargeNumber(2_000_000_000)).toBe("2B");
    expect(formatLargeNumber(1_000_000_000_000)).toBe("1T");
    expect(formatLargeNumber(7_250_000_000_000)).toBe("7.25T");
    expect(formatLargeNumber(1_500_000_000_000_000)).toBe("1500T");
  });
  it("moves up a unit when rounding reaches 1000", () => {
    expect(formatLargeNumber(999_995)).toBe("1M");
    expect(formatLargeNumber(999_999)).toBe("1M");
    expect(formatLargeNumber(999_995_000)).toBe("1B");
    expect(formatLargeNumber(999_999_999)).toBe("1B");
  });
  it("keeps the sign, never shows -0, reads non-finite as 0", () => {
    expect(formatLargeNumber(-150_000)).toBe("-150K");
    expect(formatLargeNumber(-0.4)).toBe("0");
    expect(formatLargeNumber(Number.NaN)).toBe("0");
    expect(formatLargeNumber(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("formatTokenAmount: token amounts (docs/product/platform.md §9)", () => {
  it("below 100000: space thousands, up to 2 decimals (the vesting page's 55 555.555556 reads 55 555.56)", () => {
    expect(formatTokenAmount(0)).toBe("0");
    expect(formatTokenAmount(1.1234567)).toBe("1.12");
    expect(formatTokenAmount(1.005)).toBe("1");
    expect(formatTokenAmount(999)).toBe("999");
    expect(formatTokenAmount(1_000)).toBe("1 000");
    expect(formatTokenAmount(12_345.5)).toBe("12 345.5");
    expect(formatTokenAmount(55_555.555556)).toBe("55 555.56");
    expect(formatTokenAmount(52_777.777778)).toBe("52 777.78");
    expect(formatTokenAmount(99_999.994)).toBe("99 999.99");
  });
  it("a positive amount too small to show reads <0.01, never 0", () => {
    expect(formatTokenAmount(0.004)).toBe("<0.01");
    expect(formatTokenAmount(0.000001)).toBe("<0.01");
    expect(formatTokenAmount(0.005)).toBe("0.01");
    expect(formatTokenAmount(-0.004)).toBe(">-0.01");
  });
  it("from 100000 (and from what rounds to it): K, M, B, T with exactly 2 decimals", () => {
    expect(formatTokenAmount(99_999.995)).toBe("100.00K");
    expect(formatTokenAmount(100_000)).toBe("100.00K");
    expect(formatTokenAmount(100_004)).toBe("100.00K");
    expect(formatTokenAmount(100_005)).toBe("100.01K");
    expect(formatTokenAmount(123_456)).toBe("123.46K");
    expect(formatTokenAmount(999_994)).toBe("999.99K");
    expect(formatTokenAmount(1_000_000)).toBe("1.00M");
    expect(formatTokenAmount(1_000_000_000)).toBe("1.00B");
    expect(formatTokenAmount(2_500_000_000)).toBe("2.50B");
    expect(formatTokenAmount(1_000_000_000_000)).toBe("1.00T");
    expect(formatTokenAmount(7_250_000_000_000)).toBe("7.25T");
    expect(formatTokenAmount(1_500_000_000_000_000)).toBe("1500.00T");
  });
  it("moves to the next unit when rounding reaches 1000", () => {
    expect(formatTokenAmount(999_995)).toBe("1.00M");
    expect(formatTokenAmount(999_999)).toBe("1.00M");
    expect(formatTokenAmount(999_995_000)).toBe("1.00B");
  });
  it("keeps the sign, never shows -0, reads non-finite as 0", () => {
    expect(formatTokenAmount(-150_000)).toBe("-150.00K");
    expect(formatTokenAmount(-1_234)).toBe("-1 234");
    expect(formatTokenAmount(-1_234.5)).toBe("-1 234.5");
    expect(formatTokenAmount(-0)).toBe("0");
    expect(formatTokenAmount(Number.NaN)).toBe("0");
  });
});

describe("formatUsd: dollars by the same rule", () => {
  it("cents always, thousands separated by spaces below 100 000", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(9.99)).toBe("$9.99");
    expect(formatUsd(10.5)).toBe("$10.50");
    expect(formatUsd(1_050)).toBe("$1 050.00");
    expect(formatUsd(99_999.994)).toBe("$99 999.99");
  });
  it("abbreviated from 100 000", () => {
    expect(formatUsd(99_999.995)).toBe("$100K");
    expect(formatUsd(250_000)).toBe("$250K");
    expect(formatUsd(1_250_000)).toBe("$1.25M");
  });
  it("keeps the sign, never -$0.00, reads non-finite as $0.00", () => {
    expect(formatUsd(-12.5)).toBe("-$12.50");
    expect(formatUsd(-0.001)).toBe("$0.00");
    expect(formatUsd(Number.NaN)).toBe("$0.00");
  });
});

describe("formatTokenPrice: a token's price to 6 decimals (docs/product/economy.md §9)", () => {
  it("keeps up to 6 decimals, at least the cents", () => {
    expect(formatTokenPrice(0.015)).toBe("$0.015");
    expect(formatTokenPrice(0.0123456)).toBe("$0.012346");
    expect(formatTokenPrice(2)).toBe("$2.00");
    expect(formatTokenPrice(1_234.5)).toBe("$1 234.50");
    expect(formatTokenPrice(Number.POSITIVE_INFINITY)).toBe("$0.00");
  });
});

describe("formatWheelCoins: coins on the wheel (docs/product/economy.md §9)", () => {
  it("below 1000 as given, with space thousands", () => {
    expect(formatWheelCoins(0)).toBe("0");
    expect(formatWheelCoins(500)).toBe("500");
    expect(formatWheelCoins(999)).toBe("999");
  });
  it("X.XK from 1000, cut (not rounded) to one decimal", () => {
    expect(formatWheelCoins(1_000)).toBe("1.0K");
    expect(formatWheelCoins(1_050)).toBe("1.0K");
    expect(formatWheelCoins(1_099)).toBe("1.0K");
    expect(formatWheelCoins(1_100)).toBe("1.1K");
    expect(formatWheelCoins(1_250)).toBe("1.2K");
    expect(formatWheelCoins(1_500)).toBe("1.5K");
    expect(formatWheelCoins(1_999)).toBe("1.9K");
    expect(formatWheelCoins(99_999)).toBe("99.9K");
    expect(formatWheelCoins(100_000)).toBe("100.0K");
  });
  it("stays in K: never M", () => {
    expect(formatWheelCoins(999_999)).toBe("999.9K");
    expect(formatWheelCoins(1_000_000)).toBe("1000.0K");
  });
  it("reads non-finite as 0", () => {
    expect(formatWheelCoins(Number.NaN)).toBe("0");
  });
});

describe("thousands separators", () => {
  it("groupWithSpaces (docs/product/economy.md §9): spaces, decimals kept as given", () => {
    expect(groupWithSpaces(0)).toBe("0");
    expect(groupWithSpaces(999)).toBe("999");
    expect(groupWithSpaces(1_000)).toBe("1 000");
    expect(groupWithSpaces(1_234_567)).toBe("1 234 567");
    expect(groupWithSpaces(1_234_567.5)).toBe("1 234 567.5");
    expect(groupWithSpaces(-999)).toBe("-999");
    expect(groupWithSpaces(-1_234)).toBe("-1 234");
  });
  it("formatWhole (the exact amount in tooltips and for readers): space thousands, rounded, never abbreviated", () => {
    expect(formatWhole(0)).toBe("0");
    expect(formatWhole(0.5)).toBe("1");
    expect(formatWhole(999)).toBe("999");
    expect(formatWhole(1_000)).toBe("1 000");
    expect(formatWhole(12_345.6)).toBe("12 346");
    expect(formatWhole(2_048_001)).toBe("2 048 001");
    expect(formatWhole(-1_234)).toBe("-1 234");
    expect(formatWhole(-0.4)).toBe("0");
    expect(formatWhole(Number.NaN)).toBe("0");
  });
});

describe("formatWinRate: one decimal (docs/product/economy.md §9)", () => {
  it("from a percentage", () => {
    expect(formatWinRate(0)).toBe("0.0%");
    expect(formatWinRate(0.5)).toBe("0.5%");
    expect(formatWinRate(57.34)).toBe("57.3%");
    expect(formatWinRate(57.35)).toBe("57.4%");
    expect(formatWinRate(99.95)).toBe("100.0%");
    expect(formatWinRate(100)).toBe("100.0%");
  });
  it("from a ratio", () => {
    expect(formatWinRate(0, { ratio: true })).toBe("0.0%");
    expect(formatWinRate(0.0004, { ratio: true })).toBe("0.0%");
    expect(formatWinRate(0.0005, { ratio: true })).toBe("0.1%");
    expect(formatWinRate(0.5, { ratio: true })).toBe("50.0%");
    expect(formatWinRate(0.5734, { ratio: true })).toBe("57.3%");
    expect(formatWinRate(1, { ratio: true })).toBe("100.0%");
  });
  it("reads non-finite as 0", () => {
    expect(formatWinRate(Number.NaN)).toBe("0.0%");
  });
});

describe("durations (docs/product/economy.md §9: time as hours and minutes, played time in hours)", () => {
  it("hours and minutes, whole minutes cut down, no hours below one", () => {
    expect(formatHoursMinutes(0)).toBe("0m");
    expect(formatHoursMinutes(59)).toBe("0m");
    expect(formatHoursMinutes(59.9)).toBe("0m");
    expect(formatHoursMinutes(60)).toBe("1m");
    expect(formatHoursMinutes(3_599)).toBe("59m");
    expect(formatHoursMinutes(3_600)).toBe("1h 0m");
    expect(formatHoursMinutes(3_660)).toBe("1h 1m");
    expect(formatHoursMinutes(3_720)).toBe("1h 2m");
    expect(formatHoursMinutes(7_200)).toBe("2h 0m");
    expect(formatHoursMinutes(86_399)).toBe("23h 59m");
    expect(formatHoursMinutes(86_400)).toBe("24h 0m");
    expect(formatHoursMinutes(360_000)).toBe("100h 0m");
  });
  it("hours and minutes: negative and non-finite read 0m", () => {
    expect(formatHoursMinutes(-5)).toBe("0m");
    expect(formatHoursMinutes(Number.NaN)).toBe("0m");
  });
  it("played time in hours, one decimal at most", () => {
    expect(formatPlayedHours(0)).toBe("0\u00a0h");
    expect(formatPlayedHours(179)).toBe("0\u00a0h");
    expect(formatPlayedHours(180)).toBe("0.1\u00a0h");
    expect(formatPlayedHours(3_600)).toBe("1\u00a0h");
    expect(formatPlayedHours(3_780)).toBe("1.1\u00a0h");
    expect(formatPlayedHours(5_400)).toBe("1.5\u00a0h");
    expect(formatPlayedHours(36_000)).toBe("10\u00a0h");
    expect(formatPlayedHours(1_000_000)).toBe("277.8\u00a0h");
  });
  it("played time: negative and non-finite read 0 h", () => {
    expect(formatPlayedHours(-60)).toBe("0\u00a0h");
    expect(formatPlayedHours(Number.NaN)).toBe("0\u00a0h");
  });
});

describe("timeAgo (docs/product/economy.md §9 buckets)", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const day = 86_400;
  const ago = (seconds: number) => timeAgo(now - seconds * 1000, now);
  it("under 60 s is Just now, and so is a time in the future", () => {
    expect(ago(0)).toBe("Just now");
    expect(ago(59)).toBe("Just now");
    expect(ago(59.999)).toBe("Just now");
    expect(ago(-30)).toBe("Just now");
  });
  it("minutes below an hour, counted down, singular for one", () => {
    expect(ago(60)).toBe("1 minute ago");
    expect(ago(119)).toBe("1 minute ago");
    expect(ago(120)).toBe("2 minutes ago");
    expect(ago(3_599)).toBe("59 minutes ago");
  });
  it("hours below a day", () => {
    expect(ago(3_600)).toBe("1 hour ago");
    expect(ago(7_199)).toBe("1 hour ago");
    expect(ago(7_200)).toBe("2 hours ago");
    expect(ago(day - 1)).toBe("23 hours ago");
  });
  it("days below 30 days", () => {
    expect(ago(day)).toBe("1 day ago");
    expect(ago(2 * day)).toBe("2 days ago");
    expect(ago(30 * day - 1)).toBe("29 days ago");
  });
  it("months (of 30 days) below 365 days", () => {
    expect(ago(30 * day)).toBe("1 month ago");
    expect(ago(60 * day)).toBe("2 months ago");
    expect(ago(364 * day)).toBe("12 months ago");
    expect(ago(365 * day - 1)).toBe("12 months ago");
  });
  it("years from 365 days", () => {
    expect(ago(365 * day)).toBe("1 year ago");
    expect(ago(730 * day)).toBe("2 years ago");
    expect(ago(800 * day)).toBe("2 years ago");
  });
  it("accepts dates, epoch ms and ISO strings; undefined for an unreadable one", () => {
    expect(timeAgo(new Date(now - 90_000), now)).toBe("1 minute ago");
    expect(timeAgo("2026-11-23T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(timeAgo("not a date", now)).toBeUndefined();
  });
});

describe("formatDate", () => {
  it("reads as a short calendar date, undefined when unreadable", () => {
    expect(formatDate(Date.UTC(2026, 10, 23, 12))).toBe("Nov 23, 2026");
    expect(formatDate("2026-01-05T12:00:00Z")).toBe("Jan 5, 2026");
    expect(formatDate("not a date")).toBeUndefined();
  });
});

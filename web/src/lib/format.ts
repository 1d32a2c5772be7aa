import {
  ABBREVIATE_FROM,
  abbreviate,
  formatLargeNumber as englishLargeNumber,
  groupWithSpaces,
  LARGE_UNITS,
  signed,
} from "@jadeverse/api/client/format";
import { COMPACT_UNITS, NICKNAME_TRUNCATION } from "./constants.ts";
import { localFigures } from "./figure-locale.ts";

// The number rule itself is the API's (its invoices and checkout pages write numbers too): one module.
// Each figure below is decided by it in English's form, then written in the player's language
// (./figure-locale.ts; unchanged in English).
export { ABBREVIATE_FROM, abbreviate, groupWithSpaces };

/** Amounts and counts: from 100 000 abbreviated K, M, B, T, below that whole ("9 237", "2.05M"). */
export function formatLargeNumber(value: number): string {
  return localFigures(englishLargeNumber(value));
}

/**
 * Every number and time shown to a player is formatted here (docs/product/platform.md §9, docs/product/economy.md §9), so one rule
 * reads the same on every screen and in both shells:
 * - amounts and counts ({@link formatLargeNumber}): from 100 000 abbreviated K, M, B, T, below that
 *   whole with thousands separated by spaces ("9 237", "2.05M");
 * - token amounts ({@link formatTokenAmount}): the same rule with {@link TOKEN_SHOWN_DECIMALS} decimals;
 * - two compact exceptions the spec names: the header's balances and a chip's face
 *   ({@link formatCompact}: K from 1 000, a badge with no room) and the wheel's coins
 *   ({@link formatWheelCoins}); each shows the exact amount ({@link formatWhole}) to readers and in
 *   its tooltip;
 * - win rates with one decimal, durations, time ago and dates.
 */

/** The wheel's coins read X.XK from here (docs/product/economy.md §9); K only, never M. */
const WHEEL_UNITS = [{ value: 1_000, suffix: "K" }] as const;

/** The token's precision (docs/product/platform.md §9: 6 decimals): base units per token, as the chain and API count them. */
export const TOKEN_DECIMALS = 6;

/**
 * Decimals a token amount shows: 2, below {@link ABBREVIATE_FROM} as above it ("55 555.56",
 * "123.46K"), so an amount reads to the same precision across the boundary; the full 6-decimal
 * precision stays in the data and in what is signed and sent.
 */
export const TOKEN_SHOWN_DECIMALS = 2;

const TOKEN_SHOWN_SCALE = 10 ** TOKEN_SHOWN_DECIMALS;

/**
 * Header balances (docs/product/platform.md §9): at or above 1e3 "K", 1e6 "M", 1e9 "B", rounded to one decimal;
 * below that a whole number. 999_960 reads "1M", not "1000K"; 999.5 reads "1K".
 */
function englishFormatCompact(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const abs = Math.abs(value);
  const short = abbreviate(abs, COMPACT_UNITS, 1);
  if (short) return signed(value, `${short.scaled}${short.suffix}`);
  const rounded = Math.round(abs);
  return signed(value, rounded >= 1000 ? "1K" : String(rounded));
}

/**
 * The exact whole number, thousands separated by spaces, never abbreviated: "2 048 001". For the
 * tooltip and the screen-reader text beside a compact figure, never as the figure itself.
 */
function englishFormatWhole(value: number): string {
  return groupWithSpaces(Number.isFinite(value) ? Math.round(value) || 0 : 0);
}

/**
 * Token amounts (docs/product/platform.md §9): "12 345.5", "55 555.56", "123.46K", "1.00M", "2.50B", "1.00T".
 * Below 100 000 the amount is grouped by spaces with up to {@link TOKEN_SHOWN_DECIMALS} decimals (a
 * positive amount too small to show reads "<0.01", never "0"); from 100 000 it is abbreviated K, M,
 * B, T with exactly 2 decimals (999 999 → "1.00M").
 */
function englishFormatTokenAmount(amount: number): string {
  if (!Number.isFinite(amount)) return "0";
  const abs = Math.abs(amount);
  // Decided on the amount shown, so 99 999.996 reads "100.00K", never "100 000".
  const shown = Math.round(abs * TOKEN_SHOWN_SCALE) / TOKEN_SHOWN_SCALE;
  const short = shown >= ABBREVIATE_FROM ? abbreviate(abs, LARGE_UNITS, 2) : undefined;
  if (short) return signed(amount, `${short.scaled.toFixed(2)}${short.suffix}`);
  if (shown === 0 && abs > 0) return `${amount < 0 ? ">-" : "<"}${1 / TOKEN_SHOWN_SCALE}`;
  return signed(amount, groupWithSpaces(shown));
}

/**
 * Dollars (prices, amounts invested), by the same rule: "$9.99", "$1 050.00" with cents below
 * 100 000, then abbreviated as {@link formatLargeNumber} ("$250K", "$1.25M").
 */
function englishFormatUsd(dollars: number): string {
  if (!Number.isFinite(dollars)) return "$0.00";
  const abs = Math.abs(dollars);
  const cents = Math.round(abs * 100);
  const text =
    cents >= ABBREVIATE_FROM * 100
      ? formatLargeNumber(abs)
      : `${groupWithSpaces(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
  return `${dollars < 0 && cents > 0 ? "-" : ""}$${text}`;
}

/** A token's price in dollars, to its 6 decimals (docs/product/economy.md §9), zeros after the cents dropped: "$0.015". */
function englishFormatTokenPrice(dollars: number): string {
  if (!Number.isFinite(dollars)) return "$0.00";
  const shown = Math.round(Math.abs(dollars) * 1e6) / 1e6;
  const [whole = "0", fraction = ""] = String(shown).split(".");
  return `${dollars < 0 && shown > 0 ? "-" : ""}$${groupWithSpaces(Number(whole))}.${fraction.padEnd(2, "0")}`;
}

/**
 * Coins on the wheel (docs/product/economy.md §9): at or above 1000 X.XK, cut (not rounded) to one decimal and never
 * moving up to M ("1.2K" for 1 299, "999.9K" for 999 999); below that space-separated thousands.
 */
function englishFormatWheelCoins(amount: number): string {
  if (!Number.isFinite(amount)) return "0";
  const short = abbreviate(amount, WHEEL_UNITS, 1, Math.floor);
  if (short) return `${short.scaled.toFixed(1)}${short.suffix}`;
  return groupWithSpaces(amount);
}

/** A win rate with one decimal: 0.5734 (a ratio) or 57.34 (a percentage) → "57.3%". */
function englishFormatWinRate(rate: number, { ratio = false }: { ratio?: boolean } = {}): string {
  const percent = Number.isFinite(rate) ? (ratio ? rate * 100 : rate) : 0;
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

/** A duration as hours and minutes (docs/product/economy.md §9): 0 → "0m", 59 s → "0m", 3720 → "1h 2m", 7200 → "2h 0m". */
export function formatHoursMinutes(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/**
 * Played time in hours (leaderboard, personal panel; docs/product/economy.md §9): 5400 → "1.5 h", 0 → "0 h", the
 * unit held to its number by a non-breaking space (a narrow column never leaves the "h" alone).
 */
function englishFormatPlayedHours(seconds: number): string {
  const hours = Number.isFinite(seconds) && seconds > 0 ? seconds / 3600 : 0;
  return `${Math.round(hours * 10) / 10}\u00a0h`;
}

const TIME_AGO_STEPS = [
  { below: 60 * 60, size: 60, unit: "minute" },
  { below: 24 * 60 * 60, size: 60 * 60, unit: "hour" },
  { below: 30 * 24 * 60 * 60, size: 24 * 60 * 60, unit: "day" },
  { below: 365 * 24 * 60 * 60, size: 30 * 24 * 60 * 60, unit: "month" },
  { below: Number.POSITIVE_INFINITY, size: 365 * 24 * 60 * 60, unit: "year" },
] as const;

/**
 * Time-ago buckets (docs/product/economy.md §9): under 60 s "Just now", then minutes, hours, days (below 30 days),
 * months (below 365 days), years: "1 minute ago", "3 hours ago". A future time reads "Just now";
 * an unreadable one `undefined` (the caller shows its own fallback, e.g. the wheel's "Unknown time").
 */
export function timeAgo(when: Date | string | number, now: number = Date.now()): string | undefined {
  const time = new Date(when).getTime();
  if (Number.isNaN(time)) return undefined;
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < 60) return "Just now";
  for (const step of TIME_AGO_STEPS) {
    if (seconds >= step.below) continue;
    const count = Math.floor(seconds / step.size);
    return `${count} ${step.unit}${count === 1 ? "" : "s"} ago`;
  }
  return undefined;
}

/** A calendar date as players read it ("Nov 23, 2026"); `undefined` when unreadable. */
export function formatDate(when: Date | string | number): string | undefined {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** "Hello, {nickname}": long names are cut to 7 characters plus an ellipsis (docs/product/platform.md §2). */
export function truncateNickname(nickname: string, shouldTruncate: boolean): string {
  if (!shouldTruncate || nickname.length < NICKNAME_TRUNCATION.fromLength) return nickname;
  return `${nickname.slice(0, NICKNAME_TRUNCATION.keep)}…`;
}

// What the screens call: each rule above, its figures then written in the player's language
// (./figure-locale.ts; English's own form in English).
export const formatCompact = (value: number): string => localFigures(englishFormatCompact(value));
export const formatWhole = (value: number): string => localFigures(englishFormatWhole(value));
export const formatTokenAmount = (amount: number): string => localFigures(englishFormatTokenAmount(amount));
export const formatUsd = (dollars: number): string => localFigures(englishFormatUsd(dollars));
export const formatTokenPrice = (dollars: number): string => localFigures(englishFormatTokenPrice(dollars));
export const formatWheelCoins = (amount: number): string => localFigures(englishFormatWheelCoins(amount));
export const formatWinRate = (rate: number, options?: { ratio?: boolean }): string =>
  localFigures(englishFormatWinRate(rate, options));
export const formatPlayedHours = (seconds: number): string => localFigures(englishFormatPlayedHours(seconds));

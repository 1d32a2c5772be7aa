import { COMPACT_UNITS, NICKNAME_TRUNCATION } from "./constants.ts";

/**
 * Every number and time shown to a player is formatted here (spec 000 §9, spec 001 §9), so one rule
 * reads the same on every screen and in both shells.
 */

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Suffixes for abbreviated amounts, largest first (spec 000 §9, spec 001 §9: K, M, B, T). */
const LARGE_UNITS = [{ value: 1e12, suffix: "T" }, ...COMPACT_UNITS] as const;

/** The wheel's coins read X.XK from here (spec 001 §9); K only, never M. */
const WHEEL_UNITS = [{ value: 1_000, suffix: "K" }] as const;

/** Amounts from this value up are abbreviated (spec 000 §9 token amounts, spec 001 §9 large numbers). */
export const ABBREVIATE_FROM = 100_000;

/** Token amounts use 6 decimals (spec 000 §9): the precision shown below {@link ABBREVIATE_FROM}. */
export const TOKEN_DECIMALS = 6;

const TOKEN_SCALE = 10 ** TOKEN_DECIMALS;
const tokenGrouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: TOKEN_DECIMALS });

/**
 * `abs` scaled to the largest unit it reaches, cut to `decimals` by `round` (half up by default);
 * moves up a unit when rounding reaches 1000 (999_960 → 1M, not 1000K) if there is a bigger unit.
 * `undefined` below the smallest unit.
 */
export function abbreviate(
  abs: number,
  units: readonly { value: number; suffix: string }[],
  decimals: number,
  round: (x: number) => number = Math.round,
): { scaled: number; suffix: string } | undefined {
  const factor = 10 ** decimals;
  for (const [index, unit] of units.entries()) {
    if (abs < unit.value) continue;
    const scaled = round((abs / unit.value) * factor) / factor;
    const bigger = units[index - 1];
    if (scaled >= 1000 && bigger)
      return { scaled: round((abs / bigger.value) * factor) / factor, suffix: bigger.suffix };
    return { scaled, suffix: unit.suffix };
  }
  return undefined;
}

/** `text` with a minus for a negative value, unless it reads zero ("-0.2" shown whole is "0", not "-0"). */
const signed = (value: number, text: string): string => (value < 0 && text !== "0" ? `-${text}` : text);

/**
 * Header balances (spec 000 §9): at or above 1e3 "K", 1e6 "M", 1e9 "B", rounded to one decimal;
 * below that a whole number. 999_960 reads "1M", not "1000K"; 999.5 reads "1K".
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const abs = Math.abs(value);
  const short = abbreviate(abs, COMPACT_UNITS, 1);
  if (short) return signed(value, `${short.scaled}${short.suffix}`);
  const rounded = Math.round(abs);
  return signed(value, rounded >= 1000 ? "1K" : String(rounded));
}

/** A whole number with comma thousands separators, for labels and tooltips: "12,345". */
export function formatWhole(value: number): string {
  return grouped.format(Math.round(value) || 0);
}

/** Thousands separated by spaces (spec 001 §9): 1234567 → "1 234 567"; decimals kept as given. */
export function groupWithSpaces(value: number): string {
  const [whole = "0", fraction] = String(Math.abs(value)).split(".");
  const spaced = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${value < 0 ? "-" : ""}${spaced}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Statistics, leaderboard and referral amounts (spec 001 §9): from 100 000 abbreviated K, M, B, T with
 * up to two decimals ("123.46K", "1.5M"), below that whole with space-separated thousands ("99 999").
 */
export function formatLargeNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const abs = Math.abs(value);
  // Decided on the whole number shown, so 99 999.5 reads "100K", never "100 000".
  const short = Math.round(abs) >= ABBREVIATE_FROM ? abbreviate(abs, LARGE_UNITS, 2) : undefined;
  if (short) return signed(value, `${short.scaled}${short.suffix}`);
  return signed(value, groupWithSpaces(Math.round(abs)));
}

/**
 * Token amounts (spec 000 §9): "12,345.5", "99,999.999999", "123.46K", "1.00M", "2.50B", "1.00T".
 * Below 100 000 the amount keeps up to 6 decimals (the token's precision) with comma thousands;
 * from 100 000 it is abbreviated K, M, B, T with exactly 2 decimals (999 999 → "1.00M").
 */
export function formatTokenAmount(amount: number): string {
  if (!Number.isFinite(amount)) return "0";
  const abs = Math.abs(amount);
  // Decided on the amount shown (6 decimals), so 99 999.9999999 reads "100.00K", never "100,000".
  const shown = abs >= ABBREVIATE_FROM ? abs : Math.round(abs * TOKEN_SCALE) / TOKEN_SCALE;
  const short = shown >= ABBREVIATE_FROM ? abbreviate(abs, LARGE_UNITS, 2) : undefined;
  if (short) return signed(amount, `${short.scaled.toFixed(2)}${short.suffix}`);
  return signed(amount, tokenGrouped.format(abs));
}

/**
 * Coins on the wheel (spec 001 §9): at or above 1000 X.XK, cut (not rounded) to one decimal and never
 * moving up to M ("1.2K" for 1 299, "999.9K" for 999 999); below that space-separated thousands.
 */
export function formatWheelCoins(amount: number): string {
  if (!Number.isFinite(amount)) return "0";
  const short = abbreviate(amount, WHEEL_UNITS, 1, Math.floor);
  if (short) return `${short.scaled.toFixed(1)}${short.suffix}`;
  return groupWithSpaces(amount);
}

/** A win rate with one decimal: 0.5734 (a ratio) or 57.34 (a percentage) → "57.3%". */
export function formatWinRate(rate: number, { ratio = false }: { ratio?: boolean } = {}): string {
  const percent = Number.isFinite(rate) ? (ratio ? rate * 100 : rate) : 0;
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

/** A duration as hours and minutes (spec 001 §9): 0 → "0m", 59 s → "0m", 3720 → "1h 2m", 7200 → "2h 0m". */
export function formatHoursMinutes(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/**
 * Played time in hours (leaderboard, personal panel; spec 001 §9): 5400 → "1.5 h", 0 → "0 h", the
 * unit held to its number by a non-breaking space (a narrow column never leaves the "h" alone).
 */
export function formatPlayedHours(seconds: number): string {
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
 * Time-ago buckets (spec 001 §9): under 60 s "Just now", then minutes, hours, days (below 30 days),
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

/** "Hello, {nickname}": long names are cut to 7 characters plus an ellipsis (spec 000 §2). */
export function truncateNickname(nickname: string, shouldTruncate: boolean): string {
  if (!shouldTruncate || nickname.length < NICKNAME_TRUNCATION.fromLength) return nickname;
  return `${nickname.slice(0, NICKNAME_TRUNCATION.keep)}…`;
}

import { COMPACT_UNITS, NICKNAME_TRUNCATION } from "./constants.ts";

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Header balances (spec 000 §9): at or above 1e3 "K", 1e6 "M", 1e9 "B", rounded to one decimal;
 * below that a whole number. 999_960 reads "1M", not "1000K".
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    if (abs < unit.value) continue;
    const scaled = Math.round((abs / unit.value) * 10) / 10;
    const bigger = COMPACT_UNITS[index - 1];
    if (scaled >= 1000 && bigger)
      return `${sign}${Math.round((abs / bigger.value) * 10) / 10}${bigger.suffix}`;
    return `${sign}${scaled}${unit.suffix}`;
  }
  const rounded = Math.round(abs);
  if (rounded >= 1000) return `${sign}1K`;
  return `${sign}${rounded}`;
}

/** A whole number with thousands separators, for labels and tooltips. */
export function formatWhole(value: number): string {
  return grouped.format(Math.round(value));
}

/** "Hello, {nickname}": long names are cut to 7 characters plus an ellipsis (spec 000 §2). */
export function truncateNickname(nickname: string, shouldTruncate: boolean): string {
  if (!shouldTruncate || nickname.length < NICKNAME_TRUNCATION.fromLength) return nickname;
  return `${nickname.slice(0, NICKNAME_TRUNCATION.keep)}…`;
}

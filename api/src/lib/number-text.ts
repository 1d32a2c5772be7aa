/**
 * How JadeVerse writes a number (docs/product/economy.md §9), for every text a player reads: the pages of both
 * shells (web/src/lib/format.ts builds on it) and what the server writes itself (a Telegram invoice,
 * a Stripe checkout line). From {@link ABBREVIATE_FROM} abbreviated K, M, B, T; below, whole with
 * thousands separated by spaces.
 */

/** Amounts from this value up are abbreviated (docs/product/platform.md §9 token amounts, docs/product/economy.md §9 large numbers). */
export const ABBREVIATE_FROM = 100_000;

/** Suffixes for abbreviated amounts, largest first (docs/product/economy.md §9: K, M, B, T). */
export const LARGE_UNITS = [
  { value: 1e12, suffix: "T" },
  { value: 1e9, suffix: "B" },
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
] as const;

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
export const signed = (value: number, text: string): string =>
  value < 0 && text !== "0" ? `-${text}` : text;

/** Thousands separated by spaces (docs/product/economy.md §9): 1234567 → "1 234 567"; decimals kept as given. */
export function groupWithSpaces(value: number): string {
  const [whole = "0", fraction] = String(Math.abs(value)).split(".");
  const spaced = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${value < 0 ? "-" : ""}${spaced}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Statistics, leaderboard and referral amounts (docs/product/economy.md §9): from 100 000 abbreviated K, M, B, T with
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

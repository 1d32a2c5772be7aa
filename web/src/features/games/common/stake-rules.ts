import { formatCompact, formatLargeNumber } from "../../../lib/format.ts";
import type { GamesText, GamesTranslate } from "../messages.ts";

/** A stake's bounds in whole coins, as the server publishes them for a game. */
export interface StakeBounds {
  min: number;
  max: number;
}

/** Why a stake cannot be sent, or null when it can. */
export type StakeProblem = "no-bet" | "below-min" | "above-max" | "over-balance";

/** The most chips a picker offers. */
export const MAX_CHIPS = 6;

const LADDER_STEPS = [1, 2, 5] as const;

/**
 * The chips a picker offers for bounds: the minimum, the 1-2-5 ladder between (10, 20, 50, 100 …)
 * and the maximum, thinned evenly to at most `count` values (the minimum and maximum always kept).
 */
export function chipValues({ min, max }: StakeBounds, count = MAX_CHIPS): number[] {
  if (!(min >= 1) || !(max >= min)) return [];
  const values = new Set<number>([min]);
  for (let power = 1; power <= max; power *= 10)
    for (const step of LADDER_STEPS) {
      const value = step * power;
      if (value > min && value < max) values.add(value);
    }
  values.add(max);
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length <= count) return sorted;
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(sorted[Math.round((i * (sorted.length - 1)) / (count - 1))]!);
  return [...picked];
}

/** A typed amount as a whole number of coins within the bounds (the minimum for nonsense). */
export function clampStake(value: number, { min, max }: StakeBounds): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Twice the stake, at most the maximum. */
export const doubleStake = (stake: number, bounds: StakeBounds): number => clampStake(stake * 2, bounds);
/** Half the stake (rounded down), at least the minimum. */
export const halveStake = (stake: number, bounds: StakeBounds): number => clampStake(stake / 2, bounds);

/**
 * What stops a stake from being sent: nothing staked, out of the bounds, or more than the balance
 * (`balance` undefined while it loads: not checked, the server still refuses what it must).
 */
export function stakeProblem(stake: number, bounds: StakeBounds, balance?: number): StakeProblem | null {
  if (!(stake > 0)) return "no-bet";
  if (stake < bounds.min) return "below-min";
  if (stake > bounds.max) return "above-max";
  if (balance !== undefined && stake > balance) return "over-balance";
  return null;
}

/** A stake problem's message. */
export function stakeMessage(problem: StakeProblem, bounds: StakeBounds): GamesText {
  switch (problem) {
    case "no-bet":
      return { id: "noBet" };
    case "below-min":
      return { id: "belowMin", values: { count: bounds.min, min: formatLargeNumber(bounds.min) } };
    case "above-max":
      return { id: "aboveMax", values: { count: bounds.max, max: formatLargeNumber(bounds.max) } };
    case "over-balance":
      return { id: "overBalance" };
  }
}

/** Whether a game's notice is an over-balance one (the stake or the bets are more than the coins held). */
export const isOverBalance = (notice: GamesText | null) =>
  notice?.id === "overBalance" || notice?.id === "overBalanceBets";

/** Coins in words for the screen and screen readers: "1 250 coins". */
export const coinsText = (t: GamesTranslate, amount: number): string =>
  t("coins", { count: amount, amount: formatLargeNumber(amount) });

/**
 * A chip's or a preset's name: the amount in words, after the short figure the button shows where that
 * is not how the words begin ("2K, 2 000 coins"; "50 coins"), so the name holds what is seen (WCAG 2.5.3).
 */
export function amountName(t: GamesTranslate, amount: number): string {
  const shown = formatCompact(amount);
  const words = coinsText(t, amount);
  return words.startsWith(`${shown} `) ? words : t("commaPair", { first: shown, second: words });
}

/** What a round paid, in words: "No win", or "Paid 360 coins · net +350" (the net after the stake). */
export function payoutText(t: GamesTranslate, totalBet: number, totalWin: number): string {
  if (totalWin === 0) return t("noWin");
  const net = totalWin - totalBet;
  return t("paidNet", {
    coins: coinsText(t, totalWin),
    net: `${net > 0 ? "+" : net < 0 ? "−" : ""}${formatLargeNumber(Math.abs(net))}`,
  });
}

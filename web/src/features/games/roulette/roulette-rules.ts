import { coveredNumbers, pocketColor, type RouletteBetKind } from "@jadeverse/api/client/games";
import { formatLargeNumber } from "../../../lib/format.ts";
import { coinsText } from "../common/stake-rules.ts";
import type { GamesMessage, GamesText, GamesTranslate } from "../messages.ts";

/** One bet on the board: its kind, the numbers the request sends, and the coins on it. */
export interface PlacedBet {
  key: string;
  kind: RouletteBetKind;
  numbers: number[];
  amount: number;
}

export type Board = readonly PlacedBet[];

/** The key of a bet: its kind and the numbers sent, ascending ("split:17-20", "red"). */
export const betKey = (kind: RouletteBetKind, numbers: readonly number[]): string =>
  numbers.length === 0 ? kind : `${kind}:${[...numbers].sort((a, b) => a - b).join("-")}`;

/** Coins on the whole board. */
export const boardTotal = (board: Board): number => board.reduce((sum, bet) => sum + bet.amount, 0);

/** Coins on one bet (0 when none). */
export const amountOn = (board: Board, key: string): number => board.find((b) => b.key === key)?.amount ?? 0;

/** The table's limits on a board: the most on one bet and on the whole spin. */
export interface BoardLimits {
  maxBet: number;
  maxTotal: number;
}

/**
 * The board after a chip lands on a bet. The chip is cut down so that the bet stays within
 * `maxBet` and the board within `maxTotal`; a chip that cannot fit at all leaves the board as it was
 * (the same array, so callers can tell).
 */
export function placeChip(
  board: Board,
  bet: { kind: RouletteBetKind; numbers: readonly number[] },
  chip: number,
  { maxBet, maxTotal }: BoardLimits,
): Board {
  const key = betKey(bet.kind, bet.numbers);
  const existing = board.find((b) => b.key === key);
  const amount = Math.min(chip, maxTotal - boardTotal(board), maxBet - (existing?.amount ?? 0));
  if (!(amount > 0)) return board;
  if (existing) return board.map((b) => (b.key === key ? { ...b, amount: b.amount + amount } : b));
  const numbers = [...bet.numbers].sort((a, b) => a - b);
  return [...board, { key, kind: bet.kind, numbers, amount }];
}

/** The board without one bet. */
export const removeBet = (board: Board, key: string): Board => board.filter((b) => b.key !== key);

/** Every bet doubled, or the board as it was when that would pass a limit. */
export function doubleBoard(board: Board, { maxBet, maxTotal }: BoardLimits): Board {
  if (board.length === 0 || boardTotal(board) * 2 > maxTotal || board.some((b) => b.amount * 2 > maxBet))
    return board;
  return board.map((b) => ({ ...b, amount: b.amount * 2 }));
}

/** The request's `bets`: `numbers` left out of the bets that take none. */
export const requestBets = (board: Board): { kind: RouletteBetKind; numbers?: number[]; amount: number }[] =>
  board.map(({ kind, numbers, amount }) =>
    numbers.length === 0 ? { kind, amount } : { kind, numbers, amount },
  );

/** What each kind pays, odds:1, as the catalogue publishes it. */
export type RouletteOdds = Readonly<Record<RouletteBetKind, number>>;

/**
 * The most the board could pay back on any pocket (stakes of winning bets included): the server
 * refuses a spin whose best pocket would pay more than the table's max win.
 */
export function bestPayout(board: Board, odds: RouletteOdds): number {
  const byPocket = new Array<number>(37).fill(0);
  for (const bet of board)
    for (const n of coveredNumbers(bet.kind, bet.numbers)) byPocket[n]! += bet.amount * (odds[bet.kind] + 1);
  return Math.max(0, ...byPocket);
}

/** The inside bets that picked numbers may form, tried in this order. */
const COMBINED_KINDS: readonly RouletteBetKind[] = ["split", "street", "corner", "first-four", "six-line"];

/**
 * The inside bet that picked numbers form on the table (a split of two neighbours, a street or a
 * trio with zero, a corner, first four, a six line), by the engine's own rules; null when none.
 */
export function combinedBet(picked: readonly number[]): { kind: RouletteBetKind; numbers: number[] } | null {
  if (picked.length < 2) return null;
  for (const kind of COMBINED_KINDS) {
    try {
      return { kind, numbers: coveredNumbers(kind, picked) };
    } catch {
      // Not this kind: try the next.
    }
  }
  return null;
}

const KIND_NAMES: Readonly<Record<RouletteBetKind, GamesMessage>> = {
  straight: "kindStraight",
  split: "kindSplit",
  street: "kindStreet",
  corner: "kindCorner",
  "first-four": "kindFirstFour",
  "six-line": "kindSixLine",
  dozen: "kindDozen",
  column: "kindColumn",
  red: "kindRed",
  black: "kindBlack",
  odd: "kindOdd",
  even: "kindEven",
  low: "kindLow",
  high: "kindHigh",
};

/** A bet in words: "Straight 17", "Split 17, 20", "Dozen 13 to 24", "Column 2", "Red". */
export function betName(t: GamesTranslate, kind: RouletteBetKind, numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (kind === "dozen" && sorted.length === 1)
    return t("dozenRange", { from: 12 * sorted[0]! - 11, to: 12 * sorted[0]! });
  if (kind === "column" && sorted.length === 1) return t("columnNumber", { column: sorted[0]! });
  if (kind === "dozen" || kind === "column" || kind === "first-four" || sorted.length === 0)
    return t(KIND_NAMES[kind]);
  return `${t(KIND_NAMES[kind])} ${sorted.join(", ")}`;
}

/** A pocket in words: "17 red", "0 green". */
export const pocketText = (t: GamesTranslate, pocket: number): string =>
  t("pocket", { number: pocket, color: pocketColor(pocket) });

/** What the live region says after a spin. */
export function spinAnnouncement(t: GamesTranslate, pocket: number, totalWin: number): string {
  return t("announceSpin", {
    pocket: pocketText(t, pocket),
    payout: totalWin > 0 ? t("youWin", { coins: coinsText(t, totalWin) }) : t("noWin"),
  });
}

/** The numbers of a European wheel clockwise from zero (the ring the ball animation draws). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** Whole turns the wheel makes before it stops. */
export const WHEEL_TURNS = 4;

/**
 * The wheel's next rotation (degrees, clockwise, always forward from `current`) that brings `pocket`
 * under the pointer at the top, after {@link WHEEL_TURNS} whole turns.
 */
export function wheelRotation(current: number, pocket: number): number {
  const slot = 360 / WHEEL_ORDER.length;
  const index = WHEEL_ORDER.indexOf(pocket);
  const target = (((-index * slot - current) % 360) + 360) % 360;
  return current + WHEEL_TURNS * 360 + target;
}

/** The table's limits as the catalogue publishes them (per bet, per spin, the most one spin pays). */
export interface RouletteLimits {
  minBet: number;
  maxBet: number;
  maxTotalBet: number;
  maxBets: number;
  maxWin: number;
}

/** Coins as a message's `count` (its plural) and `amount` (the figure shown). */
const coinValues = (amount: number) => ({ count: amount, amount: formatLargeNumber(amount) });

/** Why the board cannot be spun (its message), or null when it can. */
export function boardProblem(
  board: Board,
  limits: RouletteLimits,
  odds: RouletteOdds,
  balance?: number,
): GamesText | null {
  if (board.length === 0) return { id: "noRouletteBet" };
  if (board.length > limits.maxBets) return { id: "tooManyBets", values: { count: limits.maxBets } };
  const small = board.find((b) => b.amount < limits.minBet);
  if (small) return { id: "betAtLeast", values: coinValues(limits.minBet) };
  if (boardTotal(board) > limits.maxTotalBet)
    return { id: "spinAtMost", values: coinValues(limits.maxTotalBet) };
  if (bestPayout(board, odds) > limits.maxWin) return { id: "overMaxWin", values: coinValues(limits.maxWin) };
  if (balance !== undefined && boardTotal(board) > balance) return { id: "overBalanceBets" };
  return null;
}

/**
 * The keys of the bets that won: the answer settles the bets in the order they were sent, so the
 * n-th answer belongs to the n-th bet of the board that was spun.
 */
export function winningKeys(spun: Board, settled: readonly { win: number }[]): Set<string> {
  return new Set(spun.filter((_, i) => (settled[i]?.win ?? 0) > 0).map((bet) => bet.key));
}

/**
 * European roulette (one zero, 37 pockets), several bets per spin.
 *
 * Outcome: `pocket = floor(float × 37)` from the spin's first float (pocket 0–36 is the number).
 *
 * Bets are `{ kind, numbers?, amount }`; `numbers` may come in any order and are checked against the
 * standard layout (three columns, twelve rows: row r holds 3r−2, 3r−1, 3r; zero sits above 1, 2, 3):
 *
 * | kind         | numbers                                                           | pays  |
 * |--------------|-------------------------------------------------------------------|-------|
 * | `straight`   | one number 0–36                                                   | 35:1  |
 * | `split`      | two neighbours: n & n+1 in one row, n & n+3, or 0 with 1, 2 or 3   | 17:1  |
 * | `street`     | a row n, n+1, n+2 (n = 1, 4, … 34), or a trio 0-1-2 / 0-2-3        | 11:1  |
 * | `corner`     | a square n, n+1, n+3, n+4 (n not in the right-hand column, n ≤ 32) | 8:1   |
 * | `first-four` | 0, 1, 2, 3 (or omitted)                                           | 8:1   |
 * | `six-line`   | two adjacent rows n … n+5 (n = 1, 4, … 31)                        | 5:1   |
 * | `dozen`      | `[1]`, `[2]` or `[3]` (1–12, 13–24, 25–36), or those 12 numbers   | 2:1   |
 * | `column`     | `[1]`, `[2]` or `[3]` (n ≡ 1, 2, 0 mod 3), or those 12 numbers    | 2:1   |
 * | `red`/`black`, `odd`/`even`, `low` (1–18)/`high` (19–36) | none (omit or `[]`)   | 1:1   |
 *
 * Zero loses every outside bet (no la partage, no en prison). A winning bet returns its stake plus
 * the odds (`payout = amount × (odds + 1)`), a losing bet returns 0; `payout` always includes the
 * stake. Every bet returns 36/37 of its stake on average: the house edge is 1/37 ≈ 2.70 % on each.
 */
import { assertFloats, assertStake, GameRuleError } from "./common.ts";

/** Pockets on the wheel: 0–36. */
export const POCKETS = 37;
/** Floats a spin uses. */
export const ROULETTE_FLOATS = 1;
/** The most bets one spin may carry. */
export const MAX_BETS_PER_SPIN = 100;
/** The red numbers; the other numbers 1–36 are black, 0 is green. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export const ROULETTE_BET_KINDS = [
  "straight",
  "split",
  "street",
  "corner",
  "first-four",
  "six-line",
  "dozen",
  "column",
  "red",
  "black",
  "odd",
  "even",
  "low",
  "high",
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** The odds each kind pays (x:1). */
export const ROULETTE_ODDS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  "first-four": 8,
  "six-line": 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteBet {
  kind: RouletteBetKind;
  numbers?: readonly number[];
  amount: number;
}

export type PocketColor = "green" | "red" | "black";

export interface RouletteBetResult {
  kind: RouletteBetKind;
  /** The numbers the bet covers, ascending. */
  numbers: number[];
  amount: number;
  won: boolean;
  /** Coins returned: `amount × (odds + 1)` on a win (stake included), 0 on a loss. */
  payout: number;
}

export interface RouletteResult {
  pocket: number;
  color: PocketColor;
  bets: RouletteBetResult[];
  totalStake: number;
  totalPayout: number;
  /** `totalPayout − totalStake`. */
  net: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);
const invalid = (message: string): never => {
  throw new GameRuleError("INVALID_BET", message);
};

/** The colour of a pocket. */
export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return "green";
  return RED_NUMBERS.includes(pocket) ? "red" : "black";
}

/** `floor(float × 37)`: the pocket a float lands on. */
export function pocketFromFloat(float: number): number {
  assertFloats([float], 1, "roulette");
  return Math.floor(float * POCKETS);
}

const dozenNumbers = (d: number) => range(12 * (d - 1) + 1, 12 * d);
const columnNumbers = (c: number) => range(1, 36).filter((n) => n % 3 === c % 3);

/** A dozen or column named by its index `[1|2|3]` or listed as its 12 numbers. */
function twelveOf(numbers: readonly number[], setOf: (i: number) => number[], kind: string): number[] {
  if (numbers.length === 1) {
    const i = numbers[0]!;
    if (i === 1 || i === 2 || i === 3) return setOf(i);
    return invalid(`${kind} must be named 1, 2 or 3`);
  }
  for (const i of [1, 2, 3]) if (sameSet(numbers, setOf(i))) return setOf(i);
  return invalid(`${kind} must be [1], [2], [3] or exactly its 12 numbers`);
}

const EVEN_MONEY: Readonly<Record<string, (n: number) => boolean>> = {
  red: (n) => RED_NUMBERS.includes(n),
  black: (n) => n !== 0 && !RED_NUMBERS.includes(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n !== 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};

/**
 * The numbers a bet covers, ascending; throws `INVALID_BET` when the kind is unknown or the numbers
 * are not that kind of bet on the layout (see the table above).
 */
export function coveredNumbers(kind: RouletteBetKind, numbers: readonly number[] = []): number[] {
  if (!Array.isArray(numbers)) return invalid("numbers must be an array");
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36))
    return invalid("numbers must be whole numbers from 0 to 36");
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.some((n, i) => i > 0 && n === sorted[i - 1])) return invalid("numbers must not repeat");
  // Stryker disable next-line UnaryOperator: the defaults are never read: each kind that reads a or b first requires that many numbers
  const [a = -1, b = -1] = sorted;
  const need = (count: number) => {
    if (sorted.length !== count) invalid(`a ${kind} bet covers ${count} numbers`);
  };
  switch (kind) {
    case "straight":
      need(1);
      return sorted;
    case "split":
      need(2);
      if ((a === 0 && b <= 3) || (a >= 1 && b - a === 3) || (a >= 1 && b - a === 1 && a % 3 !== 0))
        return sorted;
      return invalid("a split covers two neighbouring numbers");
    case "street":
      need(3);
      if (
        (a % 3 === 1 && sameSet(sorted, range(a, a + 2))) ||
        sameSet(sorted, [0, 1, 2]) ||
        sameSet(sorted, [0, 2, 3])
      )
        return sorted;
      return invalid("a street covers one row (or the trio 0-1-2 or 0-2-3)");
    case "corner":
      need(4);
      if (a >= 1 && a % 3 !== 0 && a <= 32 && sameSet(sorted, [a, a + 1, a + 3, a + 4])) return sorted;
      return invalid("a corner covers four numbers in a square");
    case "first-four":
      if (sorted.length === 0 || sameSet(sorted, [0, 1, 2, 3])) return [0, 1, 2, 3];
      return invalid("first four covers 0, 1, 2 and 3");
    case "six-line":
      need(6);
      if (a % 3 === 1 && a <= 31 && sameSet(sorted, range(a, a + 5))) return sorted;
      return invalid("a six line covers two neighbouring rows");
    case "dozen":
      return twelveOf(sorted, dozenNumbers, "dozen");
    case "column":
      return twelveOf(sorted, columnNumbers, "column");
    case "red":
    case "black":
    case "odd":
    case "even":
    case "low":
    case "high":
      if (sorted.length !== 0) return invalid(`a ${kind} bet takes no numbers`);
      return range(0, 36).filter(EVEN_MONEY[kind]!);
    default:
      return invalid("unknown bet kind");
  }
}

/** Checks every bet (kind, numbers, amount, at most MAX_BETS_PER_SPIN) and returns them normalised. */
export function validateBets(bets: readonly RouletteBet[]): { bet: RouletteBet; numbers: number[] }[] {
  if (!Array.isArray(bets) || bets.length === 0) return invalid("a spin needs at least one bet");
  if (bets.length > MAX_BETS_PER_SPIN) return invalid(`a spin takes at most ${MAX_BETS_PER_SPIN} bets`);
  return bets.map((bet) => {
    if (!(ROULETTE_BET_KINDS as readonly string[]).includes(bet?.kind)) return invalid("unknown bet kind");
    assertStake(bet.amount, `${bet.kind} amount`);
    return { bet, numbers: coveredNumbers(bet.kind, bet.numbers) };
  });
}

/** Settles every bet on `pocket`; throws before settling anything if one bet is invalid. */
export function settle(bets: readonly RouletteBet[], pocket: number): RouletteResult {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= POCKETS) return invalid("pocket must be 0–36");
  const results = validateBets(bets).map(({ bet, numbers }): RouletteBetResult => {
    const won = numbers.includes(pocket);
    return {
      kind: bet.kind,
      numbers,
      amount: bet.amount,
      won,
      payout: won ? bet.amount * (ROULETTE_ODDS[bet.kind] + 1) : 0,
    };
  });
  const totalStake = results.reduce((sum, r) => sum + r.amount, 0);
  const totalPayout = results.reduce((sum, r) => sum + r.payout, 0);
  return {
    pocket,
    color: pocketColor(pocket),
    bets: results,
    totalStake,
    totalPayout,
    net: totalPayout - totalStake,
  };
}

/** One spin: the pocket from `floats[0]`, then {@link settle}. */
export function spin(floats: readonly number[], bets: readonly RouletteBet[]): RouletteResult {
  assertFloats(floats, ROULETTE_FLOATS, "roulette");
  return settle(bets, pocketFromFloat(floats[0]!));
}

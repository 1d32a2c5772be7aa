/**
 * A 5-reel, 3-row, 10-line video slot with published reel strips and an exactly computed RTP.
 *
 * Spin: reel r stops at `stop_r = floor(floats[r] × strip_r.length)` (floats 0–4). The symbol at
 * `strip_r[stop_r]` shows on the top row; the rows below continue down the strip, wrapping:
 * `grid[r][row] = strip_r[(stop_r + row) mod strip_r.length]`.
 *
 * Lines: each payline names one row per reel; a line pays for 3, 4 or 5 of a kind on consecutive
 * reels from the LEFT. The wild substitutes for every symbol and also pays on its own; a line pays
 * only its best win: `max(pay(wild, leading wilds), pay(S, leading S-or-wild))` where S is the first
 * non-wild symbol. A line win is `multiplier × betPerLine`; the total bet is `lines × betPerLine`;
 * everything is a whole number of coins, no rounding.
 *
 * RTP: reels stop independently and uniformly, so the symbol any line shows on reel r is distributed
 * as the symbol counts of strip r, whatever the row. Every line therefore has the same expected
 * multiplier, E = Σ over the 5-tuples of symbols of Π count_r(s_r) / length_r × pay(tuple), and by
 * linearity the RTP of the whole spin is E. {@link exactRtp} sums it exactly in BigInt.
 */
import { assertFloats, assertStake, GameRuleError } from "./common.ts";

/** Floats a spin uses: one per reel. */
export const SLOTS_FLOATS = 5;

export interface SlotMachine {
  /** Symbol codes (one character each) to their names. */
  symbols: Readonly<Record<string, string>>;
  /** The wild's code, or null for a machine without one. */
  wild: string | null;
  /** One string per reel, one character per stop. */
  strips: readonly string[];
  rows: number;
  /** Each line: the row (0 = top) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** Multipliers of the line bet for [3, 4, 5] of a kind; a symbol missing here never pays. */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
}

/**
 * JadeVerse's published machine. Symbols by value: W jade (wild), D dragon, T tiger, K koi, L lotus,
 * N lantern, C coin, B bamboo. Five strips of 32 stops, each holding W×2 D×3 T×3 K×4 L×4 N×5 C×5
 * B×6 in a different order. Lines are numbered 1–10 in the order listed (index 0 = line 1).
 *
 * Exact figures (checked by the tests against a brute force over all 32⁵ spins):
 * RTP = 32,285,373 / 33,554,432 (= 2²⁵) ≈ 96.2179 %; a given line wins with probability
 * 229 / 4096 ≈ 5.59 %; 13,677,568 of the 33,554,432 spins (≈ 40.76 %) win something; the largest
 * win of one spin is 2,604 × the line bet (260.4 × the total bet).
 */
export const JADE_SLOTS: SlotMachine = {
  symbols: { W: "jade", D: "dragon", T: "tiger", K: "koi", L: "lotus", N: "lantern", C: "coin", B: "bamboo" },
  wild: "W",
  strips: [
    "TLNWBDTLCDBNBKWKBDNCKLNCLCBCTBKN",
    "NDTLNCDBLCNDLNKCKBTBTCNBKWBLKBCW",
    "BNCBKNCWCBDCBNLTDWKTKBLDKCNBLTNL",
    "TNTBKCNCTBWCLBKNDKLDNBLBCNBKDLWC",
    "CDLCKTLNLKWBNBLBCBNKDTNBWNCKTBCD",
  ],
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
  paytable: {
    W: [50, 250, 2000],
    D: [30, 120, 600],
    T: [20, 80, 300],
    K: [15, 50, 200],
    L: [10, 30, 100],
    N: [8, 20, 80],
    C: [5, 15, 50],
    B: [4, 10, 40],
  },
};

export interface LineWin {
  /** Index into `machine.paylines`. */
  line: number;
  symbol: string;
  count: 3 | 4 | 5;
  multiplier: number;
  win: number;
}

export interface SlotSpin {
  stops: number[];
  /** `grid[reel][row]`, symbol codes. */
  grid: string[][];
  lines: LineWin[];
  betPerLine: number;
  totalBet: number;
  totalWin: number;
  net: number;
}

/** Throws `INVALID_BET` unless the machine is well formed (5 reels, rows, lines in range, codes known). */
export function assertMachine(machine: SlotMachine): void {
  const fail = (message: string): never => {
    throw new GameRuleError("INVALID_BET", `slot machine: ${message}`);
  };
  if (machine.strips.length !== 5) fail("5 reels");
  for (const strip of machine.strips) {
    if (strip.length < machine.rows) fail("a strip shorter than the window");
    for (const s of strip) if (!(s in machine.symbols)) fail(`unknown symbol ${s}`);
  }
  for (const line of machine.paylines)
    if (line.length !== 5 || line.some((row) => !Number.isInteger(row) || row < 0 || row >= machine.rows))
      fail("a payline crosses a row outside the window");
}

/** The best win of the five symbols on a line, or null. */
export function evaluateLine(
  machine: SlotMachine,
  symbols: readonly string[],
): { symbol: string; count: 3 | 4 | 5; multiplier: number } | null {
  const pay = (symbol: string, count: number) =>
    count >= 3 ? (machine.paytable[symbol]?.[count - 3] ?? 0) : 0;
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === machine.wild) wilds++;
  const target = symbols[wilds];
  let run = wilds;
  if (target !== undefined)
    while (run < 5 && (symbols[run] === target || symbols[run] === machine.wild)) run++;
  const wildPay = machine.wild === null ? 0 : pay(machine.wild, wilds);
  const targetPay = target === undefined ? 0 : pay(target, run);
  if (wildPay === 0 && targetPay === 0) return null;
  return wildPay >= targetPay
    ? { symbol: machine.wild!, count: wilds as 3 | 4 | 5, multiplier: wildPay }
    : { symbol: target!, count: run as 3 | 4 | 5, multiplier: targetPay };
}

/** The visible window for given stops: `grid[reel][row]`. */
export function gridOf(machine: SlotMachine, stops: readonly number[]): string[][] {
  return machine.strips.map((strip, r) =>
    Array.from({ length: machine.rows }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  );
}

/** Evaluates a spin at given stops (what {@link spin} does after mapping the floats). */
export function spinAt(machine: SlotMachine, stops: readonly number[], betPerLine: number): SlotSpin {
  assertStake(betPerLine, "bet per line");
  const grid = gridOf(machine, stops);
  const lines: LineWin[] = [];
  machine.paylines.forEach((rows, line) => {
    const win = evaluateLine(
      machine,
      rows.map((row, r) => grid[r]![row]!),
    );
    if (win) lines.push({ line, ...win, win: win.multiplier * betPerLine });
  });
  const totalBet = betPerLine * machine.paylines.length;
  const totalWin = lines.reduce((sum, l) => sum + l.win, 0);
  return { stops: [...stops], grid, lines, betPerLine, totalBet, totalWin, net: totalWin - totalBet };
}

/** One spin from floats 0–4: `stop_r = floor(floats[r] × strip_r.length)`. */
export function spin(
  floats: readonly number[],
  betPerLine: number,
  machine: SlotMachine = JADE_SLOTS,
): SlotSpin {
  assertFloats(floats, machine.strips.length, "slots");
  const stops = machine.strips.map((strip, r) => Math.floor(floats[r]! * strip.length));
  return spinAt(machine, stops, betPerLine);
}

/** A non-negative rational number, reduced. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduce = (numerator: bigint, denominator: bigint): Ratio => {
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
};

/** Per reel, each symbol's count on its strip. */
const symbolCounts = (machine: SlotMachine): Map<string, bigint>[] =>
  machine.strips.map((strip) => {
    const counts = new Map<string, bigint>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0n) + 1n);
    return counts;
  });

/**
 * The exact return to player (total expected win ÷ total bet) and the exact probability that a
 * given line wins, by enumerating the 5-tuples of symbols weighted by their counts on each strip.
 */
export function exactRtp(machine: SlotMachine = JADE_SLOTS): { rtp: Ratio; lineHitRate: Ratio } {
  assertMachine(machine);
  const counts = symbolCounts(machine);
  let paid = 0n;
  let hits = 0n;
  const walk = (reel: number, symbols: string[], weight: bigint): void => {
    if (reel === 5) {
      const win = evaluateLine(machine, symbols);
      if (win) {
        paid += weight * BigInt(win.multiplier);
        hits += weight;
      }
      return;
    }
    for (const [symbol, count] of counts[reel]!) walk(reel + 1, [...symbols, symbol], weight * count);
  };
  walk(0, [], 1n);
  const combos = machine.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { rtp: reduce(paid, combos), lineHitRate: reduce(hits, combos) };
}

/** A ratio as a decimal string with `digits` digits after the point (truncated). */
export function ratioToDecimal(ratio: Ratio, digits: number): string {
  const scaled = (ratio.numerator * 10n ** BigInt(digits)) / ratio.denominator;
  const text = scaled.toString().padStart(digits + 1, "0");
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

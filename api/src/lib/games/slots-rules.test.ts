// Direct rule tests of the slot engine: the published machine (docs/games.md "Instant games"), how a line
// is read and paid, the refusals, and the exact figures' helpers.
import { describe, expect, it } from "vitest";
import { expectRefused } from "../../../test/game-refusals.ts";
import {
  assertMachine,
  evaluateLine,
  exactRtp,
  JADE_SLOTS,
  ratioToDecimal,
  SLOTS_FLOATS,
  type SlotMachine,
  spin,
  spinAt,
} from "./slots.ts";

const line = (symbols: string, machine: SlotMachine = JADE_SLOTS) => evaluateLine(machine, symbols.split(""));
const malformed = (change: Partial<SlotMachine>, message: string) =>
  expectRefused(() => assertMachine({ ...JADE_SLOTS, ...change }), "INVALID_BET", `slot machine: ${message}`);

describe("slots: the published machine", () => {
  it("names its eight symbols, the jade wild first, and draws one float per reel", () => {
    expect(JADE_SLOTS.symbols).toEqual({
      W: "jade",
      D: "dragon",
      T: "tiger",
      K: "koi",
      L: "lotus",
      N: "lantern",
      C: "coin",
      B: "bamboo",
    });
    expect(JADE_SLOTS.wild).toBe("W");
    expect(JADE_SLOTS.rows).toBe(3);
    expect(SLOTS_FLOATS).toBe(5);
  });

  it("publishes its five strips and ten lines exactly", () => {
    expect(JADE_SLOTS.strips).toEqual([
      "TLNWBDTLCDBNBKWKBDNCKLNCLCBCTBKN",
      "NDTLNCDBLCNDLNKCKBTBTCNBKWBLKBCW",
      "BNCBKNCWCBDCBNLTDWKTKBLDKCNBLTNL",
      "TNTBKCNCTBWCLBKNDKLDNBLBCNBKDLWC",
      "CDLCKTLNLKWBNBLBCBNKDTNBWNCKTBCD",
    ]);
    expect(JADE_SLOTS.paylines).toEqual([
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
    ]);
    expect(() => assertMachine(JADE_SLOTS)).not.toThrow();
  });
});

describe("slots: reading a line", () => {
  it("counts at most five of a kind, whatever follows the fifth reel", () => {
    expect(line("DDDDDD")).toEqual({ symbol: "D", count: 5, multiplier: 600 });
    expect(line("WWWWWW")).toEqual({ symbol: "W", count: 5, multiplier: 2000 });
    expect(line("WWWWWD")).toEqual({ symbol: "W", count: 5, multiplier: 2000 });
  });

  it("pays the wild's own win when it equals the substituted win", () => {
    // W×3 = 50 against C×5 = 50, and against K×4 = 50.
    expect(line("WWWCC")).toEqual({ symbol: "W", count: 3, multiplier: 50 });
    expect(line("WWWKB")).toEqual({ symbol: "W", count: 3, multiplier: 50 });
    // One more coin on the substituted side and it takes the line.
    expect(line("WWWDB")).toEqual({ symbol: "D", count: 4, multiplier: 120 });
  });

  it("pays nothing for two of a kind or for a symbol missing from the paytable", () => {
    expect(line("DDBBB")).toBeNull();
    expect(line("WDBBB")).toBeNull();
    const unpaid: SlotMachine = { ...JADE_SLOTS, symbols: { ...JADE_SLOTS.symbols, X: "blank" } };
    expect(line("XXXXX", unpaid)).toBeNull();
    expect(line("WXXXX", unpaid)).toBeNull();
    expect(line("WWWXX", unpaid)).toEqual({ symbol: "W", count: 3, multiplier: 50 });
  });

  it("works without a wild: only runs of one symbol pay", () => {
    const plain: SlotMachine = { ...JADE_SLOTS, wild: null };
    expect(line("DDDWW", plain)).toEqual({ symbol: "D", count: 3, multiplier: 30 });
    expect(line("WWWWW", plain)).toEqual({ symbol: "W", count: 5, multiplier: 2000 });
    expect(line("WDDDD", plain)).toBeNull();
  });
});

describe("slots: a spin", () => {
  it("shows the window at the stops and pays every winning line × the line bet", () => {
    const stops = [1, 23, 5, 7, 19];
    const result = spin(
      stops.map((s) => (s + 0.5) / 32),
      2,
    );
    expect(result).toEqual({
      stops,
      grid: [
        ["L", "N", "W"],
        ["B", "K", "W"],
        ["N", "C", "W"],
        ["C", "T", "B"],
        ["K", "D", "T"],
      ],
      lines: [
        // Line 3 (bottom row) W W W B T: the wild's own three; line 7 W W C C K: four coins;
        // line 9 N W W B D: three lanterns.
        { line: 2, symbol: "W", count: 3, multiplier: 50, win: 100 },
        { line: 6, symbol: "C", count: 4, multiplier: 15, win: 30 },
        { line: 8, symbol: "N", count: 3, multiplier: 8, win: 16 },
      ],
      betPerLine: 2,
      totalBet: 20,
      totalWin: 146,
      net: 126,
    });
    expect(spinAt(JADE_SLOTS, stops, 2)).toEqual(result);
  });

  it("refuses a fractional line bet and floats that are missing or outside [0, 1)", () => {
    expectRefused(
      () => spinAt(JADE_SLOTS, [0, 0, 0, 0, 0], 1.5),
      "INVALID_STAKE",
      "bet per line must be a whole number of coins from 1 to 1000000000",
    );
    expectRefused(() => spin([0, 0, 0, 0], 1), "INVALID_FLOATS", "slots needs 5 floats");
    expectRefused(() => spin([0, 0, 0, 0, 1], 1), "INVALID_FLOATS", "slots: float 4 must be in [0, 1)");
  });
});

describe("slots: a machine must be well formed", () => {
  it("names what is wrong with a malformed machine", () => {
    malformed({ strips: JADE_SLOTS.strips.slice(0, 4) }, "5 reels");
    malformed({ strips: [...JADE_SLOTS.strips, "DDD"] }, "5 reels");
    malformed({ strips: ["DD", ...JADE_SLOTS.strips.slice(1)] }, "a strip shorter than the window");
    malformed({ strips: ["DDQ", ...JADE_SLOTS.strips.slice(1)] }, "unknown symbol Q");
    for (const bad of [
      [0, 1, 2, 1],
      [0, 1, 2, 1, 0, 0],
      [0, -1, 0, 0, 0],
      [0, 0.5, 0, 0, 0],
      [0, 0, 3, 0, 0],
    ])
      malformed({ paylines: [[1, 1, 1, 1, 1], bad] }, "a payline crosses a row outside the window");
  });

  it("accepts strips exactly as long as the window and lines on any row inside it", () => {
    const tight: SlotMachine = {
      ...JADE_SLOTS,
      strips: ["DWB", "DWB", "DWB", "DWB", "DWB"],
      paylines: [[2, 0, 1, 2, 0]],
    };
    expect(() => assertMachine(tight)).not.toThrow();
    // Each reel shows D, W or B with chance 1/3: of the 243 lines, 9 start with three or more wilds
    // and 72 + 36 + 18 have a run of three from the left after 0, 1 or 2 wilds: 135 / 243 = 5 / 9.
    expect(exactRtp(tight).lineHitRate).toEqual({ numerator: 5n, denominator: 9n });
  });
});

describe("slots: exact ratios", () => {
  it("prints a ratio truncated to the given digits, with a leading zero below 1", () => {
    expect(ratioToDecimal({ numerator: 1n, denominator: 100n }, 2)).toBe("0.01");
    expect(ratioToDecimal({ numerator: 1n, denominator: 1000n }, 2)).toBe("0.00");
    expect(ratioToDecimal({ numerator: 2n, denominator: 3n }, 1)).toBe("0.6");
    expect(ratioToDecimal({ numerator: 123n, denominator: 4n }, 3)).toBe("30.750");
    expect(ratioToDecimal({ numerator: 0n, denominator: 7n }, 0)).toBe("0");
  });
});

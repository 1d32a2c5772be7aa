import { describe, expect, it } from "vitest";
import { floatStream } from "../fairness/float-stream.ts";
import { nativeHmacSha256 } from "../fairness/native-hmac.ts";
import { GameRuleError } from "./common.ts";
import {
  evaluateLine,
  exactRtp,
  gridOf,
  JADE_SLOTS,
  ratioToDecimal,
  type SlotMachine,
  spin,
  spinAt,
} from "./slots.ts";

const line = (symbols: string) => evaluateLine(JADE_SLOTS, symbols.split(""));

/** Sums every spin at every combination of stops: the RTP by brute force, as a fraction. */
function bruteForceRtp(machine: SlotMachine): { paid: bigint; staked: bigint } {
  const lengths = machine.strips.map((s) => s.length);
  let paid = 0n;
  let staked = 0n;
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number): void => {
    if (reel === 5) {
      const result = spinAt(machine, stops, 1);
      paid += BigInt(result.totalWin);
      staked += BigInt(result.totalBet);
      return;
    }
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return { paid, staked };
}

describe("slots: the published machine", () => {
  it("has 5 strips of 32 stops with the published symbol counts", () => {
    expect(JADE_SLOTS.strips).toHaveLength(5);
    for (const strip of JADE_SLOTS.strips) {
      expect(strip).toHaveLength(32);
      const counts: Record<string, number> = {};
      for (const s of strip) counts[s] = (counts[s] ?? 0) + 1;
      expect(counts).toEqual({ W: 2, D: 3, T: 3, K: 4, L: 4, N: 5, C: 5, B: 6 });
    }
    expect(JADE_SLOTS.paylines).toHaveLength(10);
    expect(new Set(JADE_SLOTS.paylines.map((l) => l.join())).size).toBe(10);
    expect(JADE_SLOTS.paytable).toEqual({
      W: [50, 250, 2000],
      D: [30, 120, 600],
      T: [20, 80, 300],
      K: [15, 50, 200],
      L: [10, 30, 100],
      N: [8, 20, 80],
      C: [5, 15, 50],
      B: [4, 10, 40],
    });
  });

  it("has an exact RTP of 32285373 / 2²⁵ ≈ 96.2179 %", () => {
    const { rtp, lineHitRate } = exactRtp();
    expect(rtp).toEqual({ numerator: 32_285_373n, denominator: 33_554_432n });
    expect(ratioToDecimal(rtp, 12)).toBe("0.962179094552");
    expect(lineHitRate).toEqual({ numerator: 229n, denominator: 4096n });
  });

  it("agrees with a brute force over all 32⁵ = 33,554,432 stop combinations (10 lines each)", () => {
    const codes = Object.keys(JADE_SLOTS.symbols);
    const n = codes.length;
    // The line multiplier of every 5-tuple of symbols, from the engine's evaluateLine.
    const pay = new Int32Array(n ** 5);
    for (let t = 0; t < pay.length; t++) {
      const symbols = [0, 1, 2, 3, 4].map((r) => codes[Math.floor(t / n ** r) % n]!);
      pay[t] = evaluateLine(JADE_SLOTS, symbols)?.multiplier ?? 0;
    }
    // windows[reel][stop][row]: the symbol id shown, as gridOf draws it.
    const windows = JADE_SLOTS.strips.map((strip, r) =>
      Array.from({ length: strip.length }, (_, stop) => {
        const column = gridOf(JADE_SLOTS, [stop, stop, stop, stop, stop])[r]!;
        return column.map((s) => codes.indexOf(s));
      }),
    );
    const lines = JADE_SLOTS.paylines;
    let paid = 0;
    let winningSpins = 0;
    let maxWin = 0;
    for (const w0 of windows[0]!)
      for (const w1 of windows[1]!)
        for (const w2 of windows[2]!)
          for (const w3 of windows[3]!)
            for (const w4 of windows[4]!) {
              let total = 0;
              for (const l of lines)
                total +=
                  pay[w0[l[0]!]! + n * (w1[l[1]!]! + n * (w2[l[2]!]! + n * (w3[l[3]!]! + n * w4[l[4]!]!)))]!;
              paid += total;
              if (total > 0) winningSpins++;
              if (total > maxWin) maxWin = total;
            }
    const spins = 32 ** 5;
    const { rtp } = exactRtp();
    expect(BigInt(paid) * rtp.denominator).toBe(rtp.numerator * BigInt(spins * lines.length));
    expect(paid).toBe(322_853_730);
    expect(winningSpins).toBe(13_677_568); // 40.76 % of spins win something
    expect(maxWin).toBe(2604); // × the line bet: the largest win of one spin
  });

  it("lands near the exact RTP over 200,000 spins from the float stream", () => {
    const seeds = { serverSeed: "e".repeat(64), clientSeed: "slots", nonce: 0 };
    const n = 200_000;
    let sum = 0;
    let sumSquares = 0;
    let hits = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const floats = floatStream({ ...seeds, nonce }, 5, nativeHmacSha256);
      const result = spin(floats, 1);
      const ret = result.totalWin / result.totalBet;
      sum += ret;
      sumSquares += ret * ret;
      if (result.totalWin > 0) hits++;
    }
    const mean = sum / n;
    const sd = Math.sqrt(sumSquares / n - mean * mean);
    const { rtp } = exactRtp();
    const exact = Number(rtp.numerator) / Number(rtp.denominator);
    expect(Math.abs(mean - exact)).toBeLessThan((4 * sd) / Math.sqrt(n));
    expect(hits / n).toBeGreaterThan(0.3); // roughly a third of spins win something
  });
});

describe("slots: lines", () => {
  it("pays 3, 4, 5 of a kind from the left only", () => {
    expect(line("DDDBC")).toEqual({ symbol: "D", count: 3, multiplier: 30 });
    expect(line("DDDDC")).toEqual({ symbol: "D", count: 4, multiplier: 120 });
    expect(line("BBBBB")).toEqual({ symbol: "B", count: 5, multiplier: 40 });
    expect(line("CDDDD")).toBeNull();
    expect(line("DDCDD")).toBeNull();
    expect(line("KLNCB")).toBeNull();
  });

  it("lets the wild substitute and pay on its own, taking the line's best win", () => {
    expect(line("WDDDD")).toEqual({ symbol: "D", count: 5, multiplier: 600 });
    expect(line("DWDBC")).toEqual({ symbol: "D", count: 3, multiplier: 30 });
    expect(line("WWWDD")).toEqual({ symbol: "D", count: 5, multiplier: 600 });
    expect(line("WWWBC")).toEqual({ symbol: "W", count: 3, multiplier: 50 });
    expect(line("WWWWB")).toEqual({ symbol: "W", count: 4, multiplier: 250 });
    expect(line("WWWWW")).toEqual({ symbol: "W", count: 5, multiplier: 2000 });
    expect(line("WWCWW")).toEqual({ symbol: "C", count: 5, multiplier: 50 });
    expect(line("WWKCB")).toEqual({ symbol: "K", count: 3, multiplier: 15 });
    expect(line("WCKBB")).toBeNull();
  });

  it("shows strip[(stop + row) mod length] and pays every line", () => {
    const grid = gridOf(JADE_SLOTS, [31, 0, 5, 30, 31]);
    expect(grid[0]).toEqual([JADE_SLOTS.strips[0]![31], JADE_SLOTS.strips[0]![0], JADE_SLOTS.strips[0]![1]]);
    expect(grid[3]).toEqual([...JADE_SLOTS.strips[3]!.slice(30), JADE_SLOTS.strips[3]![0]]);
    const machine: SlotMachine = { ...JADE_SLOTS, strips: ["DDDB", "DDDC", "DDDN", "BBBK", "CCCL"] };
    const result = spinAt(machine, [0, 0, 0, 0, 0], 3);
    // Rows 0–2 are all D on reels 1–3: every line pays D×3 = 30 × 3 coins.
    expect(result.lines).toHaveLength(10);
    expect(result.lines.every((l) => l.symbol === "D" && l.count === 3 && l.win === 90)).toBe(true);
    expect(result).toMatchObject({ totalBet: 30, totalWin: 900, net: 870 });
  });

  it("maps floats to stops floor(f × length)", () => {
    const result = spin([0, 0.5, 31.5 / 32, 0.999999, 1 / 32], 1);
    expect(result.stops).toEqual([0, 16, 31, 31, 1]);
    expect(() => spin([0, 0, 0, 0], 1)).toThrow(GameRuleError);
    expect(() => spin([0, 0, 0, 0, 1], 1)).toThrow(GameRuleError);
    expect(() => spin([0, 0, 0, 0, 0], 0)).toThrow(GameRuleError);
    expect(() => spin([0, 0, 0, 0, 0], 0.5)).toThrow(GameRuleError);
  });
});

describe("slots: exact RTP method", () => {
  const small: SlotMachine[] = [
    {
      symbols: { W: "wild", A: "a", B: "b", C: "c" },
      wild: "W",
      strips: ["WABC", "AABWC", "BCA", "WACBA", "ABCWB"],
      rows: 3,
      paylines: JADE_SLOTS.paylines,
      paytable: { W: [20, 60, 300], A: [5, 10, 40], B: [3, 6, 20], C: [2, 4, 10] },
    },
    {
      symbols: { X: "x", Y: "y" },
      wild: null,
      strips: ["XYY", "XXY", "YXY", "XYYX", "YYX"],
      rows: 3,
      paylines: [
        [0, 0, 0, 0, 0],
        [2, 1, 0, 1, 2],
      ],
      paytable: { X: [2, 5, 9], Y: [1, 3, 7] },
    },
    {
      symbols: { W: "wild", A: "a" },
      wild: "W",
      strips: ["WWA", "WAA", "AWW", "WAW", "AAW"],
      rows: 3,
      paylines: JADE_SLOTS.paylines,
      paytable: { W: [7, 11, 13], A: [3, 5, 17] },
    },
  ];

  it("equals a brute-force sum over every combination of stops", () => {
    for (const machine of small) {
      const { rtp } = exactRtp(machine);
      const { paid, staked } = bruteForceRtp(machine);
      expect(paid * rtp.denominator).toBe(rtp.numerator * staked);
    }
  });

  it("refuses a malformed machine", () => {
    expect(() => exactRtp({ ...JADE_SLOTS, strips: JADE_SLOTS.strips.slice(0, 4) })).toThrow(GameRuleError);
    expect(() => exactRtp({ ...JADE_SLOTS, paylines: [[0, 1, 2, 3, 0]] })).toThrow(GameRuleError);
    expect(() => exactRtp({ ...JADE_SLOTS, strips: ["DD", ...JADE_SLOTS.strips.slice(1)] })).toThrow(
      GameRuleError,
    );
    expect(() => exactRtp({ ...JADE_SLOTS, strips: ["QQQ", ...JADE_SLOTS.strips.slice(1)] })).toThrow(
      GameRuleError,
    );
  });

  it("prints ratios as decimals", () => {
    expect(ratioToDecimal({ numerator: 1n, denominator: 3n }, 5)).toBe("0.33333");
    expect(ratioToDecimal({ numerator: 5n, denominator: 2n }, 2)).toBe("2.50");
    expect(ratioToDecimal({ numerator: 7n, denominator: 2n }, 0)).toBe("3");
  });
});

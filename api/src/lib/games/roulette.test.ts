import { describe, expect, it } from "vitest";
import { GameRuleError } from "./common.ts";
import {
  coveredNumbers,
  MAX_BETS_PER_SPIN,
  POCKETS,
  pocketColor,
  pocketFromFloat,
  ROULETTE_BET_KINDS,
  ROULETTE_ODDS,
  type RouletteBet,
  type RouletteBetKind,
  settle,
  spin,
} from "./roulette.ts";

// An independent model of the table: number n ≥ 1 sits at row ⌊(n−1)/3⌋, column (n−1) mod 3.
const row = (n: number) => Math.floor((n - 1) / 3);
const col = (n: number) => (n - 1) % 3;
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const ALL = [0, ...NUMBERS];

function* subsets(size: number, from = 0, picked: number[] = []): Generator<number[]> {
  if (picked.length === size) {
    yield [...picked];
    return;
  }
  for (let n = from; n <= 36; n++) yield* subsets(size, n + 1, [...picked, n]);
}

const isSplit = ([a, b]: number[]) =>
  a === 0 ? b! <= 3 : Math.abs(row(a!) - row(b!)) + Math.abs(col(a!) - col(b!)) === 1;
const isStreet = (s: number[]) =>
  s[0] === 0 ? s.join() === "0,1,2" || s.join() === "0,2,3" : s.every((n) => row(n) === row(s[0]!));
const isCorner = (s: number[]) =>
  !s.includes(0) &&
  new Set(s.map(row)).size === 2 &&
  new Set(s.map(col)).size === 2 &&
  Math.max(...s.map(row)) - Math.min(...s.map(row)) === 1 &&
  Math.max(...s.map(col)) - Math.min(...s.map(col)) === 1;

/** Every valid bet of every kind, with the numbers the independent model says it covers. */
function allValidBets(): { kind: RouletteBetKind; numbers: number[]; covers: number[] }[] {
  const bets: { kind: RouletteBetKind; numbers: number[]; covers: number[] }[] = [];
  for (const n of ALL) bets.push({ kind: "straight", numbers: [n], covers: [n] });
  for (const s of subsets(2)) if (isSplit(s)) bets.push({ kind: "split", numbers: s, covers: s });
  for (const s of subsets(3)) if (isStreet(s)) bets.push({ kind: "street", numbers: s, covers: s });
  for (const s of subsets(4)) if (isCorner(s)) bets.push({ kind: "corner", numbers: s, covers: s });
  bets.push({ kind: "first-four", numbers: [0, 1, 2, 3], covers: [0, 1, 2, 3] });
  for (let r = 0; r < 11; r++) {
    const six = NUMBERS.filter((n) => row(n) === r || row(n) === r + 1);
    bets.push({ kind: "six-line", numbers: six, covers: six });
  }
  for (const d of [1, 2, 3]) {
    const dozen = NUMBERS.filter((n) => Math.ceil(n / 12) === d);
    const column = NUMBERS.filter((n) => col(n) === d - 1);
    bets.push(
      { kind: "dozen", numbers: [d], covers: dozen },
      { kind: "dozen", numbers: dozen, covers: dozen },
    );
    bets.push(
      { kind: "column", numbers: [d], covers: column },
      { kind: "column", numbers: column, covers: column },
    );
  }
  // Red: odd numbers in 1–10 and 19–28, even numbers in 11–18 and 29–36.
  const red = NUMBERS.filter((n) => (n <= 10 || (n >= 19 && n <= 28)) === (n % 2 === 1));
  bets.push({ kind: "red", numbers: [], covers: red });
  bets.push({ kind: "black", numbers: [], covers: NUMBERS.filter((n) => !red.includes(n)) });
  bets.push({ kind: "odd", numbers: [], covers: NUMBERS.filter((n) => n % 2 === 1) });
  bets.push({ kind: "even", numbers: [], covers: NUMBERS.filter((n) => n % 2 === 0) });
  bets.push({ kind: "low", numbers: [], covers: NUMBERS.filter((n) => n <= 18) });
  bets.push({ kind: "high", numbers: [], covers: NUMBERS.filter((n) => n >= 19) });
  return bets;
}

describe("roulette layout", () => {
  const bets = allValidBets();
  const count = (kind: RouletteBetKind) => bets.filter((b) => b.kind === kind).length;

  it("has the standard number of each inside bet", () => {
    expect(count("straight")).toBe(37);
    expect(count("split")).toBe(60); // 24 across a row, 33 between rows, 0-1 / 0-2 / 0-3
    expect(count("street")).toBe(14); // 12 rows and the trios 0-1-2, 0-2-3
    expect(count("corner")).toBe(22);
    expect(count("six-line")).toBe(11);
  });

  it("accepts exactly the model's splits, streets and corners among all subsets", () => {
    const accepted = (kind: RouletteBetKind, numbers: number[]) => {
      try {
        coveredNumbers(kind, numbers);
        return true;
      } catch (error) {
        expect(error).toBeInstanceOf(GameRuleError);
        expect((error as GameRuleError).code).toBe("INVALID_BET");
        return false;
      }
    };
    for (const s of subsets(2)) expect(accepted("split", s)).toBe(isSplit(s));
    for (const s of subsets(3)) expect(accepted("street", s)).toBe(isStreet(s));
    for (const s of subsets(4)) expect(accepted("corner", s)).toBe(isCorner(s));
    for (let a = 0; a <= 31; a++) {
      const run = [a, a + 1, a + 2, a + 3, a + 4, a + 5];
      expect(accepted("six-line", run)).toBe(a % 3 === 1);
    }
  });

  it("settles every bet type on every pocket 0–36: odds + stake on a hit, 0 otherwise", () => {
    for (const bet of bets)
      for (let pocket = 0; pocket < POCKETS; pocket++) {
        const result = settle([{ kind: bet.kind, numbers: bet.numbers, amount: 10 }], pocket);
        const r = result.bets[0]!;
        const won = bet.covers.includes(pocket);
        expect(r.numbers).toEqual([...bet.covers].sort((a, b) => a - b));
        expect(r.won).toBe(won);
        expect(r.payout).toBe(won ? 10 * (ROULETTE_ODDS[bet.kind] + 1) : 0);
        expect(result.net).toBe(r.payout - 10);
      }
  });

  it("pays the published odds", () => {
    expect(ROULETTE_ODDS).toEqual({
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
    });
  });

  it("returns 36/37 of every bet over the 37 pockets: a 1/37 house edge on each", () => {
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < POCKETS; pocket++)
        returned += settle([{ kind: bet.kind, numbers: bet.numbers, amount: 1 }], pocket).totalPayout;
      expect(returned).toBe(36);
    }
    expect(new Set(bets.map((b) => b.kind))).toEqual(new Set(ROULETTE_BET_KINDS));
  });

  it("colours pockets", () => {
    expect(pocketColor(0)).toBe("green");
    expect(pocketColor(1)).toBe("red");
    expect(pocketColor(2)).toBe("black");
    expect(pocketColor(10)).toBe("black");
    expect(pocketColor(11)).toBe("black");
    expect(pocketColor(12)).toBe("red");
    expect(pocketColor(19)).toBe("red");
    expect(pocketColor(36)).toBe("red");
    expect(ALL.filter((n) => pocketColor(n) === "red")).toHaveLength(18);
  });
});

describe("roulette spin", () => {
  it("lands on floor(f × 37)", () => {
    expect(pocketFromFloat(0)).toBe(0);
    expect(pocketFromFloat(0.999999)).toBe(36);
    for (let p = 0; p < 37; p++) {
      const first = Math.ceil((p * 2 ** 32) / 37);
      expect(pocketFromFloat(first / 2 ** 32)).toBe(p);
      if (p > 0) expect(pocketFromFloat((first - 1) / 2 ** 32)).toBe(p - 1);
    }
    const result = spin([17.5 / 37, 0.9], [{ kind: "straight", numbers: [17], amount: 2 }]);
    expect(result).toMatchObject({ pocket: 17, color: "black", totalStake: 2, totalPayout: 72, net: 70 });
  });

  it("settles several bets at once, normalising their numbers", () => {
    const bets: RouletteBet[] = [
      { kind: "straight", numbers: [0], amount: 5 },
      { kind: "split", numbers: [3, 0], amount: 10 },
      { kind: "red", amount: 100 },
      { kind: "first-four", amount: 4 },
      { kind: "column", numbers: [3], amount: 7 },
    ];
    const zero = settle(bets, 0);
    expect(zero.bets.map((b) => b.payout)).toEqual([180, 180, 0, 36, 0]);
    expect(zero.bets[1]!.numbers).toEqual([0, 3]);
    expect(zero).toMatchObject({ totalStake: 126, totalPayout: 396, net: 270, color: "green" });
    const three = settle(bets, 3);
    expect(three.bets.map((b) => b.payout)).toEqual([0, 180, 200, 36, 21]);
  });

  it("refuses invalid bets before settling any", () => {
    const bad: [RouletteBet, string][] = [
      [{ kind: "straight", numbers: [37], amount: 1 }, "out of range"],
      [{ kind: "straight", numbers: [-1], amount: 1 }, "negative"],
      [{ kind: "straight", numbers: [1.5], amount: 1 }, "fraction"],
      [{ kind: "straight", numbers: [1, 2], amount: 1 }, "two numbers"],
      [{ kind: "straight", amount: 1 }, "no number"],
      [{ kind: "split", numbers: [1, 5], amount: 1 }, "not neighbours"],
      [{ kind: "split", numbers: [3, 4], amount: 1 }, "across rows"],
      [{ kind: "split", numbers: [0, 4], amount: 1 }, "zero and 4"],
      [{ kind: "split", numbers: [2, 2], amount: 1 }, "repeated"],
      [{ kind: "street", numbers: [2, 3, 4], amount: 1 }, "not a row"],
      [{ kind: "street", numbers: [0, 1, 3], amount: 1 }, "not a trio"],
      [{ kind: "corner", numbers: [3, 4, 6, 7], amount: 1 }, "wraps a row"],
      [{ kind: "corner", numbers: [0, 1, 2, 3], amount: 1 }, "first four is its own kind"],
      [{ kind: "first-four", numbers: [1, 2, 3, 4], amount: 1 }, "first four"],
      [{ kind: "six-line", numbers: [2, 3, 4, 5, 6, 7], amount: 1 }, "not two rows"],
      [{ kind: "six-line", numbers: [34, 35, 36, 1, 2, 3], amount: 1 }, "not adjacent"],
      [{ kind: "dozen", numbers: [4], amount: 1 }, "no 4th dozen"],
      [{ kind: "dozen", numbers: [0], amount: 1 }, "no dozen 0"],
      [{ kind: "dozen", numbers: [2, 3], amount: 1 }, "two indices"],
      [
        { kind: "column", numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 1 },
        "a dozen is not a column",
      ],
      [{ kind: "red", numbers: [1], amount: 1 }, "numbers on an outside bet"],
      [{ kind: "zero" as RouletteBetKind, amount: 1 }, "unknown kind"],
      [{ kind: "red", amount: 0 }, "no stake"],
      [{ kind: "red", amount: -5 }, "negative stake"],
      [{ kind: "red", amount: 2.5 }, "fractional stake"],
      [{ kind: "red", amount: 1e12 }, "above the limit"],
      [{ kind: "red", amount: "10" as unknown as number }, "text stake"],
    ];
    for (const [bet, why] of bad) {
      expect(() => settle([{ kind: "black", amount: 1 }, bet], 1), why).toThrow(GameRuleError);
    }
    expect(() => settle([], 1)).toThrow(GameRuleError);
    expect(() => settle(Array(MAX_BETS_PER_SPIN + 1).fill({ kind: "red", amount: 1 }), 1)).toThrow(
      GameRuleError,
    );
    expect(settle(Array(MAX_BETS_PER_SPIN).fill({ kind: "red", amount: 1 }), 1).totalPayout).toBe(200);
    expect(() => settle([{ kind: "red", amount: 1 }], 37)).toThrow(GameRuleError);
    expect(() => spin([1], [{ kind: "red", amount: 1 }])).toThrow(GameRuleError);
    expect(() => spin([], [{ kind: "red", amount: 1 }])).toThrow(GameRuleError);
  });
});

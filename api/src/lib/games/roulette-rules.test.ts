// Direct rule tests of the roulette engine: the table (docs/games.md "Instant games"), the exact errors a
// player is shown for a bet that is not on the layout, and the exact settlement of a spin.
import { describe, expect, it } from "vitest";
import { expectRefused } from "../../../test/game-refusals.ts";
import {
  coveredNumbers,
  MAX_BETS_PER_SPIN,
  POCKETS,
  pocketColor,
  pocketFromFloat,
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  ROULETTE_FLOATS,
  type RouletteBet,
  type RouletteBetKind,
  settle,
  spin,
  validateBets,
} from "./roulette.ts";

const refusedBet = (kind: string, numbers: unknown, message: string) =>
  expectRefused(() => coveredNumbers(kind as RouletteBetKind, numbers as number[]), "INVALID_BET", message);
const from = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe("roulette: the published wheel", () => {
  it("has 37 pockets, one float a spin, 100 bets at most and the 18 standard red numbers", () => {
    expect(POCKETS).toBe(37);
    expect(ROULETTE_FLOATS).toBe(1);
    expect(MAX_BETS_PER_SPIN).toBe(100);
    expect(RED_NUMBERS).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(ROULETTE_BET_KINDS).toEqual([
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
    ]);
  });

  it("colours zero green, the red numbers red and every other number black", () => {
    expect(from(0, 36).map(pocketColor)).toEqual(
      from(0, 36).map((n) => (n === 0 ? "green" : RED_NUMBERS.includes(n) ? "red" : "black")),
    );
  });

  it("covers exactly the published outside sets, zero in none of them", () => {
    expect(coveredNumbers("dozen", [1])).toEqual(from(1, 12));
    expect(coveredNumbers("dozen", [2])).toEqual(from(13, 24));
    expect(coveredNumbers("dozen", [3])).toEqual(from(25, 36));
    expect(coveredNumbers("column", [1])).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers("column", [2])).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(coveredNumbers("column", [3])).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(coveredNumbers("column", [36, 3, 33, 6, 30, 9, 27, 12, 24, 15, 21, 18])).toEqual(
      coveredNumbers("column", [3]),
    );
    expect(coveredNumbers("red")).toEqual([...RED_NUMBERS]);
    expect(coveredNumbers("black", [])).toEqual(from(1, 36).filter((n) => !RED_NUMBERS.includes(n)));
    expect(coveredNumbers("odd")).toEqual(from(1, 36).filter((n) => n % 2 === 1));
    expect(coveredNumbers("even")).toEqual(from(1, 36).filter((n) => n % 2 === 0));
    expect(coveredNumbers("low")).toEqual(from(1, 18));
    expect(coveredNumbers("high")).toEqual(from(19, 36));
    expect(coveredNumbers("first-four")).toEqual([0, 1, 2, 3]);
    expect(coveredNumbers("first-four", [3, 2, 1, 0])).toEqual([0, 1, 2, 3]);
  });

  it("accepts the inside bets at the edges of the layout, numbers in any order", () => {
    expect(coveredNumbers("straight", [0])).toEqual([0]);
    expect(coveredNumbers("straight", [36])).toEqual([36]);
    expect(coveredNumbers("split", [3, 0])).toEqual([0, 3]);
    expect(coveredNumbers("split", [36, 33])).toEqual([33, 36]);
    expect(coveredNumbers("split", [1, 2])).toEqual([1, 2]);
    expect(coveredNumbers("street", [36, 34, 35])).toEqual([34, 35, 36]);
    expect(coveredNumbers("street", [3, 0, 2])).toEqual([0, 2, 3]);
    expect(coveredNumbers("corner", [1, 2, 4, 5])).toEqual([1, 2, 4, 5]);
    expect(coveredNumbers("corner", [36, 35, 33, 32])).toEqual([32, 33, 35, 36]);
    expect(coveredNumbers("six-line", [36, 35, 34, 33, 32, 31])).toEqual(from(31, 36));
  });
});

describe("roulette: what a refused bet tells the player", () => {
  it("needs numbers as an array of whole numbers 0–36, none repeated", () => {
    refusedBet("straight", "7", "numbers must be an array");
    refusedBet("straight", [37], "numbers must be whole numbers from 0 to 36");
    refusedBet("straight", [-1], "numbers must be whole numbers from 0 to 36");
    refusedBet("straight", [0.5], "numbers must be whole numbers from 0 to 36");
    refusedBet("split", [1, 37], "numbers must be whole numbers from 0 to 36");
    refusedBet("split", [2, 2], "numbers must not repeat");
    refusedBet("street", [5, 4, 5], "numbers must not repeat");
  });

  it("names how many numbers each inside bet covers", () => {
    refusedBet("straight", [], "a straight bet covers 1 numbers");
    refusedBet("straight", [1, 2], "a straight bet covers 1 numbers");
    refusedBet("split", [1], "a split bet covers 2 numbers");
    refusedBet("street", [1, 2], "a street bet covers 3 numbers");
    refusedBet("corner", [1, 2, 4], "a corner bet covers 4 numbers");
    refusedBet("six-line", [1, 2, 3, 4, 5], "a six-line bet covers 6 numbers");
  });

  it("says which shape the numbers must form", () => {
    refusedBet("split", [1, 5], "a split covers two neighbouring numbers");
    refusedBet("split", [3, 4], "a split covers two neighbouring numbers");
    refusedBet("split", [0, 4], "a split covers two neighbouring numbers");
    refusedBet("street", [2, 3, 4], "a street covers one row (or the trio 0-1-2 or 0-2-3)");
    refusedBet("corner", [3, 4, 6, 7], "a corner covers four numbers in a square");
    refusedBet("first-four", [0, 1, 2], "first four covers 0, 1, 2 and 3");
    refusedBet("first-four", [0, 1, 2, 3, 4], "first four covers 0, 1, 2 and 3");
    refusedBet("six-line", [2, 3, 4, 5, 6, 7], "a six line covers two neighbouring rows");
  });

  it("takes a dozen or column as [1], [2], [3] or exactly its 12 numbers, never a part of them", () => {
    refusedBet("dozen", [4], "dozen must be named 1, 2 or 3");
    refusedBet("column", [0], "column must be named 1, 2 or 3");
    refusedBet("dozen", [1, 2], "dozen must be [1], [2], [3] or exactly its 12 numbers");
    refusedBet("dozen", from(1, 11), "dozen must be [1], [2], [3] or exactly its 12 numbers");
    refusedBet("column", [1, 4], "column must be [1], [2], [3] or exactly its 12 numbers");
    refusedBet("column", from(1, 12), "column must be [1], [2], [3] or exactly its 12 numbers");
  });

  it("takes no numbers on an even-money bet and refuses unknown kinds", () => {
    for (const kind of ["red", "black", "odd", "even", "low", "high"])
      refusedBet(kind, [1], `a ${kind} bet takes no numbers`);
    refusedBet("zero", [], "unknown bet kind");
  });

  it("checks the spin as a whole: 1 to 100 bets of known kinds, each a whole stake", () => {
    const red = { kind: "red", amount: 1 } as const;
    expectRefused(() => validateBets([]), "INVALID_BET", "a spin needs at least one bet");
    expectRefused(
      () => validateBets(null as unknown as RouletteBet[]),
      "INVALID_BET",
      "a spin needs at least one bet",
    );
    expectRefused(() => validateBets(Array(101).fill(red)), "INVALID_BET", "a spin takes at most 100 bets");
    expect(validateBets(Array(100).fill(red))).toHaveLength(100);
    expectRefused(
      () => validateBets([red, null as unknown as RouletteBet]),
      "INVALID_BET",
      "unknown bet kind",
    );
    expectRefused(
      () => validateBets([{ kind: "zero" as RouletteBetKind, amount: 1 }]),
      "INVALID_BET",
      "unknown bet kind",
    );
    expectRefused(
      () => validateBets([{ kind: "straight", numbers: [7], amount: 0 }]),
      "INVALID_STAKE",
      "straight amount must be a whole number of coins from 1 to 1000000000",
    );
    expect(validateBets([{ kind: "split", numbers: [2, 1], amount: 5 }])).toEqual([
      { bet: { kind: "split", numbers: [2, 1], amount: 5 }, numbers: [1, 2] },
    ]);
  });

  it("settles only on a pocket 0–36 and spins only on a float in [0, 1)", () => {
    for (const pocket of [-1, 37, 1.5, Number.NaN])
      expectRefused(() => settle([{ kind: "red", amount: 1 }], pocket), "INVALID_BET", "pocket must be 0–36");
    expectRefused(() => pocketFromFloat(1), "INVALID_FLOATS", "roulette: float 0 must be in [0, 1)");
    expectRefused(() => pocketFromFloat(-0.01), "INVALID_FLOATS", "roulette: float 0 must be in [0, 1)");
    expectRefused(() => spin([], [{ kind: "red", amount: 1 }]), "INVALID_FLOATS", "roulette needs 1 floats");
    expectRefused(
      () => spin([1], [{ kind: "red", amount: 1 }]),
      "INVALID_FLOATS",
      "roulette: float 0 must be in [0, 1)",
    );
  });
});

describe("roulette: settling a spin", () => {
  it("pays each winning bet amount × (odds + 1), nothing on a loss, and sums the spin", () => {
    const bets: RouletteBet[] = [
      { kind: "straight", numbers: [36], amount: 3 },
      { kind: "corner", numbers: [36, 32, 35, 33], amount: 2 },
      { kind: "six-line", numbers: from(31, 36), amount: 7 },
      { kind: "high", amount: 10 },
      { kind: "even", amount: 4 },
      { kind: "black", amount: 5 },
      { kind: "dozen", numbers: [3], amount: 6 },
    ];
    expect(settle(bets, 36)).toEqual({
      pocket: 36,
      color: "red",
      bets: [
        { kind: "straight", numbers: [36], amount: 3, won: true, payout: 108 },
        { kind: "corner", numbers: [32, 33, 35, 36], amount: 2, won: true, payout: 18 },
        { kind: "six-line", numbers: from(31, 36), amount: 7, won: true, payout: 42 },
        { kind: "high", numbers: from(19, 36), amount: 10, won: true, payout: 20 },
        { kind: "even", numbers: from(1, 18).map((n) => 2 * n), amount: 4, won: true, payout: 8 },
        {
          kind: "black",
          numbers: from(1, 36).filter((n) => !RED_NUMBERS.includes(n)),
          amount: 5,
          won: false,
          payout: 0,
        },
        { kind: "dozen", numbers: from(25, 36), amount: 6, won: true, payout: 18 },
      ],
      totalStake: 37,
      totalPayout: 214,
      net: 177,
    });
  });

  it("loses every outside bet on zero: no la partage, no en prison", () => {
    const outside = ["red", "black", "odd", "even", "low", "high"] as const;
    const result = settle(
      [...outside.map((kind) => ({ kind, amount: 10 })), { kind: "dozen", numbers: [1], amount: 10 }],
      0,
    );
    expect(result.bets.map((b) => [b.won, b.payout])).toEqual(Array(7).fill([false, 0]));
    expect(result).toMatchObject({ pocket: 0, color: "green", totalStake: 70, totalPayout: 0, net: -70 });
  });

  it("spins floor(float × 37): the first float decides, the rest are ignored", () => {
    const bets: RouletteBet[] = [{ kind: "straight", numbers: [36], amount: 1 }];
    expect(spin([36 / 37], bets)).toMatchObject({ pocket: 36, totalPayout: 36, net: 35 });
    expect(spin([36 / 37 - 1e-12, 0.999], bets)).toMatchObject({ pocket: 35, totalPayout: 0, net: -1 });
    expect(pocketFromFloat(1 / 37)).toBe(1);
    expect(pocketFromFloat(0.5)).toBe(18);
  });
});

/**
 * The shared engine guards (docs/games.md "Instant games", Money): stakes are whole coins from 1 to
 * MAX_STAKE, floats are numbers in [0, 1), fractional odds round down exactly.
 */
import { describe, expect, it } from "vitest";
import { thrown } from "../../../test/game-refusals.ts";
import { assertFloats, assertStake, GameRuleError, MAX_STAKE, mulDivFloor } from "./common.ts";

/** The error `fn` throws (fails the test when it throws nothing). */

describe("GameRuleError", () => {
  it("carries a stable code, its message and its own name", () => {
    const error = new GameRuleError("INVALID_BET", "no such bet");
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("INVALID_BET");
    expect(error.message).toBe("no such bet");
    expect(error.name).toBe("GameRuleError");
  });
});

describe("stakes", () => {
  it("accepts every whole number of coins from 1 to MAX_STAKE, the edges included", () => {
    expect(MAX_STAKE).toBe(1_000_000_000);
    for (const stake of [1, 2, 10, 999_999_999, MAX_STAKE]) expect(() => assertStake(stake)).not.toThrow();
  });

  it("refuses 0, negatives, fractions, one past the limit and non-numbers with INVALID_STAKE", () => {
    const message = "stake must be a whole number of coins from 1 to 1000000000";
    for (const bad of [0, -1, 0.5, 1.5, MAX_STAKE + 1, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = thrown(() => assertStake(bad));
      expect(error).toBeInstanceOf(GameRuleError);
      expect([error.code, error.message]).toEqual(["INVALID_STAKE", message]);
    }
    for (const bad of ["10", null, undefined, 10n, {}]) {
      const error = thrown(() => assertStake(bad));
      expect([error.code, error.message]).toEqual(["INVALID_STAKE", message]);
    }
  });

  it("names the amount it refused", () => {
    expect(thrown(() => assertStake(0, "tie amount")).message).toBe(
      "tie amount must be a whole number of coins from 1 to 1000000000",
    );
  });
});

describe("floats", () => {
  it("accepts exactly `count` floats in [0, 1), 0 included, and ignores any beyond them", () => {
    expect(() => assertFloats([0, 0.5, 0.999999], 3, "game")).not.toThrow();
    expect(() => assertFloats([0.1, 0.2, 1, -1, Number.NaN], 2, "game")).not.toThrow();
    expect(() => assertFloats([], 0, "game")).not.toThrow();
  });

  it("refuses too few floats, or something that is not a list, naming the count", () => {
    for (const bad of [[0.1, 0.2], "0.1,0.2,0.3", null] as unknown as number[][]) {
      const error = thrown(() => assertFloats(bad, 3, "roulette"));
      expect(error).toBeInstanceOf(GameRuleError);
      expect([error.code, error.message]).toEqual(["INVALID_FLOATS", "roulette needs 3 floats"]);
    }
  });

  it("refuses a float of 1, below 0, NaN or not a number, naming its position", () => {
    const cases: [unknown[], number][] = [
      [[1, 0.5, 0.5], 0],
      [[0.5, 1, 0.5], 1],
      [[0.5, -0.000001, 0.5], 1],
      [[0.5, 0.5, Number.NaN], 2],
      [[0.5, "0.5", 0.5], 1],
      [[0.5, null, 0.5], 1],
      [[0.5, 0.5, undefined], 2],
    ];
    for (const [floats, index] of cases) {
      const error = thrown(() => assertFloats(floats as number[], 3, "slots"));
      expect([error.code, error.message]).toEqual([
        "INVALID_FLOATS",
        `slots: float ${index} must be in [0, 1)`,
      ]);
    }
  });
});

describe("fractional odds", () => {
  it("computes floor(amount × numerator / denominator) exactly, rounding down", () => {
    expect(mulDivFloor(10, 3, 2)).toBe(15);
    expect(mulDivFloor(3, 3, 2)).toBe(4);
    expect(mulDivFloor(1, 3, 2)).toBe(1);
    expect(mulDivFloor(7, 95, 100)).toBe(6);
    expect(mulDivFloor(1, 95, 100)).toBe(0);
    expect(mulDivFloor(100, 95, 100)).toBe(95);
    expect(mulDivFloor(0, 95, 100)).toBe(0);
  });

  it("stays exact where a float product would not", () => {
    // 999,999,999 × 95 / 100 = 949,999,999.05: a whole number of coins below it, exactly.
    expect(mulDivFloor(999_999_999, 95, 100)).toBe(949_999_999);
    expect(mulDivFloor(MAX_STAKE, 2_000, 1)).toBe(2_000_000_000_000);
    expect(mulDivFloor(2 ** 52 + 1, 3, 3)).toBe(2 ** 52 + 1);
  });
});

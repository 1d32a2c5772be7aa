import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages, say } from "../messages.ts";
import {
  amountName,
  chipValues,
  clampStake,
  coinsText,
  doubleStake,
  halveStake,
  payoutText,
  stakeMessage,
  stakeProblem,
} from "./stake-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

describe("chipValues", () => {
  it("offers the minimum, the 1-2-5 ladder between and the maximum", () => {
    expect(chipValues({ min: 1, max: 100 })).toEqual([1, 2, 5, 20, 50, 100]);
    expect(chipValues({ min: 10, max: 500 })).toEqual([10, 20, 50, 100, 200, 500]);
    expect(chipValues({ min: 5, max: 50 })).toEqual([5, 10, 20, 50]);
  });

  it("thins a long ladder evenly, keeping both ends", () => {
    const chips = chipValues({ min: 1, max: 1_000_000 });
    expect(chips).toHaveLength(6);
    expect(chips[0]).toBe(1);
    expect(chips.at(-1)).toBe(1_000_000);
    expect([...chips].sort((a, b) => a - b)).toEqual(chips);
  });

  it("keeps an odd minimum and maximum as they are", () => {
    expect(chipValues({ min: 3, max: 7 })).toEqual([3, 5, 7]);
    expect(chipValues({ min: 25, max: 25 })).toEqual([25]);
  });

  it("offers nothing for nonsense bounds", () => {
    expect(chipValues({ min: 0, max: 10 })).toEqual([]);
    expect(chipValues({ min: 10, max: 5 })).toEqual([]);
  });
});

describe("stakes", () => {
  const bounds = { min: 10, max: 1000 };

  it("clamps typed amounts to whole coins within the bounds", () => {
    expect(clampStake(55.9, bounds)).toBe(55);
    expect(clampStake(1, bounds)).toBe(10);
    expect(clampStake(5000, bounds)).toBe(1000);
    expect(clampStake(Number.NaN, bounds)).toBe(10);
  });

  it("doubles and halves within the bounds", () => {
    expect(doubleStake(300, bounds)).toBe(600);
    expect(doubleStake(600, bounds)).toBe(1000);
    expect(halveStake(25, bounds)).toBe(12);
    expect(halveStake(15, bounds)).toBe(10);
  });

  it("names what stops a stake, balance last", () => {
    expect(stakeProblem(0, bounds, 100)).toBe("no-bet");
    expect(stakeProblem(5, bounds, 100)).toBe("below-min");
    expect(stakeProblem(2000, bounds, 5000)).toBe("above-max");
    expect(stakeProblem(200, bounds, 100)).toBe("over-balance");
    expect(stakeProblem(200, bounds)).toBeNull();
    expect(stakeProblem(100, bounds, 100)).toBeNull();
  });

  it("says it in words", () => {
    expect(say(t, stakeMessage("below-min", { min: 1000, max: 5000 }))).toBe(
      "The smallest stake is 1 000 coins.",
    );
    expect(say(t, stakeMessage("above-max", bounds))).toBe("The largest stake is 1 000 coins.");
    expect(say(t, stakeMessage("over-balance", bounds))).toMatch(/not have enough coins/);
    expect(coinsText(t, 12500)).toBe("12 500 coins");
    expect(coinsText(t, 1)).toBe("1 coin");
    expect(payoutText(t, 100, 350)).toBe("Paid 350 coins · net +250");
    expect(payoutText(t, 100, 0)).toBe("No win");
    expect(payoutText(t, 100, 100)).toBe("Paid 100 coins · net 0");
    expect(payoutText(t, 150, 100)).toBe("Paid 100 coins · net −50");
  });

  it("names a chip by what it shows, then in words where those differ", () => {
    expect(amountName(t, 50)).toBe("50 coins");
    expect(amountName(t, 1)).toBe("1 coin");
    expect(amountName(t, 2000)).toBe("2K, 2 000 coins");
    expect(amountName(t, 10000)).toBe("10K, 10 000 coins");
  });
});

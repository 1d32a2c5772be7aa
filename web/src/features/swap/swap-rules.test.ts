import { describe, expect, it } from "vitest";
import { coinsFor, swapGems } from "./swap-rules.ts";

describe("swap input", () => {
  it("takes whole gems of at least 1", () => {
    expect(swapGems("1")).toBe(1);
    expect(swapGems(" 25 ")).toBe(25);
    expect(swapGems("1000000000")).toBe(1_000_000_000);
  });

  it("refuses shards, zero, signs, exponents, blanks and too many gems: no call is made", () => {
    for (const bad of ["", " ", "0", "1.5", "0.5", "-1", "+1", "1e3", "abc", "1000000001"])
      expect(swapGems(bad)).toBeNull();
  });

  it("1 gem = 100,000 coins", () => {
    expect(coinsFor(1)).toBe(100_000);
    expect(coinsFor(25)).toBe(2_500_000);
  });
});

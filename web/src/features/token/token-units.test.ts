import { describe, expect, it } from "vitest";
import { tokensFromUnits, unitsFromTokens } from "./token-units.ts";

describe("tokensFromUnits", () => {
  it("reads 6-decimal base units", () => {
    expect(tokensFromUnits(1_000_000n)).toBe(1);
    expect(tokensFromUnits(1_234_567_890n)).toBe(1234.56789);
    expect(tokensFromUnits(1n)).toBe(0.000001);
    expect(tokensFromUnits(-2_500_000n)).toBe(-2.5);
  });
});

describe("unitsFromTokens", () => {
  it("reads typed amounts exactly to 6 decimals", () => {
    expect(unitsFromTokens("1")).toBe(1_000_000n);
    expect(unitsFromTokens("1,000.5")).toBe(1_000_500_000n);
    expect(unitsFromTokens(" 0.000001 ")).toBe(1n);
    expect(unitsFromTokens(".5")).toBe(500_000n);
    expect(unitsFromTokens("12.")).toBe(12_000_000n);
    expect(unitsFromTokens("123456789012.123456")).toBe(123_456_789_012_123_456n);
    expect(unitsFromTokens("2.5", 18)).toBe(2_500_000_000_000_000_000n);
  });

  it("refuses what is not a plain amount", () => {
    for (const text of ["", ".", "-1", "1e6", "0.0000001", "1.2.3", "abc", "+5"])
      expect(unitsFromTokens(text), text).toBeNull();
  });
});

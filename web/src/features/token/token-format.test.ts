import { describe, expect, it } from "vitest";
import { formatTokenAmount, tokensFromUnits } from "./token-format.ts";

describe("formatTokenAmount (spec 000 §9)", () => {
  it("groups amounts below 100000 in thousands, keeping up to 6 decimals", () => {
    expect(formatTokenAmount(0)).toBe("0");
    expect(formatTokenAmount(999)).toBe("999");
    expect(formatTokenAmount(12_345.5)).toBe("12,345.5");
    expect(formatTokenAmount(99_999.999999)).toBe("99,999.999999");
    expect(formatTokenAmount(1.1234567)).toBe("1.123457");
  });

  it("abbreviates 100000 and more with K, M, B, T and 2 decimals", () => {
    expect(formatTokenAmount(100_000)).toBe("100.00K");
    expect(formatTokenAmount(123_456)).toBe("123.46K");
    expect(formatTokenAmount(1_000_000)).toBe("1.00M");
    expect(formatTokenAmount(2_500_000_000)).toBe("2.50B");
    expect(formatTokenAmount(7_250_000_000_000)).toBe("7.25T");
    expect(formatTokenAmount(1_500_000_000_000_000)).toBe("1500.00T");
  });

  it("moves to the next unit when rounding reaches 1000", () => {
    expect(formatTokenAmount(999_999)).toBe("1.00M");
    expect(formatTokenAmount(999_995_000)).toBe("1.00B");
  });

  it("keeps the sign", () => {
    expect(formatTokenAmount(-150_000)).toBe("-150.00K");
    expect(formatTokenAmount(-1_234)).toBe("-1,234");
  });
});

describe("tokensFromUnits", () => {
  it("reads 6-decimal base units", () => {
    expect(tokensFromUnits(1_000_000n)).toBe(1);
    expect(tokensFromUnits(1_234_567_890n)).toBe(1234.56789);
    expect(tokensFromUnits(1n)).toBe(0.000001);
    expect(tokensFromUnits(-2_500_000n)).toBe(-2.5);
  });
});

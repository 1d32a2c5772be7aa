import { describe, expect, it } from "vitest";
import { tokensFromUnits } from "./token-units.ts";

describe("tokensFromUnits", () => {
  it("reads 6-decimal base units", () => {
    expect(tokensFromUnits(1_000_000n)).toBe(1);
    expect(tokensFromUnits(1_234_567_890n)).toBe(1234.56789);
    expect(tokensFromUnits(1n)).toBe(0.000001);
    expect(tokensFromUnits(-2_500_000n)).toBe(-2.5);
  });
});

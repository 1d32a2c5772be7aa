import { describe, expect, it } from "vitest";
import { RANK_TEXT, rankLabel } from "./rank-label.ts";

describe("rankLabel", () => {
  it("reads #N with thousands separators, N/A without a place", () => {
    expect(rankLabel(7)).toBe("#7");
    expect(rankLabel(1234)).toBe("#1 234");
    expect(rankLabel(null)).toBe(RANK_TEXT.unranked);
    expect(rankLabel(undefined)).toBe("N/A");
  });
});

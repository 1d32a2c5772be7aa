import { describe, expect, it } from "vitest";
import { rankLabel, standingLabel } from "./rank-label.ts";

describe("rankLabel", () => {
  it("reads #N with thousands separated by spaces", () => {
    expect(rankLabel(7)).toBe("#7");
    expect(rankLabel(1234)).toBe("#1 234");
  });
  it("reads the spec's default, #1, when the rank is missing (docs/product/platform.md §3)", () => {
    expect(rankLabel(null)).toBe("#1");
    expect(rankLabel(undefined)).toBe("#1");
  });
});

describe("standingLabel", () => {
  it("reads #N on a board, nothing before a first round there (the panel's N/A, docs/product/economy.md §2)", () => {
    expect(standingLabel(1234)).toBe("#1 234");
    expect(standingLabel(null)).toBeNull();
    expect(standingLabel(undefined)).toBeNull();
    expect(standingLabel(0)).toBeNull();
  });
});

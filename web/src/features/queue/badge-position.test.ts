import { describe, expect, it } from "vitest";
import { clampBadgePosition } from "./badge-position.ts";

describe("queue badge clamp (window minus 200 × 100 px)", () => {
  const viewport = { width: 1440, height: 900 };
  it("leaves a position inside the box alone", () => {
    expect(clampBadgePosition({ x: 300, y: 400 }, viewport)).toEqual({ x: 300, y: 400 });
  });
  it("clamps to the right and bottom edges minus the badge box", () => {
    expect(clampBadgePosition({ x: 5_000, y: 5_000 }, viewport)).toEqual({ x: 1240, y: 800 });
  });
  it("clamps negative positions to 0", () => {
    expect(clampBadgePosition({ x: -40, y: -1 }, viewport)).toEqual({ x: 0, y: 0 });
  });
  it("never goes negative on a window smaller than the box", () => {
    expect(clampBadgePosition({ x: 50, y: 50 }, { width: 150, height: 80 })).toEqual({ x: 0, y: 0 });
  });
});

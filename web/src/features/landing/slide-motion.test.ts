import { describe, expect, it } from "vitest";
import { keyStep, loopOffset, rowShift, slideShift, swipeStep } from "./slide-motion.ts";

describe("landing carousels' motion (docs/product/platform.md §9, docs/i18n.md right to left)", () => {
  it("wraps each slide's offset from the active one into a loop of 14", () => {
    expect(Array.from({ length: 14 }, (_, index) => loopOffset(index, 2, 14))).toEqual([
      -2, -1, 0, 1, 2, 3, 4, 5, 6, -7, -6, -5, -4, -3,
    ]);
    expect(loopOffset(0, 13, 14)).toBe(1);
    expect(loopOffset(13, 0, 14)).toBe(-1);
  });

  it("places the next slides to the right left to right, and to the left right to left", () => {
    expect([-1, 0, 1, 6].map((offset) => slideShift(offset, "ltr"))).toEqual([-100, 0, 100, 600]);
    expect([-1, 0, 1, 6].map((offset) => slideShift(offset, "rtl"))).toEqual([100, 0, -100, -600]);
  });

  it("centres the roadmap's active card from the row's reading start", () => {
    expect([0, 1, 4].map((active) => rowShift(active, 36, "ltr"))).toEqual([32, -4, -112]);
    expect([0, 1, 4].map((active) => rowShift(active, 36, "rtl"))).toEqual([-32, 4, 112]);
  });

  it("goes forward for a swipe against the reading direction, from the threshold on", () => {
    expect([-120, -40, -39, 0, 39, 40, 120].map((travel) => swipeStep(travel, 40, "ltr"))).toEqual([
      1, 1, 0, 0, 0, -1, -1,
    ]);
    expect([-120, -40, -39, 0, 39, 40, 120].map((travel) => swipeStep(travel, 40, "rtl"))).toEqual([
      -1, -1, 0, 0, 0, 1, 1,
    ]);
  });

  it("goes forward with the arrow key pointing the reading direction", () => {
    expect(["ArrowRight", "ArrowLeft", "ArrowUp", "Enter"].map((key) => keyStep(key, "ltr"))).toEqual([
      1, -1, 0, 0,
    ]);
    expect(["ArrowRight", "ArrowLeft", "ArrowUp", "Enter"].map((key) => keyStep(key, "rtl"))).toEqual([
      -1, 1, 0, 0,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { slidesPerView, slideWidth } from "./slides-per-view.ts";

describe("history slides per view (docs/product/economy.md §9)", () => {
  it("takes the largest breakpoint not above the width", () => {
    expect([0, 320, 399, 400, 500, 1023, 1024, 1440, 1919, 1920, 2560].map(slidesPerView)).toEqual([
      2.4, 2.4, 2.4, 2.8, 3.5, 3.5, 4, 5, 5, 8, 8,
    ]);
  });
  it("sizes a slide so the slides and their gaps fill the strip", () => {
    expect(slideWidth(4)).toBe("calc((100% - 36.0px) / 4)");
    expect(slideWidth(2.4)).toBe("calc((100% - 16.8px) / 2.4)");
  });
});

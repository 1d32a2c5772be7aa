import { describe, expect, it } from "vitest";
import { slideClasses, slideLook } from "./banner-layout.ts";

describe("banner layout", () => {
  it("draws a slide over its picture, in words without one, and as the placeholder while loading", () => {
    expect(slideLook("/media/banners/gems-live.svg", false)).toBe("pictured");
    expect(slideLook(undefined, false)).toBe("drawn");
    expect(slideLook(undefined, true)).toBe("pending");
    expect(slideLook("/media/banners/gems-live.svg", true)).toBe("pending");
  });

  it("lays the placeholder out as a loaded pictured slide, its calls to action held unseen", () => {
    const pictured = slideClasses("pictured");
    const pending = slideClasses("pending");
    expect(pending.article).toBe(pictured.article);
    expect(pending.words).toBe(pictured.words);
    // The same row, taking its room (visibility: hidden), not removed from the layout.
    expect(pending.actions).toBe(`${pictured.actions} invisible`);
    expect(pending.actions).not.toMatch(/\b(hidden|sr-only)\b/);
  });

  it("gives a slide without a picture its own minimum height and padding", () => {
    expect(slideClasses("drawn").article).toContain("min-h-64");
    expect(slideClasses("pictured").article).not.toContain("min-h-64");
  });
});

import { describe, expect, it } from "vitest";
import { loopableAvatars, nextSlide, previousSlide, visibleAvatars } from "./carousel.ts";

describe("carousels", () => {
  it("wraps from the last slide to the first and back", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
  it("shows 3 avatars above 768 px and 1 below", () => {
    expect(visibleAvatars(true)).toBe(3);
    expect(visibleAvatars(false)).toBe(1);
  });
  it("duplicates lists of 2 or 3 avatars, nothing else", () => {
    expect(loopableAvatars(["a"])).toEqual(["a"]);
    expect(loopableAvatars(["a", "b"])).toEqual(["a", "b", "a", "b"]);
    expect(loopableAvatars(["a", "b", "c"])).toEqual(["a", "b", "c", "a", "b", "c"]);
    expect(loopableAvatars(["a", "b", "c", "d"])).toEqual(["a", "b", "c", "d"]);
    expect(loopableAvatars([])).toEqual([]);
  });
});

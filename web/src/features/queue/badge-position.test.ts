import { describe, expect, it } from "vitest";
import {
  BADGE_MARGIN_PX,
  BADGE_WIDTH_PX,
  clampBadgePosition,
  defaultBadgePosition,
} from "./badge-position.ts";

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

describe("queue badge first place (bottom right, clear of the Feedback pill)", () => {
  const phone = { width: 390, height: 844 };
  const badge = { width: BADGE_WIDTH_PX, height: 64 };
  it("sits flush right, the margin from the edges, when nothing is in the way", () => {
    expect(defaultBadgePosition(phone, badge, [])).toEqual({
      x: 390 - 200,
      y: 844 - 100,
    });
  });
  it("rises above a control in its column", () => {
    const pill = { left: 190, top: 796, right: 378, bottom: 832 };
    const place = defaultBadgePosition(phone, badge, [pill]);
    expect(place.x).toBe(190);
    expect(place.y + badge.height).toBe(pill.top - BADGE_MARGIN_PX);
  });
  it("ignores controls outside its column", () => {
    const left = { left: 0, top: 796, right: 100, bottom: 832 };
    expect(defaultBadgePosition(phone, badge, [left])).toEqual(defaultBadgePosition(phone, badge, []));
  });
});

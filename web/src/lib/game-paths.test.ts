import { describe, expect, it } from "vitest";
import { ROUTES } from "./constants.ts";
import { isGameStreamPath } from "./game-paths.ts";

describe("game stream paths", () => {
  it("are /play and /play-pixel", () => {
    expect(isGameStreamPath(ROUTES.play)).toBe(true);
    expect(isGameStreamPath(ROUTES.playPixel)).toBe(true);
  });
  it("exclude every other page", () => {
    expect(isGameStreamPath(ROUTES.dashboard)).toBe(false);
    expect(isGameStreamPath(`${ROUTES.play}/x`)).toBe(false);
  });
});

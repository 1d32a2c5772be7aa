import { describe, expect, it } from "vitest";
import { HEADER_COLLAPSE_ORDER, headerCollapse } from "./header-fit.ts";

describe("what the dashboard header hands on when its texts do not fit", () => {
  it("hands nothing on until it must, then its parts in the order the window's widths already move them", () => {
    expect(Object.values(headerCollapse(0)).some(Boolean)).toBe(false);
    expect(HEADER_COLLAPSE_ORDER).toEqual(["level", "reset", "rank", "actions", "wallet", "balances"]);
    expect(headerCollapse(3)).toEqual({
      level: true,
      reset: true,
      rank: true,
      actions: false,
      wallet: false,
      balances: false,
    });
    expect(Object.values(headerCollapse(HEADER_COLLAPSE_ORDER.length)).every(Boolean)).toBe(true);
  });
});

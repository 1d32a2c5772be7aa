import { describe, expect, it } from "vitest";
import { nextInventoryPage } from "./inventory-queries.ts";

describe("nextInventoryPage (20 skins and 20 items a page)", () => {
  it("asks for another page while either list has more", () => {
    expect(nextInventoryPage({ page: 1, totalSkins: 3, totalItems: 21 })).toBe(2);
    expect(nextInventoryPage({ page: 1, totalSkins: 45, totalItems: 0 })).toBe(2);
    expect(nextInventoryPage({ page: 2, totalSkins: 45, totalItems: 0 })).toBe(3);
  });
  it("stops once both lists are complete", () => {
    expect(nextInventoryPage({ page: 1, totalSkins: 20, totalItems: 20 })).toBeUndefined();
    expect(nextInventoryPage({ page: 3, totalSkins: 45, totalItems: 2 })).toBeUndefined();
    expect(nextInventoryPage({ page: 1, totalSkins: 0, totalItems: 0 })).toBeUndefined();
  });
});

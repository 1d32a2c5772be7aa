import { describe, expect, it } from "vitest";
import { starsPackPricesSchema } from "./stars-config.ts";

describe("STARS_PACK_PRICES", () => {
  it("defaults to the four packs' prices when unset or blank", () => {
    const defaults = [
      [1, 100],
      [2, 250],
      [3, 1000],
      [4, 2500],
    ];
    expect([...starsPackPricesSchema.parse(undefined)]).toEqual(defaults);
    expect([...starsPackPricesSchema.parse("  ")]).toEqual(defaults);
  });

  it("reads packId:stars pairs, spaces and a trailing comma allowed", () => {
    expect([...starsPackPricesSchema.parse("1:50, 4:2000,")]).toEqual([
      [1, 50],
      [4, 2000],
    ]);
  });

  it("refuses a price below one Star or a malformed pair", () => {
    for (const bad of ["1:0", "one:100", "1=100", "1:100:2"])
      expect(starsPackPricesSchema.safeParse(bad).success, bad).toBe(false);
  });
});

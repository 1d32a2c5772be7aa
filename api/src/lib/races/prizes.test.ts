import { describe, expect, it } from "vitest";
import { envSchema } from "../../env.ts";
import { DEFAULT_RACE_PRIZES, prizeFor, RACE_PLACES } from "./prizes.ts";

// RACE_PRIZES (docs/races.md "Prizes"): place=coins[:item] and from-to=coins[:item] entries.
const bands = (value: string) => envSchema.parse({ RACE_PRIZES: value }).RACE_PRIZES;

describe("RACE_PRIZES", () => {
  it("reads the default table: the first three with items, 100 places paid", () => {
    const table = bands(DEFAULT_RACE_PRIZES);
    expect(table).toEqual([
      { from: 1, to: 1, coins: 5_000_000, itemSlug: "crown-of-the-nine-dragons" },
      { from: 2, to: 2, coins: 2_500_000, itemSlug: "jade-emperors-seal" },
      { from: 3, to: 3, coins: 1_000_000, itemSlug: "folding-fan-of-winds" },
      { from: 4, to: 10, coins: 250_000, itemSlug: null },
      { from: 11, to: 50, coins: 50_000, itemSlug: null },
      { from: 51, to: 100, coins: 10_000, itemSlug: null },
    ]);
    expect(envSchema.parse({}).RACE_PRIZES).toEqual(table);
    expect(prizeFor(table, 1)).toEqual({ coins: 5_000_000, itemSlug: "crown-of-the-nine-dragons" });
    expect(prizeFor(table, 10)).toEqual({ coins: 250_000, itemSlug: null });
    expect(prizeFor(table, 11)).toEqual({ coins: 50_000, itemSlug: null });
    expect(prizeFor(table, RACE_PLACES)).toEqual({ coins: 10_000, itemSlug: null });
    expect(prizeFor(table, RACE_PLACES + 1)).toBeNull();
  });

  it("orders entries by place, takes spaces, and leaves unlisted places without a prize", () => {
    const table = bands(" 5-6=10 , 1=100:paper-lantern ");
    expect(table.map((b) => b.from)).toEqual([1, 5]);
    expect(prizeFor(table, 3)).toBeNull();
    expect(prizeFor(table, 6)).toEqual({ coins: 10, itemSlug: null });
  });

  it("refuses a malformed, reversed, out-of-range or overlapping entry, naming it", () => {
    for (const [value, message] of [
      ["first=100", /first=100\\" is not place=coins/],
      ["0=100", /0=100\\" is not/],
      ["5-3=100", /5-3=100\\" is not/],
      ["99-101=1", /99-101=1\\" is not .* within 1-100/],
      ["1=100:Bad Slug", /Bad Slug\\" is not/],
      ["1-5=100,5=10", /5=10\\" overlaps another entry/],
    ] as const) {
      expect(() => bands(value), value).toThrow(message);
    }
  });
});

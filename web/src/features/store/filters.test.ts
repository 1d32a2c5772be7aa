import { STORE_PAGE_SIZE } from "@jadeverse/api/client/store";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  isPriceInput,
  type StoreFilters,
  storeQuery,
  toggle,
} from "./filters.ts";

const FULL: StoreFilters = {
  types: ["AVATAR", "CHARM"],
  rarities: ["EPIC", "SUPREME"],
  search: "dragon",
  minPriceGems: "10",
  maxPriceGems: "500",
};

describe("store filters in the query string", () => {
  it("round-trips every filter", () => {
    const params = filtersToSearchParams(FULL);
    expect(params.toString()).toBe(
      "type=AVATAR&type=CHARM&rarity=EPIC&rarity=SUPREME&search=dragon&minPriceGems=10&maxPriceGems=500",
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(FULL);
  });

  it("writes nothing for empty filters and reads nothing from an empty string", () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe("");
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual(EMPTY_FILTERS);
  });

  it("leaves out blank searches and price bounds of 0, and trims the search", () => {
    const params = filtersToSearchParams({
      ...EMPTY_FILTERS,
      search: "   ",
      minPriceGems: "0",
      maxPriceGems: "007",
    });
    expect(params.toString()).toBe("maxPriceGems=7");
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, search: " koi " }).get("search")).toBe("koi");
  });

  it("drops unknown types and rarities, duplicates and non-digit prices read from a URL", () => {
    const read = filtersFromSearchParams(
      new URLSearchParams(
        "type=AVATAR&type=BOAT&type=AVATAR&rarity=epic&rarity=RARE&minPriceGems=1e3&maxPriceGems=-5",
      ),
    );
    expect(read).toEqual({ ...EMPTY_FILTERS, types: ["AVATAR"], rarities: ["RARE"] });
  });
});

describe("price inputs", () => {
  it("accept digits only, empty allowed", () => {
    for (const ok of ["", "0", "12", "0012"]) expect(isPriceInput(ok)).toBe(true);
    for (const bad of ["-1", "1.5", "1e3", " 1", "abc", "12345678901"]) expect(isPriceInput(bad)).toBe(false);
  });
});

describe("the API query", () => {
  it("sends paging always and filters only when non-empty (docs/product/economy.md §5)", () => {
    expect(storeQuery(EMPTY_FILTERS, 1)).toEqual({ page: "1", limit: String(STORE_PAGE_SIZE) });
    expect(storeQuery({ ...FULL, minPriceGems: "0" }, 3)).toEqual({
      page: "3",
      limit: "20",
      type: ["AVATAR", "CHARM"],
      rarity: ["EPIC", "SUPREME"],
      search: "dragon",
      maxPriceGems: "500",
    });
  });

  it("toggles a multi-choice value", () => {
    expect(toggle(["A", "B"], "A")).toEqual(["B"]);
    expect(toggle(["B"], "A")).toEqual(["B", "A"]);
  });
});

describe("activeFilterCount", () => {
  it("counts each type, rarity and price bound; the search and zero bounds do not count", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(FULL)).toBe(6);
    expect(activeFilterCount({ ...EMPTY_FILTERS, search: "dragon", minPriceGems: "0" })).toBe(0);
  });
});

import {
  RARITIES,
  type Rarity,
  STORE_PAGE_SIZE,
  STORE_SEARCH_MAX_LENGTH,
  STORE_TYPES,
  type StoreType,
} from "@jadeverse/api/client/store";
import { FILTER_PARAMS, PRICE_MAX_DIGITS } from "./constants.ts";

/** The store's filters as the page holds them; price bounds are the inputs' digit strings. */
export interface StoreFilters {
  types: readonly StoreType[];
  rarities: readonly Rarity[];
  search: string;
  minPriceGems: string;
  maxPriceGems: string;
}

export const EMPTY_FILTERS: StoreFilters = {
  types: [],
  rarities: [],
  search: "",
  minPriceGems: "",
  maxPriceGems: "",
};

/** docs/product/economy.md §5: price inputs accept digits only, and may be empty. */
export const isPriceInput = (value: string) => new RegExp(`^\\d{0,${PRICE_MAX_DIGITS}}$`).test(value);

const known = <T extends string>(values: readonly T[], allowed: readonly T[]): T[] => [
  ...new Set(values.filter((value) => allowed.includes(value))),
];

/** Reads the filters from the query string; unknown values and non-digit prices are dropped. */
export function filtersFromSearchParams(params: URLSearchParams): StoreFilters {
  const price = (name: string) => {
    const value = params.get(name) ?? "";
    return isPriceInput(value) ? value : "";
  };
  return {
    types: known(params.getAll(FILTER_PARAMS.type) as StoreType[], STORE_TYPES),
    rarities: known(params.getAll(FILTER_PARAMS.rarity) as Rarity[], RARITIES),
    search: (params.get(FILTER_PARAMS.search) ?? "").slice(0, STORE_SEARCH_MAX_LENGTH),
    minPriceGems: price(FILTER_PARAMS.minPriceGems),
    maxPriceGems: price(FILTER_PARAMS.maxPriceGems),
  };
}

/** A price bound worth sending: digits above 0 (docs/product/economy.md §5). */
const positive = (value: string) => (isPriceInput(value) && Number(value) > 0 ? String(Number(value)) : null);

/** Writes the filters to a query string, only those that are set (the inverse of `filtersFromSearchParams`). */
export function filtersToSearchParams(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const type of filters.types) params.append(FILTER_PARAMS.type, type);
  for (const rarity of filters.rarities) params.append(FILTER_PARAMS.rarity, rarity);
  const search = filters.search.trim();
  if (search) params.set(FILTER_PARAMS.search, search);
  const min = positive(filters.minPriceGems);
  if (min) params.set(FILTER_PARAMS.minPriceGems, min);
  const max = positive(filters.maxPriceGems);
  if (max) params.set(FILTER_PARAMS.maxPriceGems, max);
  return params;
}

/** The `GET /api/store` query of one page: filters sent only when non-empty (docs/product/economy.md §5). */
export function storeQuery(filters: StoreFilters, page: number) {
  const query: {
    page: string;
    limit: string;
    type?: StoreType[];
    rarity?: Rarity[];
    search?: string;
    minPriceGems?: string;
    maxPriceGems?: string;
  } = { page: String(page), limit: String(STORE_PAGE_SIZE) };
  if (filters.types.length) query.type = [...filters.types];
  if (filters.rarities.length) query.rarity = [...filters.rarities];
  const search = filters.search.trim();
  if (search) query.search = search;
  const min = positive(filters.minPriceGems);
  if (min) query.minPriceGems = min;
  const max = positive(filters.maxPriceGems);
  if (max) query.maxPriceGems = max;
  return query;
}

/** Adds or removes one value of a multi-choice filter. */
export const toggle = <T extends string>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/**
 * How many of the panel's filters are applied (each type, each rarity, each price bound; the search
 * has its own box): the narrow layout's Filters button shows it while the panel is folded away.
 */
export const activeFilterCount = (filters: StoreFilters): number =>
  filters.types.length +
  filters.rarities.length +
  (positive(filters.minPriceGems) ? 1 : 0) +
  (positive(filters.maxPriceGems) ? 1 : 0);

// The store, inventory and swap for front ends: the catalogue's value sets, page sizes, bounds and the
// exchange rate the server applies. Its own entry, so only those pages take them (through the client's
// main entry they rode on every first load).

export { ITEM_TYPES, RARITIES, type Rarity, STORE_TYPES, type StoreType } from "@jadeverse/db/enums/catalog";
export {
  COINS_PER_GEM,
  MAX_SWAP_GEMS,
  STORE_MAX_PRICE_GEMS,
  STORE_PAGE_SIZE,
  STORE_SEARCH_MAX_LENGTH,
} from "./lib/store/constants.ts";

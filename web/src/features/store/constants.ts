import { type Rarity, STORE_MAX_PRICE_GEMS, type StoreType } from "@jadeverse/api/client";

/** docs/product/economy.md §2 Store: the filter panel's Type options, in order. */
export const TYPE_FILTERS: readonly { value: StoreType; label: string }[] = [
  { value: "AVATAR", label: "Avatars" },
  { value: "SKIN", label: "Skins" },
  { value: "CHARM", label: "Lucky Charms" },
  { value: "CLOTHING", label: "Clothing" },
  { value: "VEHICLE", label: "Vehicles" },
];

/** docs/product/economy.md §2 Store: the filter panel's Rarity options, in order. */
export const RARITY_FILTERS: readonly { value: Rarity; label: string }[] = [
  { value: "COMMON", label: "Common" },
  { value: "RARE", label: "Rare" },
  { value: "EPIC", label: "Epic" },
  { value: "LEGENDARY", label: "Legendary" },
  { value: "SUPREME", label: "Supreme" },
];

/** The query-string names of the filters (docs/product/economy.md §2 Store). */
export const FILTER_PARAMS = {
  type: "type",
  rarity: "rarity",
  search: "search",
  minPriceGems: "minPriceGems",
  maxPriceGems: "maxPriceGems",
} as const;

/** Digits a price bound may hold: as many as the highest price the server accepts. */
export const PRICE_MAX_DIGITS = String(STORE_MAX_PRICE_GEMS).length;

/** docs/product/economy.md §2 and §8: the store's words and messages. */
export const STORE_TEXT = {
  searchPlaceholder: "Search Store",
  filters: "Filters",
  clearAll: "Clear all",
  confirm: "Confirm",
  minPrice: "Min price (gems)",
  maxPrice: "Max price (gems)",
  free: "FREE",
  avatarLabel: "Avatar",
  owned: "Owned",
  buyNow: "Buy Now",
  preview: "Preview",
  purchase: "Purchase",
  claim: "Claim",
  close: "Close",
  loadingMore: "Loading more...",
  empty: "No items found",
  loadFailed: "Failed to load the store.",
  retry: "Retry",
} as const;

/** docs/product/economy.md §8 Buy item/skin. */
export const PURCHASE_MESSAGES = {
  purchased: "Item purchased successfully!",
  claimed: "Item claimed successfully!",
  INSUFFICIENT_BALANCE_ERROR: "Insufficient balance!",
  SKIN_ALREADY_OWNED_ERROR: "Skin already owned!",
  other: "Something went wrong!",
} as const;

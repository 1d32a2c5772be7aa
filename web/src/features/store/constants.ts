/** Spec 001 §9: the store loads pages of 20 entries. */
export const STORE_PAGE_SIZE = 20;

export const RARITIES = ["COMMON", "RARE", "EPIC", "LEGENDARY", "SUPREME"] as const;
export type Rarity = (typeof RARITIES)[number];

/** What the server lists: skin types and item types. */
export const STORE_TYPES = ["AVATAR", "SKIN", "CLOTHING", "CHARM", "VEHICLE", "ACCESSORY", "OTHER"] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** Spec 001 §2 Store: the filter panel's Type options, in order. */
export const TYPE_FILTERS: readonly { value: StoreType; label: string }[] = [
  { value: "AVATAR", label: "Avatars" },
  { value: "SKIN", label: "Skins" },
  { value: "CHARM", label: "Lucky Charms" },
  { value: "CLOTHING", label: "Clothing" },
  { value: "VEHICLE", label: "Vehicles" },
];

/** Spec 001 §2 Store: the filter panel's Rarity options, in order. */
export const RARITY_FILTERS: readonly { value: Rarity; label: string }[] = [
  { value: "COMMON", label: "Common" },
  { value: "RARE", label: "Rare" },
  { value: "EPIC", label: "Epic" },
  { value: "LEGENDARY", label: "Legendary" },
  { value: "SUPREME", label: "Supreme" },
];

/** The query-string names of the filters (spec 001 §2 Store). */
export const FILTER_PARAMS = {
  type: "type",
  rarity: "rarity",
  search: "search",
  minPriceGems: "minPriceGems",
  maxPriceGems: "maxPriceGems",
} as const;

/** The longest search the server accepts (api lib/store/constants STORE_SEARCH_MAX_LENGTH). */
export const SEARCH_MAX_LENGTH = 64;
/** Digits a price bound may hold (the server reads at most 10). */
export const PRICE_MAX_DIGITS = 10;

/** Spec 001 §2 and §8: the store's words and messages. */
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

/** Spec 001 §8 Buy item/skin. */
export const PURCHASE_MESSAGES = {
  purchased: "Item purchased successfully!",
  claimed: "Item claimed successfully!",
  INSUFFICIENT_BALANCE_ERROR: "Insufficient balance!",
  SKIN_ALREADY_OWNED_ERROR: "Skin already owned!",
  other: "Something went wrong!",
} as const;

/** docs/product/economy.md §9: store, inventory and history pages hold 20 entries. */
export const STORE_PAGE_SIZE = 20;
/** The longest `search` the store accepts (characters, after trimming). */
export const STORE_SEARCH_MAX_LENGTH = 64;
/** The highest page number and gem price a query may name (keeps offsets and bounds sane). */
export const STORE_MAX_PAGE = 10_000;
export const STORE_MAX_PRICE_GEMS = 1_000_000_000;
/** Repeated `type` / `rarity` parameters accepted in one query. */
export const STORE_MAX_FILTER_VALUES = 10;

/** docs/product/economy.md §9: 1 gem = 100,000 coins. */
export const COINS_PER_GEM = 100_000;
/** The most gems one swap converts (keeps the coin amount a safe integer). */
export const MAX_SWAP_GEMS = 1_000_000_000;
/** A client `Idempotency-Key`: 1–128 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Ledger reasons and idempotency keys of the store's money movements. */
export const LEDGER_REASONS = {
  buySkin: "store:buy-skin",
  buyItem: "store:buy-item",
  swap: "finance:gems-to-coins",
} as const;
export const purchaseKey = (kind: "skin" | "item", userId: number, id: number) =>
  `buy:${kind}:${userId}:${id}`;
export const swapKey = (userId: number, requestKey: string) => `swap:${userId}:${requestKey}`;

/** Rate limits of the store's writes (per player, and per client IP for many players behind one address). */
export const STORE_LIMITS = {
  buy: { name: "store-buy", limit: 30, ipLimit: 300, windowSeconds: 60 },
  equipItem: { name: "item-equip", limit: 60, ipLimit: 600, windowSeconds: 60 },
  swap: { name: "gems-swap", limit: 30, ipLimit: 300, windowSeconds: 60 },
} as const;

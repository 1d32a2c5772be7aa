/**
 * The store catalog's value sets (docs/product/economy.md §3): one list each for the schema's columns, the API's
 * validation and response contracts, and the front ends (through the API's client export). Plain
 * constants, so importing them pulls in no drizzle.
 */
export const RARITIES = ["COMMON", "RARE", "EPIC", "LEGENDARY", "SUPREME"] as const;
export type Rarity = (typeof RARITIES)[number];

/** Item types of the store; avatars/skins live in `skins`, the rest in `items`. */
export const ITEM_TYPES = ["CLOTHING", "CHARM", "VEHICLE", "ACCESSORY", "OTHER"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const SKIN_TYPES = ["AVATAR", "SKIN"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

/** What the store and the inventory list and filter by: skin types, then item types. */
export const STORE_TYPES = [...SKIN_TYPES, ...ITEM_TYPES] as const;
export type StoreType = (typeof STORE_TYPES)[number];

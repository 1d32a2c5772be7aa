import { ITEM_TYPES, RARITIES, SKIN_TYPES } from "@jadeverse/db/enums/catalog";
import { z } from "zod";

// Strict objects: routes/platform/docs.test.ts checks live answers against these, field by field; the front
// ends parse with them (through the client export).
const url = z.strictObject({ url: z.string() });
const id = z.number().int();

/** A skin of the store (docs/product/economy.md §3 store entry). */
export const skinEntry = z.strictObject({
  elementType: z.literal("skin"),
  id,
  name: z.string(),
  rarity: z.enum(RARITIES),
  type: z.enum(SKIN_TYPES),
  isDefaultSkin: z.boolean(),
  avatar: z.strictObject({ id, name: z.string() }),
  smallImage: url,
  bigImage: url,
  coverImage: url,
  priceGems: z.number().int(),
  isOwned: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type SkinEntry = z.infer<typeof skinEntry>;

/** An item of the store (docs/product/economy.md §3 store entry). */
export const itemEntry = z.strictObject({
  elementType: z.literal("item"),
  id,
  name: z.string(),
  rarity: z.enum(RARITIES),
  type: z.enum(ITEM_TYPES),
  description: z.string(),
  file: url,
  priceGems: z.number().int(),
  isOwned: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ItemEntry = z.infer<typeof itemEntry>;
export type StoreEntry = SkinEntry | ItemEntry;

const pageMeta = z.strictObject({
  currentPage: id,
  limit: id,
  totalItems: id,
  totalPages: id,
});

/** `GET /api/store`: one page of the merged listing, split by kind; merge by `createdAt` ascending. */
export const storeResponse = z.strictObject({
  skins: z.strictObject({ data: z.array(skinEntry) }),
  items: z.strictObject({ data: z.array(itemEntry) }),
  meta: pageMeta,
});
export type StorePage = z.infer<typeof storeResponse>;

/** An owned skin, and an owned item with how many the player holds. */
export const inventorySkin = skinEntry.extend({ isEquipped: z.boolean() });
export const inventoryItem = itemEntry.extend({ quantity: id, isEquipped: z.boolean() });
export type InventorySkin = z.infer<typeof inventorySkin>;
export type InventoryItem = z.infer<typeof inventoryItem>;
export type InventoryEntry = InventorySkin | InventoryItem;

/** `GET /api/store/inventory` (docs/product/economy.md §3 inventory response). */
export const inventoryResponse = z.strictObject({
  skins: z.strictObject({ data: z.array(inventorySkin), meta: pageMeta }),
  items: z.strictObject({ data: z.array(inventoryItem), meta: pageMeta }),
});
export type Inventory = z.infer<typeof inventoryResponse>;

/** `POST /api/skins/buy/{id}`: the skin, now owned; `claimed` when it was free. */
export const skinBoughtResponse = z.strictObject({
  success: z.literal(true),
  claimed: z.boolean(),
  gemsAmount: z.number().int(),
  skin: skinEntry,
});

/** `POST /api/items/buy/{id}`. */
export const itemBoughtResponse = z.strictObject({
  success: z.literal(true),
  claimed: z.boolean(),
  gemsAmount: z.number().int(),
  item: itemEntry,
});

/** `POST /api/items/equip/{id}` and `/unequip/{id}`: the player's equipped items afterwards. */
export const equippedItemsResponse = z.strictObject({
  success: z.literal(true),
  equippedItems: z.array(z.strictObject({ id, name: z.string(), type: z.enum(ITEM_TYPES), file: url })),
});

/** `POST /api/finance/gems-to-coins`: the balances after the swap; `applied` false for a replay. */
export const swapResponse = z.strictObject({
  success: z.literal(true),
  applied: z.boolean(),
  swapped: z.strictObject({ gems: id, coins: id }),
  gemsAmount: z.number().int(),
  coinsAmount: z.number().int(),
});
export type SwapResult = z.infer<typeof swapResponse>;

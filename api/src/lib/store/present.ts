import type { ItemType } from "@jadeverse/db/enums/catalog";
import type { InventoryItemRow, ItemRow, SkinRow } from "@jadeverse/db/store/rows";
import type { z } from "zod";
import type { itemEntry, skinEntry } from "./responses.ts";

/** A skin row as the store entry of docs/product/economy.md §3. */
export const presentSkin = (row: SkinRow): z.infer<typeof skinEntry> => ({
  elementType: "skin",
  id: row.id,
  name: row.name,
  rarity: row.rarity,
  type: row.type,
  isDefaultSkin: row.isDefaultSkin,
  avatar: { id: row.avatarId, name: row.avatarName },
  smallImage: { url: row.smallImageUrl },
  bigImage: { url: row.bigImageUrl },
  coverImage: { url: row.coverImageUrl },
  priceGems: row.priceGems,
  isOwned: row.isOwned,
  createdAt: row.createdAt.toISOString(),
});

/** An item row as the store entry of docs/product/economy.md §3. */
export const presentItem = (
  row: Omit<ItemRow, "isOwned"> & { isOwned?: boolean },
): z.infer<typeof itemEntry> => ({
  elementType: "item",
  id: row.id,
  name: row.name,
  rarity: row.rarity,
  type: row.type,
  description: row.description,
  file: { url: row.fileUrl },
  priceGems: row.priceGems,
  isOwned: row.isOwned ?? true,
  createdAt: row.createdAt.toISOString(),
});

export const presentInventoryItem = (row: InventoryItemRow) => ({
  ...presentItem(row),
  quantity: row.quantity,
  isEquipped: row.isEquipped,
});

export const pageMeta = (page: number, limit: number, totalItems: number) => ({
  currentPage: page,
  limit,
  totalItems,
  totalPages: Math.ceil(totalItems / limit),
});

/** An equipped item as `/items/equip` and `/unequip` answer it. */
export const presentEquipped = (row: { id: number; name: string; type: ItemType; fileUrl: string }) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  file: { url: row.fileUrl },
});

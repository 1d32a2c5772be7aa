import { and, eq, exists, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import {
  avatars,
  type ItemType,
  items,
  type Rarity,
  type SkinType,
  skins,
  userItems,
  userSkins,
} from "../schema/catalog.ts";

/** 1-based page of a listing. */
export interface Page {
  limit: number;
  page: number;
}

export interface SkinRow {
  id: number;
  name: string;
  type: SkinType;
  rarity: Rarity;
  priceGems: number;
  isDefaultSkin: boolean;
  avatarId: number;
  avatarName: string;
  smallImageUrl: string;
  bigImageUrl: string;
  coverImageUrl: string;
  createdAt: Date;
  isOwned: boolean;
}

export interface ItemRow {
  id: number;
  name: string;
  type: ItemType;
  rarity: Rarity;
  priceGems: number;
  description: string;
  fileUrl: string;
  purchasable: boolean;
  createdAt: Date;
  isOwned: boolean;
}

export interface InventoryItemRow extends Omit<ItemRow, "isOwned"> {
  quantity: number;
  isEquipped: boolean;
}

const qb = new QueryBuilder();

/**
 * Whether the player holds the entry, as a correlated subquery built from drizzle's builder: its
 * columns are always table-qualified. (A hand-written `sql` fragment in the select list of a
 * single-table query renders its columns unqualified, so `user_items.item_id = items.id` became
 * `item_id = id`, comparing the row's own id: items were marked owned or not at random.)
 */
const ownedSkin = (userId: number) =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(userSkins)
      .where(and(eq(userSkins.userId, userId), eq(userSkins.skinId, skins.id))),
  ).mapWith(Boolean);

const ownedItem = (userId: number) =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(userItems)
      .where(and(eq(userItems.userId, userId), eq(userItems.itemId, items.id))),
  ).mapWith(Boolean);

/** A skin's store columns (select from `skins` joined to `avatars`), owned or not for `userId`. */
export const skinColumns = (userId: number) => ({
  id: skins.id,
  name: skins.name,
  type: skins.type,
  rarity: skins.rarity,
  priceGems: skins.priceGems,
  isDefaultSkin: skins.isDefaultSkin,
  avatarId: skins.avatarId,
  avatarName: avatars.name,
  smallImageUrl: skins.smallImageUrl,
  bigImageUrl: skins.bigImageUrl,
  coverImageUrl: skins.coverImageUrl,
  createdAt: skins.createdAt,
  isOwned: ownedSkin(userId),
});

/** An item's catalogue columns, without ownership. */
export const itemColumns = {
  id: items.id,
  name: items.name,
  type: items.type,
  rarity: items.rarity,
  priceGems: items.priceGems,
  description: items.description,
  fileUrl: items.fileUrl,
  purchasable: items.purchasable,
  createdAt: items.createdAt,
};

/** An item's store columns, owned or not for `userId`. */
export const ownedItemColumns = (userId: number) => ({ ...itemColumns, isOwned: ownedItem(userId) });

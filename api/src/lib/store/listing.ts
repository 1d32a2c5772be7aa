import type { Db } from "@jadeverse/db/client";
import { ITEM_TYPES, type ItemType, SKIN_TYPES, type SkinType } from "@jadeverse/db/enums/catalog";
import { storePage } from "@jadeverse/db/store/catalog";
import { inventoryItems, inventorySkins } from "@jadeverse/db/store/inventory";
import type { z } from "zod";
import { pageMeta, presentInventoryItem, presentItem, presentSkin } from "./present.ts";
import type { inventoryQuery, storeQuery } from "./schemas.ts";

const isSkinType = (t: string): t is SkinType => (SKIN_TYPES as readonly string[]).includes(t);
const isItemType = (t: string): t is ItemType => (ITEM_TYPES as readonly string[]).includes(t);

/** `GET /api/store`: one page of skins and items merged, each marked owned or not for the player. */
export async function storeListing(db: Db, userId: number, q: z.output<typeof storeQuery>) {
  const page = await storePage(
    db.orm,
    userId,
    {
      types: q.type,
      rarities: q.rarity,
      search: q.search,
      minPriceGems: q.minPriceGems,
      maxPriceGems: q.maxPriceGems,
    },
    { page: q.page, limit: q.limit },
  );
  return {
    skins: { data: page.skins.map(presentSkin) },
    items: { data: page.items.map(presentItem) },
    meta: pageMeta(q.page, q.limit, page.totalItems),
  };
}

/** `GET /api/store/inventory`: the player's skins and items, with what is equipped. */
export async function inventoryListing(
  db: Db,
  user: { id: number; equippedSkinId: number | null },
  q: z.output<typeof inventoryQuery>,
) {
  // A type list names skin types, item types or both; a side it names nothing of is left empty.
  const skinTypes = q.type.length ? q.type.filter(isSkinType) : null;
  const itemTypes = q.type.length ? q.type.filter(isItemType) : null;
  const paging = { page: q.page, limit: q.limit };
  const none = { data: [], totalItems: 0 };
  const [skins, items] = await Promise.all([
    skinTypes?.length === 0 ? none : inventorySkins(db.orm, user.id, user.equippedSkinId, skinTypes, paging),
    itemTypes?.length === 0 ? none : inventoryItems(db.orm, user.id, itemTypes, paging),
  ]);
  return {
    skins: {
      data: skins.data.map((row) => ({ ...presentSkin(row), isEquipped: row.isEquipped })),
      meta: pageMeta(q.page, q.limit, skins.totalItems),
    },
    items: {
      data: items.data.map(presentInventoryItem),
      meta: pageMeta(q.page, q.limit, items.totalItems),
    },
  };
}

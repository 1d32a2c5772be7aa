import type { Db } from "@jadeverse/db/client";
import { itemTypeOf, skinCard } from "@jadeverse/db/store/catalog";
import { equipItem, equipSkin, unequipItem } from "@jadeverse/db/store/equip";
import { equippedItems } from "@jadeverse/db/store/inventory";
import { forbidden, notFound } from "../errors.ts";
import { presentEquipped } from "./present.ts";

/**
 * Equips an owned item, replacing the equipped item of its type, in one write transaction; answers
 * the player's equipped items afterwards.
 */
export function equipStoreItem(db: Db, userId: number, itemId: number) {
  return db.write(async (tx) => {
    const type = await itemTypeOf(tx, itemId);
    if (!type) throw notFound("ITEM_NOT_FOUND");
    if (!(await equipItem(tx, userId, itemId, type))) throw forbidden("ITEM_NOT_OWNED");
    return { success: true as const, equippedItems: (await equippedItems(tx, userId)).map(presentEquipped) };
  });
}

/** Unequips an owned item (harmless when it is not equipped). */
export function unequipStoreItem(db: Db, userId: number, itemId: number) {
  return db.write(async (tx) => {
    if (!(await itemTypeOf(tx, itemId))) throw notFound("ITEM_NOT_FOUND");
    if (!(await unequipItem(tx, userId, itemId))) throw forbidden("ITEM_NOT_OWNED");
    return { success: true as const, equippedItems: (await equippedItems(tx, userId)).map(presentEquipped) };
  });
}

/**
 * Equips an owned skin (the avatar shown everywhere; docs/product/platform.md §7, the welcome picker's confirm) and
 * answers it as the spec does.
 */
export async function equipOwnedSkin(db: Db, userId: number, skinId: number) {
  const skin = await skinCard(db.orm, skinId);
  if (!skin) throw notFound("SKIN_NOT_FOUND");
  if (!(await db.write((tx) => equipSkin(tx, userId, skinId)))) throw forbidden("SKIN_NOT_OWNED");
  return {
    success: true as const,
    avatar: skin.avatarId,
    equippedSkin: { id: skin.id, name: skin.name, smallImage: { url: skin.smallImageUrl } },
  };
}

import type { Db } from "@jadeverse/db/client";
import { equippedItems } from "@jadeverse/db/queries/store";
import { equipItem, unequipItem } from "@jadeverse/db/queries/store-equip";
import { items } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { forbidden, notFound } from "../errors.ts";
import { presentEquipped } from "./present.ts";

/**
 * Equips an owned item, replacing the equipped item of its type, in one write transaction; answers
 * the player's equipped items afterwards.
 */
export function equipStoreItem(db: Db, userId: number, itemId: number) {
  return db.write(async (tx) => {
    const [item] = await tx.select({ type: items.type }).from(items).where(eq(items.id, itemId));
    if (!item) throw notFound("ITEM_NOT_FOUND");
    if (!(await equipItem(tx, userId, itemId, item.type))) throw forbidden("ITEM_NOT_OWNED");
    return { success: true as const, equippedItems: (await equippedItems(tx, userId)).map(presentEquipped) };
  });
}

/** Unequips an owned item (harmless when it is not equipped). */
export function unequipStoreItem(db: Db, userId: number, itemId: number) {
  return db.write(async (tx) => {
    const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId));
    if (!item) throw notFound("ITEM_NOT_FOUND");
    if (!(await unequipItem(tx, userId, itemId))) throw forbidden("ITEM_NOT_OWNED");
    return { success: true as const, equippedItems: (await equippedItems(tx, userId)).map(presentEquipped) };
  });
}

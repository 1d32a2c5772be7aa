import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type ItemType, items, userItems } from "../schema/catalog.ts";
import { ownsItem } from "./store.ts";

/**
 * Equips the player's oldest copy of an item, unequipping every item of the same type first (one
 * equipped item per type). Call inside a write transaction. False when the player owns no copy.
 */
export async function equipItem(tx: Tx, userId: number, itemId: number, type: ItemType): Promise<boolean> {
  const [copy] = await tx
    .select({ id: userItems.id })
    .from(userItems)
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
    .orderBy(asc(userItems.id))
    .limit(1);
  if (!copy) return false;
  await tx
    .update(userItems)
    .set({ equippedAt: null })
    .where(
      and(
        eq(userItems.userId, userId),
        isNotNull(userItems.equippedAt),
        inArray(userItems.itemId, tx.select({ id: items.id }).from(items).where(eq(items.type, type))),
      ),
    );
  await tx.update(userItems).set({ equippedAt: new Date() }).where(eq(userItems.id, copy.id));
  return true;
}

/** Unequips every copy of an item. False when the player owns no copy. */
export async function unequipItem(tx: Tx, userId: number, itemId: number): Promise<boolean> {
  if (!(await ownsItem(tx, userId, itemId))) return false;
  await tx
    .update(userItems)
    .set({ equippedAt: null })
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)));
  return true;
}

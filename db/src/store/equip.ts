import { and, asc, eq, exists, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type ItemType, items, userItems, userSkins } from "../schema/catalog.ts";
import { users } from "../schema/users.ts";
import { ownsItem } from "./inventory.ts";

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

/**
 * Makes an owned skin the player's avatar. Ownership is checked in the update itself, so a skin given
 * up meanwhile is never equipped. False when the player does not own it.
 */
export async function equipSkin(tx: Tx, userId: number, skinId: number): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ equippedSkinId: skinId })
    .where(
      and(
        eq(users.id, userId),
        exists(
          tx
            .select({ one: userSkins.skinId })
            .from(userSkins)
            .where(and(eq(userSkins.userId, userId), eq(userSkins.skinId, skinId))),
        ),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import {
  avatars,
  type ItemType,
  items,
  type SkinType,
  skins,
  userItems,
  userSkins,
} from "../schema/catalog.ts";
import { type InventoryItemRow, itemColumns, type Page, skinColumns } from "./rows.ts";

/** The player's skins, oldest first, with the equipped one marked. */
export async function inventorySkins(
  db: Handle,
  userId: number,
  equippedSkinId: number | null,
  types: readonly SkinType[] | null,
  page: Page,
) {
  const where = and(eq(userSkins.userId, userId), types ? inArray(skins.type, [...types]) : undefined);
  const rows = await db
    .select({ ...skinColumns(userId), acquiredAt: userSkins.acquiredAt })
    .from(userSkins)
    .innerJoin(skins, eq(skins.id, userSkins.skinId))
    .innerJoin(avatars, eq(avatars.id, skins.avatarId))
    .where(where)
    .orderBy(asc(userSkins.acquiredAt), asc(skins.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(userSkins)
    .innerJoin(skins, eq(skins.id, userSkins.skinId))
    .where(where);
  return {
    data: rows.map((row) => ({ ...row, isEquipped: row.id === equippedSkinId })),
    totalItems: total?.n ?? 0,
  };
}

/** The player's items (copies of one item counted), oldest first, with the equipped ones marked. */
export async function inventoryItems(
  db: Handle,
  userId: number,
  types: readonly ItemType[] | null,
  page: Page,
): Promise<{ data: InventoryItemRow[]; totalItems: number }> {
  const where = and(eq(userItems.userId, userId), types ? inArray(items.type, [...types]) : undefined);
  const rows = await db
    .select({
      ...itemColumns,
      quantity: count(userItems.id),
      isEquipped: sql<boolean>`max(${userItems.equippedAt} is not null)`.mapWith(Boolean),
    })
    .from(userItems)
    .innerJoin(items, eq(items.id, userItems.itemId))
    .where(where)
    .groupBy(items.id)
    .orderBy(sql`min(${userItems.acquiredAt})`, asc(items.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${userItems.itemId})`.mapWith(Number) })
    .from(userItems)
    .innerJoin(items, eq(items.id, userItems.itemId))
    .where(where);
  return { data: rows, totalItems: total?.n ?? 0 };
}

/** The player's equipped items (one per type at most). */
export async function equippedItems(db: Handle, userId: number) {
  return db
    .selectDistinct({ id: items.id, name: items.name, type: items.type, fileUrl: items.fileUrl })
    .from(userItems)
    .innerJoin(items, eq(items.id, userItems.itemId))
    .where(and(eq(userItems.userId, userId), isNotNull(userItems.equippedAt)))
    .orderBy(asc(items.type));
}

export async function ownsItem(db: Handle, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userItems.id })
    .from(userItems)
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

/** Gives the player a skin (bought or claimed). Call inside the purchase's write transaction. */
export async function grantSkin(tx: Tx, userId: number, skinId: number): Promise<void> {
  await tx.insert(userSkins).values({ userId, skinId });
}

export type ItemSource = (typeof userItems.$inferInsert)["source"];

/** Gives the player one copy of an item; answers the copy's id (the wheel's NFT instance). */
export async function grantItem(tx: Tx, userId: number, itemId: number, source: ItemSource): Promise<number> {
  const granted = await prepared(tx, "store.grantItem", (d) =>
    d
      .insert(userItems)
      .values({
        userId: sql.placeholder("userId"),
        itemId: sql.placeholder("itemId"),
        source: sql.placeholder("source"),
      })
      .returning({ id: userItems.id })
      .prepare(),
  ).get({ userId, itemId, source });
  if (!granted) throw new Error("store: item grant returned nothing");
  return granted.id;
}

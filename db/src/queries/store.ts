import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
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

type Reader = Db["orm"] | Tx;

export type StoreEntryType = SkinType | ItemType;

export interface StoreFilter {
  types: readonly StoreEntryType[];
  rarities: readonly Rarity[];
  /** Matched case-insensitively anywhere in the name; `%` and `_` are literal. */
  search?: string | undefined;
  minPriceGems?: number | undefined;
  maxPriceGems?: number | undefined;
}

export interface Page {
  limit: number;
  /** 1-based. */
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The store's rows: every skin and every purchasable item, as one list. */
const CATALOG = sql`(
  select 'skin' as kind, id, created_at, name, type, rarity, price_gems from skins
  union all
  select 'item' as kind, id, created_at, name, type, rarity, price_gems from items where purchasable = 1
)`;

function filterSql(filter: StoreFilter): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filter.types.length)
    parts.push(
      sql`type in (${sql.join(
        filter.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (filter.rarities.length)
    parts.push(
      sql`rarity in (${sql.join(
        filter.rarities.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
  if (filter.search) parts.push(sql`name like ${`%${escapeLike(filter.search)}%`} escape '\\'`);
  if (filter.minPriceGems !== undefined) parts.push(sql`price_gems >= ${filter.minPriceGems}`);
  if (filter.maxPriceGems !== undefined) parts.push(sql`price_gems <= ${filter.maxPriceGems}`);
  return sql.join(parts, sql` and `);
}

const skinColumns = (userId: number) => ({
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
  isOwned:
    sql<boolean>`exists (select 1 from ${userSkins} where ${userSkins.userId} = ${userId} and ${userSkins.skinId} = ${skins.id})`.mapWith(
      Boolean,
    ),
});

const itemColumns = (userId: number) => ({
  id: items.id,
  name: items.name,
  type: items.type,
  rarity: items.rarity,
  priceGems: items.priceGems,
  description: items.description,
  fileUrl: items.fileUrl,
  purchasable: items.purchasable,
  createdAt: items.createdAt,
  isOwned:
    sql<boolean>`exists (select 1 from ${userItems} where ${userItems.userId} = ${userId} and ${userItems.itemId} = ${items.id})`.mapWith(
      Boolean,
    ),
});

export async function skinsByIds(db: Reader, userId: number, ids: number[]): Promise<SkinRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(skinColumns(userId))
    .from(skins)
    .innerJoin(avatars, eq(avatars.id, skins.avatarId))
    .where(inArray(skins.id, ids));
}

export async function itemsByIds(db: Reader, userId: number, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.select(itemColumns(userId)).from(items).where(inArray(items.id, ids));
}

export interface StorePage {
  skins: SkinRow[];
  items: ItemRow[];
  totalItems: number;
}

/**
 * One page of the store: skins and purchasable items merged, `createdAt` ascending (ties by kind and
 * id, so pages never overlap), each marked owned or not for `userId`.
 */
export async function storePage(
  db: Reader,
  userId: number,
  filter: StoreFilter,
  page: Page,
): Promise<StorePage> {
  const where = filterSql(filter);
  const offset = (page.page - 1) * page.limit;
  const rows = await db.all<{ kind: "skin" | "item"; id: number }>(
    sql`select kind, id from ${CATALOG} where ${where} order by created_at, kind desc, id limit ${page.limit} offset ${offset}`,
  );
  const [total] = await db.all<{ n: number }>(sql`select count(*) as n from ${CATALOG} where ${where}`);
  const pick = (kind: "skin" | "item") => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
  const [skinRows, itemRows] = await Promise.all([
    skinsByIds(db, userId, pick("skin")),
    itemsByIds(db, userId, pick("item")),
  ]);
  const byCreated = <T extends { createdAt: Date; id: number }>(a: T, b: T) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  return {
    skins: skinRows.sort(byCreated),
    items: itemRows.sort(byCreated),
    totalItems: Number(total?.n ?? 0),
  };
}

export interface InventoryItemRow extends Omit<ItemRow, "isOwned"> {
  quantity: number;
  isEquipped: boolean;
}

/** The player's skins, oldest first, with the equipped one marked. */
export async function inventorySkins(
  db: Reader,
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
  db: Reader,
  userId: number,
  types: readonly ItemType[] | null,
  page: Page,
): Promise<{ data: InventoryItemRow[]; totalItems: number }> {
  const where = and(eq(userItems.userId, userId), types ? inArray(items.type, [...types]) : undefined);
  const { isOwned: _owned, ...columns } = itemColumns(userId);
  const rows = await db
    .select({
      ...columns,
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
export async function equippedItems(db: Reader, userId: number) {
  return db
    .selectDistinct({ id: items.id, name: items.name, type: items.type, fileUrl: items.fileUrl })
    .from(userItems)
    .innerJoin(items, eq(items.id, userItems.itemId))
    .where(and(eq(userItems.userId, userId), isNotNull(userItems.equippedAt)))
    .orderBy(asc(items.type));
}

export async function ownsSkin(db: Reader, userId: number, skinId: number): Promise<boolean> {
  const rows = await db
    .select({ skinId: userSkins.skinId })
    .from(userSkins)
    .where(and(eq(userSkins.userId, userId), eq(userSkins.skinId, skinId)))
    .limit(1);
  return rows.length > 0;
}

export async function ownsItem(db: Reader, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userItems.id })
    .from(userItems)
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

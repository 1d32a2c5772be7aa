import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { avatars, type ItemType, items, type Rarity, type SkinType, skins } from "../schema/catalog.ts";
import { type ItemRow, ownedItemColumns, type Page, type SkinRow, skinColumns } from "./rows.ts";

export type StoreEntryType = SkinType | ItemType;

export interface StoreFilter {
  types: readonly StoreEntryType[];
  rarities: readonly Rarity[];
  /** Matched case-insensitively anywhere in the name; `%` and `_` are literal. */
  search?: string | undefined;
  minPriceGems?: number | undefined;
  maxPriceGems?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The store's rows: every skin and every purchasable item, as one list. */
const CATALOG = sql`(
  select 'skin' as kind, id, created_at, name, type, rarity, price_gems from skins
  union all
  select 'item' as kind, id, created_at, name, type, rarity, price_gems from items where purchasable = 1
)`;

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.identifier(column)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function filterSql(filter: StoreFilter): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filter.types.length) parts.push(oneOf("type", filter.types));
  if (filter.rarities.length) parts.push(oneOf("rarity", filter.rarities));
  if (filter.search) parts.push(sql`name like ${`%${escapeLike(filter.search)}%`} escape '\\'`);
  if (filter.minPriceGems !== undefined) parts.push(sql`price_gems >= ${filter.minPriceGems}`);
  if (filter.maxPriceGems !== undefined) parts.push(sql`price_gems <= ${filter.maxPriceGems}`);
  return sql.join(parts, sql` and `);
}

export async function skinsByIds(db: Handle, userId: number, ids: number[]): Promise<SkinRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(skinColumns(userId))
    .from(skins)
    .innerJoin(avatars, eq(avatars.id, skins.avatarId))
    .where(inArray(skins.id, ids));
}

export async function itemsByIds(db: Handle, userId: number, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.select(ownedItemColumns(userId)).from(items).where(inArray(items.id, ids));
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
  db: Handle,
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

/** An item's type, or undefined when there is no such item. */
export async function itemTypeOf(db: Handle, itemId: number): Promise<ItemType | undefined> {
  const [row] = await db.select({ type: items.type }).from(items).where(eq(items.id, itemId));
  return row?.type;
}

/** What an equipped skin is shown with: its name, avatar and small picture. */
export interface SkinCard {
  id: number;
  name: string;
  avatarId: number;
  smallImageUrl: string;
}

/** A skin as it is worn (the equip answer, the player's `equippedSkin` on `GET /api/users/me`; prepared). */
export async function skinCard(db: Handle, skinId: number): Promise<SkinCard | undefined> {
  const query = prepared(db, "store.skinCard", (d) =>
    d
      .select({
        id: skins.id,
        name: skins.name,
        avatarId: skins.avatarId,
        smallImageUrl: skins.smallImageUrl,
      })
      .from(skins)
      .where(eq(skins.id, sql.placeholder("skinId")))
      .limit(1)
      .prepare(),
  );
  return (await query.get({ skinId })) ?? undefined;
}

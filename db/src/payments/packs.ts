import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { gemPacks } from "../schema/catalog.ts";

/**
 * A gem pack on sale, with its prices: the catalog (`gem_packs`) is the one place they live, in US
 * cents for card and crypto and in Telegram Stars (null: not sold for Stars).
 */
export interface GemPack {
  id: number;
  name: string;
  gems: number;
  priceCents: number;
  priceStars: number | null;
  badge: string | null;
}

const columns = {
  id: gemPacks.id,
  name: gemPacks.name,
  gems: gemPacks.gems,
  priceCents: gemPacks.priceCents,
  priceStars: gemPacks.priceStars,
  badge: gemPacks.badge,
};

/** The active gem packs in the store's order (docs/product/economy.md §9: ids 1–4). */
export async function packsForSale(db: Db): Promise<GemPack[]> {
  return db.orm
    .select(columns)
    .from(gemPacks)
    .where(eq(gemPacks.active, true))
    .orderBy(asc(gemPacks.sortOrder), asc(gemPacks.id));
}

/** One active pack, or undefined (unknown or withdrawn). */
export async function packForSale(db: Db, packId: number): Promise<GemPack | undefined> {
  return (await packsForSale(db)).find((pack) => pack.id === packId);
}

import { asc, eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { items, type Rarity } from "../schema/catalog.ts";

/** A wheel-only prize of a rarity when the section names no item: the lowest id, so it is deterministic. */
export async function prizeItemOfRarity(
  db: Handle,
  rarity: Rarity,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(eq(items.rarity, rarity))
    .orderBy(asc(items.purchasable), asc(items.id))
    .limit(1);
  return row;
}

export const itemName = async (db: Handle, id: number): Promise<string | undefined> =>
  (await db.select({ name: items.name }).from(items).where(eq(items.id, id)))[0]?.name;

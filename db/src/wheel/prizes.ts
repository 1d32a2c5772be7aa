import { asc, eq, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { items, type Rarity } from "../schema/catalog.ts";

/** A wheel-only prize of a rarity when the section names no item: the lowest id, so it is deterministic. */
export async function prizeItemOfRarity(
  db: Handle,
  rarity: Rarity,
): Promise<{ id: number; name: string } | undefined> {
  const row = await prepared(db, "wheel.prizeOfRarity", (d) =>
    d
      .select({ id: items.id, name: items.name })
      .from(items)
      .where(eq(items.rarity, sql.placeholder("rarity")))
      .orderBy(asc(items.purchasable), asc(items.id))
      .limit(1)
      .prepare(),
  ).get({ rarity });
  return row ?? undefined;
}

export const itemName = async (db: Handle, id: number): Promise<string | undefined> =>
  (
    await prepared(db, "wheel.itemName", (d) =>
      d
        .select({ name: items.name })
        .from(items)
        .where(eq(items.id, sql.placeholder("id")))
        .prepare(),
    ).get({ id })
  )?.name;

import { and, asc, count, desc, eq, like, type SQL } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { items } from "../schema/catalog.ts";
import { fairnessSeeds } from "../schema/fairness.ts";
import { platformSettings } from "../schema/settings.ts";
import {
  WHEEL_SETTINGS_KEY,
  type WheelSection,
  wheelSections,
  wheelSectionTables,
  wheelSpins,
} from "../schema/wheel.ts";
import type { Handle } from "./prepared.ts";

/** The wheel's sections in position order. */
export const wheelSectionList = (db: Handle): Promise<WheelSection[]> =>
  db.select().from(wheelSections).orderBy(asc(wheelSections.position));

/** The raw `wheel` platform setting (validated by the caller), or undefined when none is stored. */
export async function wheelSettingsValue(db: Handle): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, WHEEL_SETTINGS_KEY));
  return row?.value;
}

/** Stores a section table by its hash once (a table already recorded stays as it was). */
export async function recordSectionTable(tx: Tx, hash: string, canonical: string): Promise<void> {
  await tx.insert(wheelSectionTables).values({ hash, canonical }).onConflictDoNothing();
}

/** The canonical JSON recorded under a section-table hash. */
export async function findSectionTable(db: Handle, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ canonical: wheelSectionTables.canonical })
    .from(wheelSectionTables)
    .where(eq(wheelSectionTables.hash, hash));
  return row?.canonical;
}

/** A wheel-only prize of a rarity when the section names no item: the lowest id, so it is deterministic. */
export async function prizeItemOfRarity(
  db: Handle,
  rarity: (typeof items.$inferSelect)["rarity"],
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

export type NewWheelSpin = typeof wheelSpins.$inferInsert;

export async function insertSpin(tx: Tx, spin: NewWheelSpin) {
  const [row] = await tx.insert(wheelSpins).values(spin).returning();
  if (!row) throw new Error("wheel: spin insert returned nothing");
  return row;
}

/** The player's spin made under a client `Idempotency-Key`, if any. */
export async function findSpinByRequestKey(db: Handle, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.requestKey, requestKey)))
    .limit(1);
  return row;
}

export interface SpinHistoryQuery {
  userId: number;
  page: number;
  limit: number;
  order: "ASC" | "DESC";
  /** Matches the reward label (a coin amount's label, an item's name, "Try again"). */
  search?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the player's spins by `createdAt`, with each spin's server seed once it is revealed. */
export async function spinHistoryPage(db: Handle, query: SpinHistoryQuery) {
  const filters: SQL[] = [eq(wheelSpins.userId, query.userId)];
  if (query.search) filters.push(like(wheelSpins.rewardLabel, `%${escapeLike(query.search)}%`));
  const where = and(...filters);
  const direction = query.order === "ASC" ? asc : desc;
  const rows = await db
    .select({ spin: wheelSpins, serverSeed: fairnessSeeds.serverSeed, revealedAt: fairnessSeeds.revealedAt })
    .from(wheelSpins)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, wheelSpins.seedId))
    .where(where)
    .orderBy(direction(wheelSpins.createdAt), direction(wheelSpins.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(wheelSpins).where(where);
  return {
    rows: rows.map((r) => ({ ...r.spin, serverSeed: r.revealedAt ? r.serverSeed : null })),
    total: total?.n ?? 0,
  };
}

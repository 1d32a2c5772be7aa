import { and, asc, count, desc, eq, like, type SQL } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { fairnessSeeds } from "../schema/fairness.ts";
import { type WheelSpin, wheelSpins } from "../schema/wheel.ts";

export type { WheelSpin };

export type NewWheelSpin = typeof wheelSpins.$inferInsert;

export async function insertSpin(tx: Tx, spin: NewWheelSpin): Promise<WheelSpin> {
  const [row] = await tx.insert(wheelSpins).values(spin).returning();
  if (!row) throw new Error("wheel: spin insert returned nothing");
  return row;
}

/** The player's spin made under a client `Idempotency-Key`, if any. */
export async function findSpinByRequestKey(
  db: Handle,
  userId: number,
  requestKey: string,
): Promise<WheelSpin | undefined> {
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

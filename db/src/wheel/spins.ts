import { and, asc, count, desc, eq, like, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { afterCommit, reportWheelSpin } from "../observe.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import { fairnessSeeds } from "../schema/fairness.ts";
import { type WheelSpin, wheelSpins } from "../schema/wheel.ts";

export type { WheelSpin };

/** Every column a spin is recorded with (the id and the time are the database's). */
export type NewWheelSpin = Required<Omit<typeof wheelSpins.$inferInsert, "id" | "createdAt">>;

const SPIN_COLUMNS = [
  "userId",
  "cost",
  "position",
  "rewardType",
  "theme",
  "coinsAmount",
  "rewardValue",
  "rewardLabel",
  "itemRarity",
  "itemId",
  "userItemId",
  "seedId",
  "nonce",
  "clientSeed",
  "serverSeedHash",
  "provenanceHash",
  "sectionTableHash",
  "requestKey",
] as const satisfies readonly (keyof NewWheelSpin)[];

/** Records a spin (one prepared statement: the spin is the wheel's hot write); answers its id. */
export async function insertSpin(tx: Tx, spin: NewWheelSpin): Promise<number> {
  const row = await prepared(tx, "wheel.insertSpin", (d) =>
    d
      .insert(wheelSpins)
      .values(Object.fromEntries(SPIN_COLUMNS.map((column) => [column, sql.placeholder(column)])) as never)
      .returning({ id: wheelSpins.id })
      .prepare(),
  ).get(spin);
  if (!row) throw new Error("wheel: spin insert returned nothing");
  afterCommit(tx, reportWheelSpin);
  return row.id;
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

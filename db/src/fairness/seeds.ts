import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import { type FairnessSeed, fairnessSeeds } from "../schema/fairness.ts";

/** A fresh seed pair (made by the caller's CSPRNG; the database only stores it). */
export interface NewSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** The player's live (unrevealed) seed, if any. */
export async function findLiveSeed(db: Handle, userId: number): Promise<FairnessSeed | undefined> {
  const row = await prepared(db, "fairness.liveSeed", (d) =>
    d
      .select()
      .from(fairnessSeeds)
      .where(and(eq(fairnessSeeds.userId, sql.placeholder("userId")), isNull(fairnessSeeds.revealedAt)))
      .limit(1)
      .prepare(),
  ).get({ userId });
  return row ?? undefined;
}

/** The player's live seed, created from `fresh()` inside this write transaction when there is none. */
export async function liveSeedFor(tx: Tx, userId: number, fresh: () => NewSeedPair): Promise<FairnessSeed> {
  const found = await findLiveSeed(tx, userId);
  if (found) return found;
  const [created] = await tx
    .insert(fairnessSeeds)
    .values({ userId, ...fresh() })
    .returning();
  if (!created) throw new Error("fairness: seed insert returned nothing");
  return created;
}

/** Takes the seed's next nonce for a bet (the bet's transaction commits or rolls back both). */
export async function takeNonce(tx: Tx, seedId: number): Promise<number> {
  const row = await prepared(tx, "fairness.takeNonce", (d) =>
    d
      .update(fairnessSeeds)
      .set({ nextNonce: sql`${fairnessSeeds.nextNonce} + 1` })
      .where(and(eq(fairnessSeeds.id, sql.placeholder("seedId")), isNull(fairnessSeeds.revealedAt)))
      .returning({ next: fairnessSeeds.nextNonce })
      .prepare(),
  ).get({ seedId });
  if (!row) throw new Error("fairness: the seed was rotated during the bet");
  return row.next - 1;
}

/** Sets the live seed's client seed (creating the seed pair first when the player has none). */
export async function setClientSeed(
  tx: Tx,
  userId: number,
  clientSeed: string,
  fresh: () => NewSeedPair,
): Promise<FairnessSeed> {
  const seed = await liveSeedFor(tx, userId, fresh);
  const [updated] = await tx
    .update(fairnessSeeds)
    .set({ clientSeed })
    .where(eq(fairnessSeeds.id, seed.id))
    .returning();
  return updated ?? seed;
}

/**
 * Reveals the live seed and starts the next one (keeping the player's client seed). Returns the
 * revealed seed as it was when revealed, and the new live one.
 */
export async function rotateSeed(
  tx: Tx,
  userId: number,
  fresh: () => NewSeedPair,
): Promise<{ previous: FairnessSeed; next: FairnessSeed }> {
  const live = await liveSeedFor(tx, userId, fresh);
  const [previous] = await tx
    .update(fairnessSeeds)
    .set({ revealedAt: new Date() })
    .where(eq(fairnessSeeds.id, live.id))
    .returning();
  if (!previous) throw new Error("fairness: the live seed vanished during rotation");
  const { serverSeed, serverSeedHash } = fresh();
  const [next] = await tx
    .insert(fairnessSeeds)
    .values({ userId, serverSeed, serverSeedHash, clientSeed: previous.clientSeed })
    .returning();
  if (!next) throw new Error("fairness: seed insert returned nothing");
  return { previous, next };
}

import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { type CrashRound, crashRounds } from "../schema/crash.ts";

export type { CrashRound };

/**
 * The crash rounds' queries and commands (the one owner of `crash_rounds`). A round moves
 * `betting` → `running` → `crashed` by compare-and-set updates, so two drivers (a lease taken over
 * while the old holder still ran) never both move one round.
 */

/** The newest round, whatever its phase (the chain position continues from its game number). */
export async function latestCrashRound(db: Handle): Promise<CrashRound | undefined> {
  const [row] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return row;
}

/** The round not yet crashed (betting or running), if any. */
export async function liveCrashRound(db: Handle): Promise<CrashRound | undefined> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.phase, ["betting", "running"]))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row;
}

export async function findCrashRound(db: Handle, id: number): Promise<CrashRound | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id)).limit(1);
  return row;
}

/** Opens game `gameNumber` for bets until `bettingEndsAt` (unique per game number). */
export async function openCrashRound(
  tx: Tx,
  round: { gameNumber: number; hash: string; point: number; bettingEndsAt: Date },
): Promise<CrashRound> {
  const [row] = await tx
    .insert(crashRounds)
    .values({ ...round, phase: "betting" })
    .returning();
  if (!row) throw new Error("crash: round insert returned nothing");
  return row;
}

/** Betting → running from `startedAt`, crashing at `crashAt`; undefined when it was not betting. */
export async function startCrashRound(
  tx: Tx,
  id: number,
  startedAt: Date,
  crashAt: Date,
): Promise<CrashRound | undefined> {
  const [row] = await tx
    .update(crashRounds)
    .set({ phase: "running", startedAt, crashAt })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, "betting")))
    .returning();
  return row;
}

/** Running → crashed at `crashedAt`; undefined when it was not running. */
export async function endCrashRound(tx: Tx, id: number, crashedAt: Date): Promise<CrashRound | undefined> {
  const [row] = await tx
    .update(crashRounds)
    .set({ phase: "crashed", crashedAt })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, "running")))
    .returning();
  return row;
}

/** Finished rounds, newest first. */
export async function crashedRounds(db: Handle, limit: number): Promise<CrashRound[]> {
  return db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.phase, "crashed"))
    .orderBy(desc(crashRounds.gameNumber))
    .limit(limit);
}

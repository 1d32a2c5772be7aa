import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { type CrashBet, crashBets } from "../schema/crash.ts";
import { users } from "../schema/users.ts";

export type { CrashBet };

/** The bets' queries and commands (the one owner of `crash_bets`); settling is compare-and-set on `status`. */

export async function insertCrashBet(
  tx: Tx,
  bet: { roundId: number; userId: number; stake: number; autoCashout: number | null; requestKey: string },
): Promise<CrashBet> {
  const [row] = await tx.insert(crashBets).values(bet).returning();
  if (!row) throw new Error("crash: bet insert returned nothing");
  return row;
}

/** The player's bet placed under a client `requestKey`, if any. */
export async function findCrashBetByRequestKey(
  db: Handle,
  userId: number,
  requestKey: string,
): Promise<CrashBet | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.userId, userId), eq(crashBets.requestKey, requestKey)))
    .limit(1);
  return row;
}

/** The player's bet on a round, if any. */
export async function findCrashBet(
  db: Handle,
  roundId: number,
  userId: number,
): Promise<CrashBet | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)))
    .limit(1);
  return row;
}

/** A round's bets still waiting for a cash-out (at most `limit` of them, oldest first, when given). */
export async function openCrashBets(db: Handle, roundId: number, limit?: number): Promise<CrashBet[]> {
  const query = db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, "open")))
    .orderBy(crashBets.id);
  return limit === undefined ? query : query.limit(limit);
}

/** Marks an open bet won at `cashedOutAt` hundredths for `payout` coins; undefined when it was settled already. */
export async function cashOutCrashBet(
  tx: Tx,
  betId: number,
  won: { cashedOutAt: number; payout: number; cashoutKey: string | null; settledAt: Date },
): Promise<CrashBet | undefined> {
  const [row] = await tx
    .update(crashBets)
    .set({ status: "won", ...won })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, "open")))
    .returning();
  return row;
}

/** Marks an open bet lost; undefined when it was settled already. */
export async function loseCrashBet(tx: Tx, betId: number, settledAt: Date): Promise<CrashBet | undefined> {
  const [row] = await tx
    .update(crashBets)
    .set({ status: "lost", settledAt })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, "open")))
    .returning();
  return row;
}

/** A round's bets with the players' public names (nicknames only), oldest first. */
export async function crashRoundPlayers(db: Handle, roundId: number) {
  return db
    .select({
      userId: crashBets.userId,
      nickname: sql<string | null>`${users.nickname}`,
      stake: crashBets.stake,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      payout: crashBets.payout,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(eq(crashBets.roundId, roundId))
    .orderBy(crashBets.id);
}

/** A player's public name (nickname only; null when they have none). */
export async function crashNickname(db: Handle, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.nickname ?? null;
}

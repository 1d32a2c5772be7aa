import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import { type GameRound, gameRounds, type NewGameRound } from "../schema/games.ts";

export type { GameRound };

/** Every column a round is opened or settled with (the id, defaults and times are the database's). */
export type RoundInsert = Omit<NewGameRound, "id" | "createdAt">;

/** Records a round (settled at once, or a blackjack hand left open); answers the stored row. */
export async function insertRound(tx: Tx, round: RoundInsert): Promise<GameRound> {
  const [row] = await tx.insert(gameRounds).values(round).returning();
  if (!row) throw new Error("games: round insert returned nothing");
  return row;
}

/** The player's round made under a client `requestKey`, if any. */
export async function findRoundByRequestKey(
  db: Handle,
  userId: number,
  requestKey: string,
): Promise<GameRound | undefined> {
  const row = await prepared(db, "games.roundByRequestKey", (d) =>
    d
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.userId, sql.placeholder("userId")),
          eq(gameRounds.requestKey, sql.placeholder("requestKey")),
        ),
      )
      .limit(1)
      .prepare(),
  ).get({ userId, requestKey });
  return row ?? undefined;
}

/** One of the player's rounds by id (undefined for another player's round). */
export async function findRound(db: Handle, userId: number, roundId: number): Promise<GameRound | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.userId, userId)))
    .limit(1);
  return row;
}

/** The player's open round (a blackjack hand waiting for an action), if any. */
export async function findOpenRound(db: Handle, userId: number): Promise<GameRound | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.status, "open")))
    .limit(1);
  return row;
}

/** What one action changes on an open round. */
export interface RoundStep {
  state: unknown;
  /** The sequence number after the action (the engine's action count). */
  seq: number;
  actionKeys: string[];
  totalBet: number;
  balanceAfter: number;
  /** Set when the action ended the hand: the public outcome and what it paid. */
  settled?: { outcome: unknown; totalWin: number } | undefined;
}

/**
 * Applies one action's result to an open round, only if nobody changed it since it was read at
 * `expectedSeq` (compare-and-set). Answers the updated row, or undefined when the round moved on
 * or is no longer open: the caller's transaction must then roll back whatever it did for the action.
 */
export async function stepOpenRound(
  tx: Tx,
  roundId: number,
  expectedSeq: number,
  step: RoundStep,
): Promise<GameRound | undefined> {
  const settled = step.settled;
  const [row] = await tx
    .update(gameRounds)
    .set({
      state: settled ? null : step.state,
      seq: step.seq,
      actionKeys: step.actionKeys,
      totalBet: step.totalBet,
      balanceAfter: step.balanceAfter,
      ...(settled
        ? { status: "settled", outcome: settled.outcome, totalWin: settled.totalWin, settledAt: new Date() }
        : {}),
    })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.seq, expectedSeq), eq(gameRounds.status, "open")))
    .returning();
  return row;
}

/** Records the player's coin balance as the round's answer reports it (after its ledger changes). */
export async function setRoundBalance(tx: Tx, roundId: number, balanceAfter: number): Promise<GameRound> {
  const [row] = await tx
    .update(gameRounds)
    .set({ balanceAfter })
    .where(eq(gameRounds.id, roundId))
    .returning();
  if (!row) throw new Error("games: the round vanished while it was settled");
  return row;
}

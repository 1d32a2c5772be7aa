import { eq, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { addExactly } from "../metrics/limits.ts";
import { leaderboardTotals } from "../schema/leaderboard.ts";
import type { gameStatistics } from "../schema/stats.ts";
import { GLOBAL_BOARD, moveInBuckets } from "./buckets.ts";

/** The summed figures of a board row (`leaderboard_totals` and `game_statistics` share them). */
export const SUMMED_FIELDS = [
  "totalPlays",
  "totalWins",
  "coinsWon",
  "gemsWon",
  "coinsWagered",
  "gemsWagered",
] as const;
export type SummedField = (typeof SUMMED_FIELDS)[number];

/** What one recorded round adds to each summed figure. */
export type RoundDelta = Record<SummedField, number>;

/** A board row's summed figures and its demo flag, as read before a round changes them. */
export type BoardRowValues = RoundDelta & { demo: boolean };

/** The columns to read a board row's `BoardRowValues` with. */
export const boardRowColumns = (t: typeof leaderboardTotals | typeof gameStatistics) => ({
  totalPlays: t.totalPlays,
  totalWins: t.totalWins,
  coinsWon: t.coinsWon,
  gemsWon: t.gemsWon,
  coinsWagered: t.coinsWagered,
  gemsWagered: t.gemsWagered,
  demo: t.demo,
});

/**
 * A board row's figures once a round's delta is added (a new row starts from zero), each checked to
 * stay within `AGGREGATE_MAX`: throws `RoundRefusedError` (naming `scope.field`) instead.
 */
export function afterRound(scope: string, before: RoundDelta | undefined, delta: RoundDelta): RoundDelta {
  const after = {} as RoundDelta;
  for (const field of SUMMED_FIELDS)
    after[field] = addExactly(`${scope}.${field}`, before?.[field] ?? 0, delta[field]);
  return after;
}

/** `column + delta` for each summed column of an upsert's update. */
export const addDelta = (t: typeof leaderboardTotals | typeof gameStatistics, delta: RoundDelta) => ({
  totalPlays: sql`${t.totalPlays} + ${delta.totalPlays}`,
  totalWins: sql`${t.totalWins} + ${delta.totalWins}`,
  coinsWon: sql`${t.coinsWon} + ${delta.coinsWon}`,
  gemsWon: sql`${t.gemsWon} + ${delta.gemsWon}`,
  coinsWagered: sql`${t.coinsWagered} + ${delta.coinsWagered}`,
  gemsWagered: sql`${t.gemsWagered} + ${delta.gemsWagered}`,
});

/**
 * Folds one recorded round (and the play time it adds) into the player's global board row (`leaderboard_totals`), in the
 * recording transaction (`recordRound`), so the board and the per-game statistics move together.
 * A total that would pass `AGGREGATE_MAX` refuses the round (the transaction rolls back).
 */
export async function foldRoundIntoTotals(
  tx: Tx,
  userId: number,
  delta: RoundDelta,
  demo: boolean,
  secondsPlayed = 0,
): Promise<void> {
  const t = leaderboardTotals;
  const [before] = await tx
    .select({ ...boardRowColumns(t), secondsPlayed: t.secondsPlayed })
    .from(t)
    .where(eq(t.userId, userId));
  const after = afterRound("leaderboardTotals", before, delta);
  addExactly("leaderboardTotals.secondsPlayed", before?.secondsPlayed ?? 0, secondsPlayed);
  await tx
    .insert(t)
    .values({ userId, ...delta, secondsPlayed, demo })
    .onConflictDoUpdate({
      target: t.userId,
      set: { ...addDelta(t, delta), secondsPlayed: sql`${t.secondsPlayed} + ${secondsPlayed}` },
    });
  await moveInBuckets(tx, GLOBAL_BOARD, before, after);
}

/**
 * Gives a demo visit's private copy the persona's global board row (its game rows are copied with
 * the statistics), so the visitor sees the persona's figures and standing as their own. An insert:
 * the insert triggers flag the copy's row as a demo row, off the public board.
 */
export async function copyLeaderboardTotals(tx: Tx, fromId: number, toId: number): Promise<void> {
  const [row] = await tx.select().from(leaderboardTotals).where(eq(leaderboardTotals.userId, fromId));
  if (row) await tx.insert(leaderboardTotals).values({ ...row, userId: toId });
}

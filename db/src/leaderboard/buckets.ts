import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { leaderboardRankBuckets } from "../schema/leaderboard.ts";

/**
 * Value buckets of the rank index: values below 1,024 each get their own bucket (where most ties
 * sit); above, every power of two is split into 64 equal steps, so a bucket holds at most ~1.6 % of
 * the values of its octave. Monotonic: a higher value never lands in a lower bucket.
 */
export const EXACT_BELOW = 1024;
const STEPS_BITS = 6;
const STEPS = 1 << STEPS_BITS;
const FIRST_OCTAVE = Math.log2(EXACT_BELOW);
/** Values are integers below 2^53; octaves 2^10 … 2^52. */
const LAST_OCTAVE = 52;

export function bucketOf(value: number): number {
  const v = Math.max(0, Math.floor(value));
  if (v < EXACT_BELOW) return v;
  const octave = Math.floor(Math.log2(v));
  const step = Math.floor(v / 2 ** (octave - STEPS_BITS)) - STEPS;
  return EXACT_BELOW + (octave - FIRST_OCTAVE) * STEPS + Math.min(STEPS - 1, Math.max(0, step));
}

/** The smallest value in a bucket (the next bucket's lower bound is this one's exclusive upper bound). */
export function bucketLowerBound(bucket: number): number {
  if (bucket < EXACT_BELOW) return bucket;
  const octave = FIRST_OCTAVE + Math.floor((bucket - EXACT_BELOW) / STEPS);
  const step = (bucket - EXACT_BELOW) % STEPS;
  return (STEPS + step) * 2 ** (octave - STEPS_BITS);
}

/** `bucketOf` as SQL over an integer column (for backfills and the bench's seed). */
export function bucketSql(column: string): string {
  const branches = [`WHEN ${column} < ${EXACT_BELOW} THEN ${column}`];
  for (let octave = FIRST_OCTAVE; octave <= LAST_OCTAVE; octave++)
    branches.push(
      `WHEN ${column} < ${2 ** (octave + 1)} THEN ${EXACT_BELOW + (octave - FIRST_OCTAVE) * STEPS - STEPS} + (${column} >> ${octave - STEPS_BITS})`,
    );
  return `CASE ${branches.join(" ")} END`;
}

export type BucketValues = Record<"coinsWon" | "gemsWon" | "coinsWagered" | "totalWins", number>;
const FIELDS = ["coinsWon", "gemsWon", "coinsWagered", "totalWins"] as const;

/**
 * Moves a player's existing row between buckets on one board after its values changed from `before`
 * to `after`, in the recording transaction. A row new on the board (`before` absent) was counted by
 * migration 0008's insert trigger already, whatever path inserted it.
 */
export async function moveInBuckets(
  tx: Tx,
  board: string,
  before: BucketValues | undefined,
  after: BucketValues,
): Promise<void> {
  const b = leaderboardRankBuckets;
  if (!before) return;
  for (const field of FIELDS) {
    const to = bucketOf(after[field]);
    const from = bucketOf(before[field]);
    if (from === to) continue;
    await tx
      .update(b)
      .set({ players: sql`${b.players} - 1` })
      .where(sql`${b.board} = ${board} and ${b.field} = ${field} and ${b.bucket} = ${from}`);
    await tx
      .insert(b)
      .values({ board, field, bucket: to, players: 1 })
      .onConflictDoUpdate({ target: [b.board, b.field, b.bucket], set: { players: sql`${b.players} + 1` } });
  }
}

/** Players in the buckets strictly ahead of `bucket` on a board (DESC: higher buckets). */
export function playersAheadSql(board: string, field: string, bucket: number, descending: boolean): SQL {
  const ahead = descending ? sql.raw(">") : sql.raw("<");
  return sql`(select coalesce(sum(players), 0) from leaderboard_rank_buckets
    where board = ${board} and field = ${field} and bucket ${ahead} ${bucket})`;
}

const COLUMNS: Record<(typeof FIELDS)[number], string> = {
  coinsWon: "coins_won",
  gemsWon: "gems_won",
  coinsWagered: "coins_wagered",
  totalWins: "total_wins",
};

/**
 * The bucket counts recomputed from the boards' rows: `SELECT board, field, bucket, players` for the
 * global board and every game's. Used to backfill (migration 0006, the bench's seed) and to check
 * the maintained counts.
 */
export function bucketCountsSql(): string {
  return FIELDS.flatMap((field) => [
    `SELECT 'global' AS board, '${field}' AS field, ${bucketSql(COLUMNS[field])} AS bucket, count(*) AS players FROM leaderboard_totals GROUP BY 3`,
    `SELECT game_type AS board, '${field}' AS field, ${bucketSql(COLUMNS[field])} AS bucket, count(*) AS players FROM game_statistics GROUP BY 1, 3`,
  ]).join(" UNION ALL ");
}

/**
 * Migration 0007's triggers: a deleted board row (a deleted player's cascade, a demo copy's cleanup)
 * leaves its buckets, whatever path deleted it. Rounds move rows between buckets in `recordBet`.
 */
export function bucketDeleteTriggersSql(): string[] {
  const body = (board: string) =>
    FIELDS.map(
      (field) =>
        `UPDATE leaderboard_rank_buckets SET players = players - 1 WHERE board = ${board} AND field = '${field}' AND bucket = ${bucketSql(`OLD.${COLUMNS[field]}`)};`,
    ).join(" ");
  return [
    `CREATE TRIGGER leaderboard_totals_leave_buckets AFTER DELETE ON leaderboard_totals BEGIN ${body("'global'")} END;`,
    `CREATE TRIGGER game_statistics_leave_buckets AFTER DELETE ON game_statistics BEGIN ${body("OLD.game_type")} END;`,
  ];
}

/**
 * Migration 0008's triggers: a board row inserted by any path (a first round, the seed, a demo copy)
 * enters its buckets. Later changes by rounds are moved by `moveInBuckets`.
 */
export function bucketInsertTriggersSql(): string[] {
  const body = (board: string) =>
    FIELDS.map(
      (field) =>
        `INSERT INTO leaderboard_rank_buckets (board, field, bucket, players) VALUES (${board}, '${field}', ${bucketSql(`NEW.${COLUMNS[field]}`)}, 1) ON CONFLICT (board, field, bucket) DO UPDATE SET players = players + 1;`,
    ).join(" ");
  return [
    `CREATE TRIGGER leaderboard_totals_enter_buckets AFTER INSERT ON leaderboard_totals BEGIN ${body("'global'")} END;`,
    `CREATE TRIGGER game_statistics_enter_buckets AFTER INSERT ON game_statistics BEGIN ${body("NEW.game_type")} END;`,
  ];
}

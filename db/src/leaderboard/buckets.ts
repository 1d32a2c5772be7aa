import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { leaderboardRankBuckets } from "../schema/leaderboard.ts";
import { isDemoUserSql } from "./demo-players.ts";

/**
 * Value buckets of the rank index: values below 1,024 each get their own bucket (where most ties
 * sit); above, every power of two is split into 64 equal steps, so a bucket holds at most ~1.6 % of
 * the values of its octave. Monotonic: a higher value never lands in a lower bucket.
 *
 * The buckets count the public rows of a board only: a demo player's row (`demo = 1`, see
 * demo-players.ts) is in no bucket, so no rank counts it.
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
  // Math.log2 rounds up just below a power of two (log2(2^53 − 1) gives 53): corrected exactly, as
  // powers of two and `v` (an integer below 2^53) are exact doubles.
  let octave = Math.floor(Math.log2(v));
  if (2 ** octave > v) octave--;
  else if (2 ** (octave + 1) <= v) octave++;
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

/** The rank buckets' board name of the global board (game boards use their game type). */
export const GLOBAL_BOARD = "global";

export type BucketValues = Record<"coinsWon" | "gemsWon" | "coinsWagered" | "totalWins", number>;
const FIELDS = ["coinsWon", "gemsWon", "coinsWagered", "totalWins"] as const;

/**
 * Moves a player's existing public row between buckets on one board after its values changed from
 * `before` to `after`, in the recording transaction. A row new on the board (`before` absent) was
 * counted by the insert trigger already, whatever path inserted it; a demo row is never counted.
 */
export async function moveInBuckets(
  tx: Tx,
  board: string,
  before: (BucketValues & { demo: boolean }) | undefined,
  after: BucketValues,
): Promise<void> {
  const b = leaderboardRankBuckets;
  if (!before || before.demo) return;
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

/** One board row's change: its values before (absent: a new row) and after a set of rounds. */
export interface BucketMove {
  board: string;
  before: (BucketValues & { demo: boolean }) | undefined;
  after: BucketValues;
}

/**
 * `moveInBuckets` for many rows at once (a settled set of bets): the moves are netted per bucket and
 * written in one statement, so the counts end exactly where the rows' one-by-one moves would leave them.
 */
export async function moveManyInBuckets(tx: Tx, moves: readonly BucketMove[]): Promise<void> {
  const statement = bucketMovesStatement(moves);
  if (statement) await tx.run(statement);
}

/** The one statement `moveManyInBuckets` runs, or undefined when the moves net to nothing. */
export function bucketMovesStatement(moves: readonly BucketMove[]): SQL | undefined {
  const net = new Map<string, { board: string; field: string; bucket: number; players: number }>();
  const add = (board: string, field: string, bucket: number, players: number) => {
    const id = `${board}\u0000${field}\u0000${bucket}`;
    const entry = net.get(id) ?? { board, field, bucket, players: 0 };
    entry.players += players;
    net.set(id, entry);
  };
  for (const { board, before, after } of moves) {
    if (!before || before.demo) continue;
    for (const field of FIELDS) {
      const from = bucketOf(before[field]);
      const to = bucketOf(after[field]);
      if (from === to) continue;
      add(board, field, from, -1);
      add(board, field, to, 1);
    }
  }
  const changed = [...net.values()].filter((e) => e.players !== 0);
  if (changed.length === 0) return undefined;
  return sql`insert into leaderboard_rank_buckets (board, field, bucket, players)
    select e.value ->> 'b', e.value ->> 'f', e.value ->> 'k', e.value ->> 'p'
    from json_each(${JSON.stringify(changed.map((e) => ({ b: e.board, f: e.field, k: e.bucket, p: e.players })))}) as e
    where true
    on conflict (board, field, bucket) do update set players = players + excluded.players`;
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
 * The bucket counts recomputed from the boards' public rows: `SELECT board, field, bucket, players`
 * for the global board and every game's. Used to backfill (migrations, the bench's seed) and to
 * check the maintained counts.
 */
export function bucketCountsSql(): string {
  return FIELDS.flatMap((field) => [
    `SELECT 'global' AS board, '${field}' AS field, ${bucketSql(COLUMNS[field])} AS bucket, count(*) AS players FROM leaderboard_totals WHERE demo = 0 GROUP BY 3`,
    `SELECT game_type AS board, '${field}' AS field, ${bucketSql(COLUMNS[field])} AS bucket, count(*) AS players FROM game_statistics WHERE demo = 0 GROUP BY 1, 3`,
  ]).join(" UNION ALL ");
}

/** The two board tables: their rank-bucket board name and how a trigger finds the row it fired for. */
const TABLES = [
  { table: "leaderboard_totals", board: "'global'", row: "user_id = NEW.user_id" },
  {
    table: "game_statistics",
    board: "game_type",
    row: "user_id = NEW.user_id AND game_type = NEW.game_type",
  },
] as const;

/**
 * The delete triggers: a deleted public board row (a deleted player's cascade) leaves its buckets,
 * whatever path deleted it. Rounds move rows between buckets in `recordRound`.
 */
export function bucketDeleteTriggersSql(): string[] {
  return TABLES.map(({ table, board }) => {
    const updates = FIELDS.map(
      (field) =>
        `UPDATE leaderboard_rank_buckets SET players = players - 1 WHERE board = ${board === "'global'" ? board : `OLD.${board}`} AND field = '${field}' AND bucket = ${bucketSql(`OLD.${COLUMNS[field]}`)};`,
    ).join(" ");
    return `CREATE TRIGGER ${table}_leave_buckets AFTER DELETE ON ${table} WHEN OLD.demo = 0 BEGIN ${updates} END;`;
  });
}

/** The names of the insert triggers (the bench's bulk load drops them and puts them back). */
export const BOARD_INSERT_TRIGGERS = TABLES.flatMap(({ table }) => [
  `${table}_mark_demo`,
  `${table}_enter_buckets`,
]);

/**
 * The insert triggers, two per board table, deciding from the player's `users` row so that every
 * insert path (a first round, the seed, a demo copy, a direct insert) agrees:
 * - `<table>_mark_demo`: a demo player's row is flagged `demo = 1` (off the public boards);
 * - `<table>_enter_buckets`: any other row enters its buckets.
 * Their conditions exclude each other and read only the inserted values and `users`, so the order
 * SQLite fires them in does not matter.
 */
export function bucketInsertTriggersSql(): string[] {
  return TABLES.flatMap(({ table, board, row }) => {
    const demo = isDemoUserSql("NEW.user_id");
    const inserts = FIELDS.map(
      (field) =>
        `INSERT INTO leaderboard_rank_buckets (board, field, bucket, players) VALUES (${board === "'global'" ? board : `NEW.${board}`}, '${field}', ${bucketSql(`NEW.${COLUMNS[field]}`)}, 1) ON CONFLICT (board, field, bucket) DO UPDATE SET players = players + 1;`,
    ).join(" ");
    return [
      `CREATE TRIGGER ${table}_mark_demo AFTER INSERT ON ${table} WHEN NEW.demo = 0 AND ${demo} BEGIN UPDATE ${table} SET demo = 1 WHERE ${row}; END;`,
      `CREATE TRIGGER ${table}_enter_buckets AFTER INSERT ON ${table} WHEN NEW.demo = 0 AND NOT ${demo} BEGIN ${inserts} END;`,
    ];
  });
}

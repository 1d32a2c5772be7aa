import { type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "../client.ts";
import type { GameType } from "../schema/stats.ts";
import { bucketLowerBound, bucketOf, GLOBAL_BOARD, playersAheadSql } from "./buckets.ts";

/** Anything the board is read on: `db.orm` or a write transaction. */
type Handle = Database | Tx;

export const LEADERBOARD_SORT_FIELDS = ["coinsWon", "gemsWon", "coinsWagered", "totalWins"] as const;
export type LeaderboardSortField = (typeof LEADERBOARD_SORT_FIELDS)[number];
export const LEADERBOARD_SORT_ORDERS = ["ASC", "DESC"] as const;
export type LeaderboardSortOrder = (typeof LEADERBOARD_SORT_ORDERS)[number];

/** The SQL column of each sort field (same name in `leaderboard_totals` and `game_statistics`). */
const COLUMN: Record<LeaderboardSortField, SQL> = {
  coinsWon: sql.raw("t.coins_won"),
  gemsWon: sql.raw("t.gems_won"),
  coinsWagered: sql.raw("t.coins_wagered"),
  totalWins: sql.raw("t.total_wins"),
};

export interface LeaderboardQuery {
  sortBy: LeaderboardSortField;
  sortOrder: LeaderboardSortOrder;
  /** Omitted: the global board (every game's totals). */
  gameType?: GameType | undefined;
}

export interface LeaderboardRow {
  userId: number;
  nickname: string | null;
  photoUrl: string | null;
  xp: number;
  coinsWon: number;
  gemsWon: number;
  coinsWagered: number;
  gemsWagered: number;
  totalWins: number;
  secondsPlayed: number;
}

/** `t`: the board's table (global totals or one game's statistics), filtered to that game. */
const source = (gameType: GameType | undefined): SQL =>
  gameType
    ? sql`(select * from game_statistics where game_type = ${gameType}) t`
    : sql.raw("leaderboard_totals t");

const SELECT = sql.raw(
  `t.user_id as userId, u.nickname as nickname, u.photo_url as photoUrl, u.xp as xp,
   t.coins_won as coinsWon, t.gems_won as gemsWon, t.coins_wagered as coinsWagered,
   t.gems_wagered as gemsWagered, t.total_wins as totalWins, t.seconds_played as secondsPlayed`,
);

const toRow = (r: Record<string, unknown>): LeaderboardRow => ({
  userId: Number(r.userId),
  nickname: (r.nickname as string | null) ?? null,
  photoUrl: (r.photoUrl as string | null) ?? null,
  xp: Number(r.xp),
  coinsWon: Number(r.coinsWon),
  gemsWon: Number(r.gemsWon),
  coinsWagered: Number(r.coinsWagered),
  gemsWagered: Number(r.gemsWagered),
  totalWins: Number(r.totalWins),
  secondsPlayed: Number(r.secondsPlayed),
});

/**
 * One page of the public board (demo players' rows, `demo = 1`, are left out). Ties are broken by
 * user id in the sort's direction (DESC: the higher id first), so every order is total and walks the
 * `(demo, sort column, user_id)` index without a sort.
 */
export async function leaderboardPage(
  db: Handle,
  query: LeaderboardQuery & { limit: number; offset: number },
): Promise<LeaderboardRow[]> {
  const column = COLUMN[query.sortBy];
  const dir = sql.raw(query.sortOrder);
  // The page's ids come off the covering index alone; only those 20 rows are joined (a deep OFFSET
  // then skips index entries, not joined rows). CROSS JOIN pins the join order: with a bound LIMIT
  // the planner would otherwise scan the whole board and probe the page (2 s at 1,000,000 rows).
  const rows = await db.all<Record<string, unknown>>(
    sql`select ${SELECT} from (select t.user_id as id from ${source(query.gameType)}
          where t.demo = 0
          order by ${column} ${dir}, t.user_id ${dir} limit ${query.limit} offset ${query.offset}) k
        cross join ${source(query.gameType)} on t.user_id = k.id cross join users u on u.id = t.user_id
        order by ${column} ${dir}, t.user_id ${dir}`,
  );
  return rows.map(toRow);
}

/** The caller's own row on this board, if they have one (a demo player's too: it is their own). */
export async function leaderboardRowOf(
  db: Handle,
  userId: number,
  gameType: GameType | undefined,
): Promise<LeaderboardRow | undefined> {
  const rows = await db.all<Record<string, unknown>>(
    sql`select ${SELECT} from ${source(gameType)} join users u on u.id = t.user_id where t.user_id = ${userId}`,
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/**
 * The caller's 1-based rank: 1 + the public players strictly ahead (ties share a rank). Counted as
 * the players of the value buckets ahead (at most a few thousand bucket rows) plus the public rows
 * ahead inside the caller's own bucket (a short range of the `(demo, column, user_id)` index), never
 * a scan of the board. A demo player, who is on no public board, gets the place they would take.
 */
export async function leaderboardRank(
  db: Handle,
  row: LeaderboardRow,
  query: LeaderboardQuery,
): Promise<number> {
  const value = row[query.sortBy];
  const column = COLUMN[query.sortBy];
  const bucket = bucketOf(value);
  const descending = query.sortOrder === "DESC";
  const board = query.gameType ?? GLOBAL_BOARD;
  const inBucket = descending
    ? sql`${column} > ${value} and ${column} < ${bucketLowerBound(bucket + 1)}`
    : sql`${column} < ${value} and ${column} >= ${bucketLowerBound(bucket)}`;
  const rows = await db.all<{ ahead: number }>(
    sql`select ${playersAheadSql(board, query.sortBy, bucket, descending)}
             + (select count(*) from ${source(query.gameType)} where t.demo = 0 and ${inBucket})
             as ahead`,
  );
  return Number(rows[0]?.ahead ?? 0) + 1;
}

/** Per player, the game they won the most coins in (none before a first coin win). */
export async function mostCoinsWonGames(
  db: Handle,
  userIds: readonly number[],
): Promise<Map<number, GameType>> {
  const best = new Map<number, GameType>();
  if (userIds.length === 0) return best;
  const rows = await db.all<{ userId: number; gameType: GameType; coinsWon: number }>(
    sql`select user_id as userId, game_type as gameType, coins_won as coinsWon from game_statistics
        where coins_won > 0 and user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by user_id, coins_won desc, game_type`,
  );
  for (const r of rows) if (!best.has(Number(r.userId))) best.set(Number(r.userId), r.gameType);
  return best;
}

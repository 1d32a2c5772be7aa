import { eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { leaderboardTotals } from "../schema/leaderboard.ts";
import type { GameType, gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { XP_PER_ROUND } from "../xp.ts";
import {
  type BucketValues,
  bucketLowerBound,
  bucketOf,
  moveInBuckets,
  playersAheadSql,
} from "./leaderboard-buckets.ts";
import type { Handle } from "./prepared.ts";

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

/** The rank buckets' board name of the global board (game boards use their game type). */
export const GLOBAL_BOARD = "global";

/** The sort columns of a board's table, for reading a row's values before a round changes them. */
export const bucketValues = (t: typeof leaderboardTotals | typeof gameStatistics) => ({
  coinsWon: t.coinsWon,
  gemsWon: t.gemsWon,
  coinsWagered: t.coinsWagered,
  totalWins: t.totalWins,
});

/** A board row's sort values once a round's delta is added (a new row starts from zero). */
export const afterRound = (before: BucketValues | undefined, delta: RoundDelta): BucketValues => ({
  coinsWon: (before?.coinsWon ?? 0) + delta.coinsWon,
  gemsWon: (before?.gemsWon ?? 0) + delta.gemsWon,
  coinsWagered: (before?.coinsWagered ?? 0) + delta.coinsWagered,
  totalWins: (before?.totalWins ?? 0) + delta.totalWins,
});

export interface RoundDelta {
  totalPlays: number;
  totalWins: number;
  coinsWon: number;
  gemsWon: number;
  coinsWagered: number;
  gemsWagered: number;
}

/**
 * Folds one recorded round into the player's global leaderboard totals and XP, in the recording
 * transaction (`recordBet`), so the board, the statistics and the level move together.
 */
export async function foldRoundIntoLeaderboard(tx: Tx, userId: number, delta: RoundDelta): Promise<void> {
  const t = leaderboardTotals;
  const [before] = await tx.select(bucketValues(t)).from(t).where(eq(t.userId, userId));
  await tx
    .insert(t)
    .values({
      userId,
      totalPlays: delta.totalPlays,
      totalWins: delta.totalWins,
      coinsWon: delta.coinsWon,
      gemsWon: delta.gemsWon,
      coinsWagered: delta.coinsWagered,
      gemsWagered: delta.gemsWagered,
    })
    .onConflictDoUpdate({
      target: t.userId,
      set: {
        totalPlays: sql`${t.totalPlays} + ${delta.totalPlays}`,
        totalWins: sql`${t.totalWins} + ${delta.totalWins}`,
        coinsWon: sql`${t.coinsWon} + ${delta.coinsWon}`,
        gemsWon: sql`${t.gemsWon} + ${delta.gemsWon}`,
        coinsWagered: sql`${t.coinsWagered} + ${delta.coinsWagered}`,
        gemsWagered: sql`${t.gemsWagered} + ${delta.gemsWagered}`,
      },
    });
  await moveInBuckets(tx, GLOBAL_BOARD, before, afterRound(before, delta));
  if (delta.totalPlays > 0)
    await tx
      .update(users)
      .set({ xp: sql`${users.xp} + ${delta.totalPlays * XP_PER_ROUND}` })
      .where(sql`${users.id} = ${userId}`);
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
 * Demo personas are templates (`users.demo_id`): nobody plays as one, each demo visit plays a copy
 * with the persona's figures, so the template itself stays off the boards and out of everyone's rank.
 * There are a handful of them: excluding them costs a lookup in a tiny set.
 */
const TEMPLATES = sql.raw("(select id from users where demo_id is not null)");

/**
 * One page of the board, without the demo templates. Ties are broken by user id in the sort's direction (DESC: the higher id
 * first), so every order is total and walks the `(sort column, user_id)` index without a sort.
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
          where t.user_id not in ${TEMPLATES}
          order by ${column} ${dir}, t.user_id ${dir} limit ${query.limit} offset ${query.offset}) k
        cross join ${source(query.gameType)} on t.user_id = k.id cross join users u on u.id = t.user_id
        order by ${column} ${dir}, t.user_id ${dir}`,
  );
  return rows.map(toRow);
}

/** The caller's own row on this board, if they have one. */
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
 * The caller's 1-based rank: 1 + the players strictly ahead (ties share a rank). Counted as the
 * players of the value buckets ahead (at most a few thousand bucket rows) plus the rows ahead inside
 * the caller's own bucket (a short range of the sort column's index), never a scan of the board.
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
  // The buckets count every board row: the demo templates ahead are taken off again (CROSS JOIN
  // pins the few templates as the outer loop: a range over the sort column would touch half the board).
  const templateAhead = descending ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  const rows = await db.all<{ ahead: number }>(
    sql`select ${playersAheadSql(board, query.sortBy, bucket, descending)}
             + (select count(*) from ${source(query.gameType)} where ${inBucket})
             - (select count(*) from users tu cross join ${source(query.gameType)} on t.user_id = tu.id
                where tu.demo_id is not null and ${templateAhead})
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

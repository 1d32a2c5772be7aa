import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users.ts";

/**
 * A player's totals over every game: the global leaderboard. Maintained by `recordBet` in the same
 * transaction as `bet_metrics` and `game_statistics`, so the board never needs a 1,000,000-row
 * GROUP BY. Each sort column has an index `(demo, column, user_id)`: the public board is the `demo = 0`
 * part of it, `user_id` the deterministic tie-break.
 */
export const leaderboardTotals = sqliteTable(
  "leaderboard_totals",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    totalPlays: integer("total_plays").notNull().default(0),
    totalWins: integer("total_wins").notNull().default(0),
    coinsWagered: integer("coins_wagered").notNull().default(0),
    coinsWon: integer("coins_won").notNull().default(0),
    gemsWagered: integer("gems_wagered").notNull().default(0),
    gemsWon: integer("gems_won").notNull().default(0),
    secondsPlayed: integer("seconds_played").notNull().default(0),
    /**
     * A demo player's row (db/src/leaderboard/demo-players.ts): kept for the player's own figures,
     * left off the public board and out of the rank buckets. Set by the insert trigger.
     */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("leaderboard_totals_coins_won_idx").on(t.demo, t.coinsWon, t.userId),
    index("leaderboard_totals_gems_won_idx").on(t.demo, t.gemsWon, t.userId),
    index("leaderboard_totals_coins_wagered_idx").on(t.demo, t.coinsWagered, t.userId),
    index("leaderboard_totals_total_wins_idx").on(t.demo, t.totalWins, t.userId),
  ],
);

export type LeaderboardTotals = typeof leaderboardTotals.$inferSelect;

/**
 * How many players' values fall in each value bucket, per board (`global` or a game type) and sort
 * field: the caller's rank is the players of the buckets ahead (a few thousand rows at most) plus a
 * count inside the caller's own bucket, instead of counting up to 1,000,000 index entries.
 * Maintained with the boards by `recordBet`; buckets are defined in leaderboard/buckets.ts.
 */
export const leaderboardRankBuckets = sqliteTable(
  "leaderboard_rank_buckets",
  {
    board: text("board").notNull(),
    field: text("field").notNull(),
    bucket: integer("bucket").notNull(),
    players: integer("players").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.board, t.field, t.bucket] })],
);

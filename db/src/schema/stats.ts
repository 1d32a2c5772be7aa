import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { GAME_TYPES } from "../game-types.ts";
import { users } from "./users.ts";

export { GAME_TYPES, type GameType } from "../game-types.ts";

/** Aggregated per-player, per-game statistics, maintained when a game session is recorded. */
export const gameStatistics = sqliteTable(
  "game_statistics",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameType: text("game_type", { enum: GAME_TYPES }).notNull(),
    totalPlays: integer("total_plays").notNull().default(0),
    totalWins: integer("total_wins").notNull().default(0),
    coinsWagered: integer("coins_wagered").notNull().default(0),
    coinsWon: integer("coins_won").notNull().default(0),
    gemsWagered: integer("gems_wagered").notNull().default(0),
    gemsWon: integer("gems_won").notNull().default(0),
    secondsPlayed: integer("seconds_played").notNull().default(0),
    sessions: integer("sessions").notNull().default(0),
    /** When this player's latest round of this game ended: where play time and sessions continue from (metrics/play-time.ts). */
    lastPlayedAt: integer("last_played_at", { mode: "timestamp_ms" }),
    highestRewardCoins: integer("highest_reward_coins").notNull().default(0),
    /** A demo player's row: off the public game boards (see leaderboard_totals.demo). */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameType] }),
    // The per-game leaderboard: one index per sort column, public rows apart, `user_id` last as the tie-break.
    index("game_stats_game_coins_idx").on(t.gameType, t.demo, t.coinsWon, t.userId),
    index("game_stats_game_gems_idx").on(t.gameType, t.demo, t.gemsWon, t.userId),
    index("game_stats_game_wagered_idx").on(t.gameType, t.demo, t.coinsWagered, t.userId),
    index("game_stats_game_wins_idx").on(t.gameType, t.demo, t.totalWins, t.userId),
  ],
);

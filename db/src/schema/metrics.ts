import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { METRIC_TYPES } from "../enums/metrics.ts";
import { GAME_TYPES } from "../game-types.ts";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/** What a game server reports about one round (docs/product/economy.md: the history keeps `win` and `lose`). */
export { METRIC_TYPES, type MetricType } from "../enums/metrics.ts";

/**
 * One bet result reported by a game server (`POST /api/v1/metric`), read back as the player's game
 * history (`GET /api/v1/metric/user-bet-history`). `externalId` is the game server's round id: the
 * same report twice is recorded once.
 */
export const betMetrics = sqliteTable(
  "bet_metrics",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameType: text("game_type", { enum: GAME_TYPES }).notNull(),
    metricType: text("metric_type", { enum: METRIC_TYPES }).notNull(),
    coinsAmount: integer("coins_amount").notNull().default(0),
    gemsAmount: integer("gems_amount").notNull().default(0),
    externalId: text("external_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("bet_metrics_user_created_idx").on(t.userId, t.createdAt),
    index("bet_metrics_user_game_created_idx").on(t.userId, t.gameType, t.createdAt),
    // The console's overview counts active players by day (db/src/console/overview.ts).
    index("bet_metrics_created_user_idx").on(t.createdAt, t.userId),
  ],
);

export type BetMetric = typeof betMetrics.$inferSelect;

import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { items } from "./catalog.ts";
import { timestamp } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Monthly races (docs/races.md): each UTC calendar month (`YYYY-MM`) ranks players by the coins they
 * wagered in it. `race_wagers` is the running tally, added to in the transaction that records a
 * round's stake (db/src/metrics/rounds.ts); demo players never enter it.
 */
export const raceWagers = sqliteTable(
  "race_wagers",
  {
    month: text("month").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coins: integer("coins").notNull().default(0),
    /** When the tally last grew: of two equal tallies, the one reached first ranks higher. */
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.userId] }),
    index("race_wagers_board_idx").on(t.month, t.coins, t.updatedAt),
  ],
);

/** A month's race once it is over: `paying` while its prizes go out, `paid` when all have. */
export const RACE_STATUSES = ["paying", "paid"] as const;
export type RaceStatus = (typeof RACE_STATUSES)[number];

export const races = sqliteTable("races", {
  month: text("month").primaryKey(),
  status: text("status", { enum: RACE_STATUSES }).notNull().default("paying"),
  closedAt: timestamp("closed_at").notNull(),
  paidAt: timestamp("paid_at"),
});

/**
 * A finished race's board, frozen when it closed (the archive), with each place's prize: coins through
 * the ledger (key `race:<month>:<position>`) and an item, each paid once (`paid_at`).
 */
export const raceResults = sqliteTable(
  "race_results",
  {
    month: text("month")
      .notNull()
      .references(() => races.month),
    position: integer("position").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    coinsWagered: integer("coins_wagered").notNull(),
    prizeCoins: integer("prize_coins").notNull().default(0),
    prizeItemId: integer("prize_item_id").references(() => items.id),
    paidAt: timestamp("paid_at"),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.position] }),
    uniqueIndex("race_results_month_user").on(t.month, t.userId),
  ],
);

export type RaceWager = typeof raceWagers.$inferSelect;
export type RaceResult = typeof raceResults.$inferSelect;

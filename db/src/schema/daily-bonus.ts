import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The daily bonus (docs/daily-bonus.md): one row per player per UTC day they claimed it. The
 * primary key makes a second claim of the same day impossible whatever races; `streak` is the count of
 * consecutive days up to this one, `coins` what the ledger credited for it.
 */
export const dailyBonusClaims = sqliteTable(
  "daily_bonus_claims",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day claimed, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    streak: integer("streak").notNull(),
    coins: integer("coins").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type DailyBonusClaim = typeof dailyBonusClaims.$inferSelect;

import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

/** A crash round's phases: open for bets, the multiplier climbing, crashed (its hash revealed). */
export const CRASH_PHASES = ["betting", "running", "crashed"] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A crash bet: waiting (no cash-out yet), cashed out (won) or lost at the crash. */
export const CRASH_BET_STATUSES = ["open", "won", "lost"] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * One shared crash round (api/src/lib/games/crash/): game `game_number` of the operator's hash chain,
 * its `hash` (secret until the round crashes: the API reveals it only then) and the `point` it crashes
 * at in hundredths, with its phase times. `crash_at` is the server instant the multiplier reaches the
 * point (set when the round starts): a cash-out at or after it is refused.
 */
export const crashRounds = sqliteTable(
  "crash_rounds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameNumber: integer("game_number").notNull(),
    hash: text("hash").notNull(),
    point: integer("point").notNull(),
    phase: text("phase", { enum: CRASH_PHASES }).notNull(),
    createdAt: createdAt(),
    bettingEndsAt: timestamp("betting_ends_at").notNull(),
    startedAt: timestamp("started_at"),
    crashAt: timestamp("crash_at"),
    crashedAt: timestamp("crashed_at"),
  },
  (t) => [
    uniqueIndex("crash_rounds_game_number_idx").on(t.gameNumber),
    index("crash_rounds_phase_idx").on(t.phase, t.id),
  ],
);

/**
 * One player's bet on a crash round (one per player per round, the unique index), placed under a
 * client `request_key` (unique per player: a retry answers the same bet). `auto_cashout` is the
 * target in hundredths; `cashed_out_at` the multiplier it was cashed out at (hundredths), with the
 * `payout` in coins (stake included) and the client key of the cash-out request.
 */
export const crashBets = sqliteTable(
  "crash_bets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    roundId: integer("round_id")
      .notNull()
      .references(() => crashRounds.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stake: integer("stake").notNull(),
    autoCashout: integer("auto_cashout"),
    requestKey: text("request_key").notNull(),
    status: text("status", { enum: CRASH_BET_STATUSES }).notNull().default("open"),
    cashedOutAt: integer("cashed_out_at"),
    payout: integer("payout").notNull().default(0),
    cashoutKey: text("cashout_key"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at"),
  },
  (t) => [
    uniqueIndex("crash_bets_round_user_idx").on(t.roundId, t.userId),
    uniqueIndex("crash_bets_user_request_key_idx").on(t.userId, t.requestKey),
    // A round's open bets, and of them those whose automatic target the curve has reached (each tick).
    index("crash_bets_round_status_auto_idx").on(t.roundId, t.status, t.autoCashout),
    // The console's overview reads bets by day (db/src/console/overview.ts).
    index("crash_bets_created_idx").on(t.createdAt),
  ],
);

export type CrashRound = typeof crashRounds.$inferSelect;
export type CrashBet = typeof crashBets.$inferSelect;

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INSTANT_GAMES } from "../games/names.ts";
import { createdAt, timestamp } from "./columns.ts";
import { fairnessSeeds } from "./fairness.ts";
import { users } from "./users.ts";

export { INSTANT_GAMES, type InstantGame } from "../games/names.ts";

/** A round is `open` only while a blackjack hand waits for the player; every other round settles at once. */
export const GAME_ROUND_STATUSES = ["open", "settled"] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

/**
 * One round of an instant game (api/src/lib/games): who played, under which client `requestKey`
 * (unique per player: a retried request answers this round again), the nonce and public seed parts
 * it was drawn with (verifiable once the seed is revealed), the bet and the outcome as JSON, what was
 * staked and paid, and the player's coin balance when the round last changed.
 *
 * Blackjack keeps its engine state here while open (`state`, secret: it holds the round's cards) with
 * `seq`, the number of actions taken: an action updates the row only `where seq = <the seq it read>`,
 * so one action applies per state. `action_keys` lists each action's client key in order. A player
 * has at most one open hand (the partial unique index), and the seed an open hand was drawn from
 * cannot be revealed (a trigger, migration 0018) until the hand settles.
 */
export const gameRounds = sqliteTable(
  "game_rounds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    game: text("game", { enum: INSTANT_GAMES }).notNull(),
    requestKey: text("request_key").notNull(),
    seedId: integer("seed_id")
      .notNull()
      .references(() => fairnessSeeds.id, { onDelete: "cascade" }),
    nonce: integer("nonce").notNull(),
    clientSeed: text("client_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    /** The bet as placed (JSON, the game's own shape). */
    bet: text("bet", { mode: "json" }).notNull(),
    /** What the player may see of the result (JSON); null while a hand is open. */
    outcome: text("outcome", { mode: "json" }),
    /** Blackjack's engine state while the hand is open (JSON, never sent); null otherwise. */
    state: text("state", { mode: "json" }),
    seq: integer("seq").notNull().default(0),
    actionKeys: text("action_keys", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Every coin staked in the round (doubles, splits and insurance included). */
    totalBet: integer("total_bet").notNull(),
    /** Every coin paid back (stakes of winning bets included); 0 while open. */
    totalWin: integer("total_win").notNull().default(0),
    status: text("status", { enum: GAME_ROUND_STATUSES }).notNull(),
    /** The player's coins when the round last changed (what its answer reports). */
    balanceAfter: integer("balance_after").notNull(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at"),
  },
  (t) => [
    uniqueIndex("game_rounds_user_request_key_idx").on(t.userId, t.requestKey),
    uniqueIndex("game_rounds_seed_nonce_idx").on(t.seedId, t.nonce),
    uniqueIndex("game_rounds_one_open_hand_idx").on(t.userId).where(sql`${t.status} = 'open'`),
    index("game_rounds_user_game_idx").on(t.userId, t.game, t.id),
    index("game_rounds_user_idx").on(t.userId, t.id),
    // The console's overview reads rounds by day (db/src/console/overview.ts).
    index("game_rounds_created_idx").on(t.createdAt),
  ],
);

export type GameRound = typeof gameRounds.$inferSelect;
export type NewGameRound = typeof gameRounds.$inferInsert;

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";
import { users } from "./users.ts";

/** A queue session's life: waiting in line, holding one of the play slots, or over. */
export const QUEUE_STATES = ["waiting", "active", "ended"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Why a session ended: the player left the line, ended the game, or stopped sending heartbeats. */
export const QUEUE_END_REASONS = ["left", "ended", "timeout"] as const;
export type QueueEndReason = (typeof QUEUE_END_REASONS)[number];

/**
 * The play queue (docs/product/platform.md §4 "Play and queue"). Every instance reads and changes it only inside
 * write transactions, so the line and the slots are the database's, not a process's. A player has
 * at most one live (waiting or active) session: the partial unique index turns a racing second join
 * into a constraint error, which the API answers as 409 ALREADY_PLAYING. The line is ordered by
 * `priority` (the season pass tier held when joining: Gold 2, Silver 1, none 0; docs/passes.md), then by
 * `id` (join order) within a tier; positions are computed, so they are always dense.
 */
export const queueSessions = sqliteTable(
  "queue_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameType: text("game_type").notNull(),
    /** The season pass tier held when joining: a higher tier waits ahead of a lower one. */
    priority: integer("priority").notNull().default(0),
    state: text("state", { enum: QUEUE_STATES }).notNull().default("waiting"),
    joinedAt: timestamp("joined_at").notNull(),
    /** When the session got a play slot (null while waiting). */
    activatedAt: timestamp("activated_at"),
    lastHeartbeatAt: timestamp("last_heartbeat_at").notNull(),
    /** When it ended; for a timeout, the last heartbeat (the player was gone from then on). */
    endedAt: timestamp("ended_at"),
    endReason: text("end_reason", { enum: QUEUE_END_REASONS }),
  },
  (t) => [
    uniqueIndex("queue_sessions_one_live_per_user")
      .on(t.userId)
      .where(sql`${t.state} in ('waiting', 'active')`),
    index("queue_sessions_state_id_idx").on(t.state, t.id),
    index("queue_sessions_line_idx").on(t.state, t.priority, t.id),
    index("queue_sessions_state_heartbeat_idx").on(t.state, t.lastHeartbeatAt),
    index("queue_sessions_ended_idx").on(t.endedAt),
  ],
);

export type QueueSession = typeof queueSessions.$inferSelect;

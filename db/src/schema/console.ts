import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONSOLE_ROLES } from "../enums/console.ts";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

export { CONSOLE_ROLES, type ConsoleRole } from "../enums/console.ts";

/**
 * An operator's second factor (docs/operations.md "The operator's console"): a TOTP secret (RFC 6238,
 * base32), enrolled once a first code proved the authenticator has it; the last time step a code was
 * accepted at (a code is good once); the recovery codes' SHA-256 hashes, each spent once.
 */
export const operatorFactors = sqliteTable("operator_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enrolledAt: timestamp("enrolled_at"),
  lastTimeStep: integer("last_time_step").notNull().default(0),
  recoveryHashes: text("recovery_hashes", { mode: "json" }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A console sign-in: its own token (stored hashed), shorter-lived than a player's session. */
export const consoleSessions = sqliteTable(
  "console_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role", { enum: CONSOLE_ROLES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [index("console_sessions_user_idx").on(t.userId)],
);

/**
 * Every console action and every refused attempt, append-only (nothing updates or deletes a row):
 * who, in which role, what, on what, the state before and after, the reason given, and the outcome.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: createdAt(),
    actorUserId: integer("actor_user_id"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    target: text("target"),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    reason: text("reason"),
    outcome: text("outcome", { enum: ["done", "refused"] }).notNull(),
    address: text("address"),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorUserId, t.id),
    index("audit_log_target_idx").on(t.target, t.id),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

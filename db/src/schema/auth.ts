import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

/** Opaque session tokens; only the SHA-256 of a token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind", { enum: ["password", "telegram", "miniapp", "demo"] }).notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expiry_idx").on(t.expiresAt)],
);

export const EMAIL_TOKEN_PURPOSES = ["verify-email", "reset-password", "change-email"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Single-use, expiring tokens mailed to players (stored hashed). Each is bound to the address it was
 * mailed to: it proves control of that address only, and any change of the account's e-mail cancels it.
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** The address the token was mailed to (lower-case). */
    email: text("email").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [
    index("email_tokens_user_purpose_idx").on(t.userId, t.purpose),
    index("email_tokens_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * Browsers a player has signed in from (a device cookie, stored hashed). Failed logins from a known
 * device are throttled per device, so a stranger's failures can lock out strangers but never the owner.
 */
export const trustedDevices = sqliteTable(
  "trusted_devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [
    index("trusted_devices_user_idx").on(t.userId),
    index("trusted_devices_expiry_idx").on(t.expiresAt),
  ],
);

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
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const EMAIL_TOKEN_PURPOSES = ["verify-email", "reset-password"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Single-use, expiring tokens mailed to players (stored hashed). */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [index("email_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

/** Development outbox: every mail lands here when no SMTP server is configured. */
export const outboxMails = sqliteTable("outbox_mails", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});

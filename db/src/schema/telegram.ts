import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Roles held by Telegram accounts in the bot. The configuration (`COMMUNITY_MANAGER_IDS`) is the
 * source of truth; the bot writes it here on start, so every instance and the API agree on who may
 * broadcast, airdrop and refund, and an id removed from the configuration loses its role.
 */
export const BOT_ROLES = ["community_manager"] as const;
export type BotRole = (typeof BOT_ROLES)[number];
export const botRoles = sqliteTable(
  "bot_roles",
  {
    telegramId: text("telegram_id").notNull(),
    role: text("role", { enum: BOT_ROLES }).notNull(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.telegramId, t.role] })],
);

export const NOTIFICATION_KINDS = [
  "queue_turn",
  "payment_credited",
  "referral_verified",
  "race_prize",
  "daily_bonus_ready",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "skipped",
  "uncertain",
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Messages from the platform to a player, written by whichever instance produced the event and sent by
 * the bot's notification worker (any instance; a row is claimed with a lease before it is sent).
 * `dedupe_key` makes producing the same event twice a no-op. A row is `sending` only while a request
 * is in flight: one found so after a crash is `uncertain` (Telegram may have delivered it) and is
 * not sent again.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before (a 429's `retry_after`, a transient failure's backoff). */
    availableAt: timestamp("available_at"),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [index("notifications_status_idx").on(t.status, t.availableAt, t.id)],
);

/** `ton_proof` payloads we issued (stored hashed): single use, short-lived. */
export const tonProofPayloads = sqliteTable(
  "ton_proof_payloads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    payloadHash: text("payload_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [index("ton_proof_payloads_expiry_idx").on(t.expiresAt)],
);

export const BOT_JOB_KINDS = ["broadcast", "airdrop"] as const;
export type BotJobKind = (typeof BOT_JOB_KINDS)[number];
export const BOT_JOB_STATUSES = ["draft", "running", "paused", "cancelled", "done"] as const;
export type BotJobStatus = (typeof BOT_JOB_STATUSES)[number];

/**
 * A community manager's broadcast or airdrop. Confirming it writes one recipient row per player of
 * the segment (a snapshot); a worker holding the job's lease works through the pending rows. Content,
 * segment and airdrop are JSON validated by the bot's schemas.
 */
export const botJobs = sqliteTable(
  "bot_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: BOT_JOB_KINDS }).notNull(),
    status: text("status", { enum: BOT_JOB_STATUSES }).notNull().default("draft"),
    createdBy: text("created_by").notNull(),
    segment: text("segment", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    message: text("message", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    airdrop: text("airdrop", { mode: "json" }).$type<Record<string, unknown>>(),
    /** Where the progress message lives (the manager's chat) and its id, to edit it. */
    progressChatId: text("progress_chat_id"),
    progressMessageId: integer("progress_message_id"),
    leaseHolder: text("lease_holder"),
    leasedUntil: timestamp("leased_until"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at"),
    finishedAt: timestamp("finished_at"),
  },
  (t) => [index("bot_jobs_status_idx").on(t.status)],
);

/**
 * A recipient's state. `muted`: the player turned the bot's messages off (`/mute`): an airdrop still
 * credits them, nothing is sent.
 */
export const RECIPIENT_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "blocked",
  "uncertain",
  "muted",
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** One player of a job's segment: credited (airdrops, through the ledger) and messaged at most once. */
export const botJobRecipients = sqliteTable(
  "bot_job_recipients",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => botJobs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: text("chat_id").notNull(),
    status: text("status", { enum: RECIPIENT_STATUSES }).notNull().default("pending"),
    creditedAt: timestamp("credited_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    index("bot_job_recipients_status_idx").on(t.jobId, t.status, t.userId),
  ],
);

/**
 * A referral code a Telegram user brought to the bot (`/start <code>`) before they had an account.
 * Their first Mini App sign-in uses it when its own launch carries none (they opened the app from the
 * menu button rather than the invite's link), then deletes it.
 */
export const telegramPendingReferrals = sqliteTable("telegram_pending_referrals", {
  telegramId: text("telegram_id").primaryKey(),
  referralCode: text("referral_code").notNull(),
  createdAt: createdAt(),
});

import { type AnySQLiteColumn, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BREAK_KINDS, TUTORIAL_STEPS } from "../enums/users.ts";
import { LOCALES } from "../i18n/locales.ts";
import { createdAt, timestamp } from "./columns.ts";

export { TUTORIAL_STEPS, type TutorialStep } from "../enums/users.ts";

/**
 * A player. Balances (`gems`, `coins`) are only ever changed through `ledger.apply()`;
 * the ledger invariant (`db:check`) proves they equal the sum of their ledger entries.
 */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").unique(),
    /**
     * An address the player asked to change to. It becomes `email` (the login) only when verified from
     * that address; until then the old address stays the login.
     */
    pendingEmail: text("pending_email"),
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at"),
    nickname: text("nickname"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    country: text("country"),
    referralCode: text("referral_code").notNull().unique(),
    referredById: integer("referred_by_id").references((): AnySQLiteColumn => users.id),
    telegramId: text("telegram_id").unique(),
    telegramUsername: text("telegram_username"),
    photoUrl: text("photo_url"),
    gems: integer("gems").notNull().default(0),
    coins: integer("coins").notNull().default(0),
    maxGemsOwned: integer("max_gems_owned").notNull().default(0),
    xp: integer("xp").notNull().default(0),
    vip: integer("vip").notNull().default(0),
    hasBetaAccess: integer("has_beta_access", { mode: "boolean" }).notNull().default(false),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    /** A demo persona's public id (`/?demoId=`). Personas are templates: nobody signs in as one. */
    demoId: text("demo_id").unique(),
    /** A demo visit's private copy of the persona it was made from (deleted when the visit ends). */
    demoOfId: integer("demo_of_id").references((): AnySQLiteColumn => users.id, { onDelete: "cascade" }),
    /** When a demo copy's visit ends; the cleanup job deletes copies past it. */
    demoExpiresAt: timestamp("demo_expires_at"),
    tutorialStep: text("tutorial_step", { enum: TUTORIAL_STEPS }),
    /**
     * The language the player chose in Settings (docs/i18n.md "Which language"); null: never chosen, so
     * Telegram's language code or the browser's languages decide.
     */
    language: text("language", { enum: LOCALES }),
    /**
     * The language of the player's Telegram (its `language_code`, as last seen at a Mini App sign-in or on
     * an update to the bot), when it is one of ours; null: unknown, or one we do not speak. Read where no
     * update is at hand (the bot's notifications) after `language` (docs/i18n.md "Which language").
     */
    telegramLanguage: text("telegram_language", { enum: LOCALES }),
    equippedSkinId: integer("equipped_skin_id"),
    walletAddress: text("wallet_address"),
    /** A TON wallet proven with `ton_proof` (raw form `0:<hex>`). */
    tonAddress: text("ton_address"),
    /** When the player blocked the bot (a 403 from Telegram); broadcasts and notifications skip them. */
    botBlockedAt: timestamp("bot_blocked_at"),
    /** The player muted the bot's notifications (`/mute`, or the settings). */
    notificationsMuted: integer("notifications_muted", { mode: "boolean" }).notNull().default(false),
    /** The player asked the bot to say when the daily bonus is ready (docs/daily-bonus.md "The reminder"). */
    bonusReminders: integer("bonus_reminders", { mode: "boolean" }).notNull().default(false),
    /** The Terms version the player accepted, confirming they are 18 or older (docs/security.md "18+"). */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at"),
    /** A break the player took (docs/security.md "Taking a break"): which, until when, set when. */
    breakKind: text("break_kind", { enum: BREAK_KINDS }),
    breakUntil: timestamp("break_until"),
    breakSetAt: timestamp("break_set_at"),
    /**
     * When an operator locked the account (docs/operations.md "The operator's console"): every signed-in
     * call and every sign-in is refused (403 ACCOUNT_LOCKED) until unlocked. The reason is in the audit.
     */
    lockedAt: timestamp("locked_at"),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at"),
  },
  (t) => [
    index("users_xp_idx").on(t.xp),
    index("users_referred_by_idx").on(t.referredById),
    index("users_demo_expiry_idx").on(t.demoExpiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

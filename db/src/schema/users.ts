import { type AnySQLiteColumn, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";

export const TUTORIAL_STEPS = [
  "NOT_STARTED",
  "STEP_1_INTRO",
  "STEP_2_MOVEMENT",
  "STEP_3_ACTION",
  "STEP_4_COMPLETE",
] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

/**
 * A player. Balances (`gems`, `coins`) are only ever changed through `ledger.apply()`;
 * the ledger invariant (`db:check`) proves they equal the sum of their ledger entries.
 */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").unique(),
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
    demoId: text("demo_id").unique(),
    tutorialStep: text("tutorial_step", { enum: TUTORIAL_STEPS }),
    equippedSkinId: integer("equipped_skin_id"),
    walletAddress: text("wallet_address"),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at"),
  },
  (t) => [index("users_xp_idx").on(t.xp), index("users_referred_by_idx").on(t.referredById)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { WHEEL_REWARD_TYPES, WHEEL_THEMES } from "../enums/wheel.ts";
import { items, RARITIES, userItems } from "./catalog.ts";
import { createdAt } from "./columns.ts";
import { fairnessSeeds } from "./fairness.ts";
import { users } from "./users.ts";

export { WHEEL_REWARD_TYPES, WHEEL_THEMES, type WheelRewardType, type WheelTheme } from "../enums/wheel.ts";

/** The wheel's settings (`platform_settings` key `wheel`) when an operator has set none. */
export const WHEEL_SETTINGS_KEY = "wheel";
export const WHEEL_DEFAULT_SETTINGS = { baseCost: 1 };

/** The 12 sections of the prize wheel, 30 degrees apart (docs/product/economy.md §3). */
export const wheelSections = sqliteTable("wheel_sections", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull().unique(),
  type: text("type", { enum: WHEEL_REWARD_TYPES }).notNull(),
  theme: text("theme", { enum: WHEEL_THEMES }).notNull(),
  coinsAmount: integer("coins_amount").notNull().default(0),
  label: text("label").notNull(),
  /** Relative probability weight used by the provably fair weighted pick. */
  weight: integer("weight").notNull(),
  /** For `nft` sections: the item pool's rarity the prize is drawn from. */
  itemRarity: text("item_rarity"),
  itemId: integer("item_id").references(() => items.id),
});

export type WheelSection = typeof wheelSections.$inferSelect;

/**
 * Every section table a spin was drawn from, by its hash (sha256 of the canonical JSON, which is
 * stored verbatim): a later change of the wheel adds a new table and never alters a past spin's.
 */
export const wheelSectionTables = sqliteTable("wheel_section_tables", {
  hash: text("hash").primaryKey(),
  canonical: text("canonical").notNull(),
  createdAt: createdAt(),
});

/** One spin: what it cost, what it won, and everything needed to verify it once the seed is revealed. */
export const wheelSpins = sqliteTable(
  "wheel_spins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cost: integer("cost").notNull(),
    position: integer("position").notNull(),
    rewardType: text("reward_type", { enum: WHEEL_REWARD_TYPES }).notNull(),
    theme: text("theme", { enum: WHEEL_THEMES }).notNull(),
    coinsAmount: integer("coins_amount").notNull().default(0),
    rewardValue: integer("reward_value").notNull(),
    rewardLabel: text("reward_label").notNull(),
    itemRarity: text("item_rarity", { enum: RARITIES }),
    itemId: integer("item_id").references(() => items.id),
    userItemId: integer("user_item_id").references(() => userItems.id, { onDelete: "set null" }),
    seedId: integer("seed_id")
      .notNull()
      .references(() => fairnessSeeds.id, { onDelete: "cascade" }),
    nonce: integer("nonce").notNull(),
    clientSeed: text("client_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    /** HMAC_SHA256 of round 0 (hex): the spin's outcome bytes, checkable once the seed is revealed. */
    provenanceHash: text("provenance_hash").notNull(),
    sectionTableHash: text("section_table_hash")
      .notNull()
      .references(() => wheelSectionTables.hash),
    /** The client's `Idempotency-Key`, when it sent one: a retried spin answers this spin again. */
    requestKey: text("request_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("wheel_spins_user_created_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("wheel_spins_seed_nonce_idx").on(t.seedId, t.nonce),
    uniqueIndex("wheel_spins_user_request_key_idx").on(t.userId, t.requestKey),
  ],
);

export type WheelSpin = typeof wheelSpins.$inferSelect;

import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { items } from "./catalog.ts";

export const WHEEL_REWARD_TYPES = ["coins", "nft", "none"] as const;
export const WHEEL_THEMES = ["small", "medium", "big", "mystery", "none"] as const;

/** The 12 sections of the prize wheel, 30 degrees apart (spec 001 §3). */
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

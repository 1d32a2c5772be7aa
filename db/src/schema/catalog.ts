import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ITEM_TYPES, RARITIES, SKIN_TYPES } from "../enums/catalog.ts";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

export {
  ITEM_TYPES,
  type ItemType,
  RARITIES,
  type Rarity,
  SKIN_TYPES,
  type SkinType,
} from "../enums/catalog.ts";

/** Gem packs sold for money (docs/product/economy.md §9). Prices in US cents. */
export const gemPacks = sqliteTable("gem_packs", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  gems: integer("gems").notNull(),
  priceCents: integer("price_cents").notNull(),
  /** Its price in Telegram Stars; null: not sold for Stars. */
  priceStars: integer("price_stars"),
  badge: text("badge"),
  sortOrder: integer("sort_order").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/**
 * The season passes (docs/passes.md): the one pass table both front ends read. `tier` orders them (a
 * higher tier replaces a lower one and goes first in the play queue); `bonus_multiplier` scales the
 * daily bonus; `perks` is the card's copy of what the server enforces.
 */
export const seasonPasses = sqliteTable("season_passes", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  tagline: text("tagline").notNull(),
  priceCents: integer("price_cents").notNull(),
  /** Its price in Telegram Stars per period. */
  priceStars: integer("price_stars").notNull().default(0),
  durationDays: integer("duration_days").notNull(),
  tier: integer("tier").notNull().default(0),
  bonusMultiplier: integer("bonus_multiplier").notNull().default(1),
  perks: text("perks", { mode: "json" }).$type<string[]>().notNull(),
});

export const banners = sqliteTable("banners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  imageLink: text("image_link").notNull(),
  actionRedirectLink: text("action_redirect_link").notNull(),
  title: text("title").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** Playable characters; each skin dresses one avatar. */
export const avatars = sqliteTable("avatars", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const skins = sqliteTable(
  "skins",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    avatarId: integer("avatar_id")
      .notNull()
      .references(() => avatars.id),
    type: text("type", { enum: SKIN_TYPES }).notNull(),
    rarity: text("rarity", { enum: RARITIES }).notNull(),
    priceGems: integer("price_gems").notNull(),
    isDefaultSkin: integer("is_default_skin", { mode: "boolean" }).notNull().default(false),
    smallImageUrl: text("small_image_url").notNull(),
    bigImageUrl: text("big_image_url").notNull(),
    coverImageUrl: text("cover_image_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("skins_created_idx").on(t.createdAt)],
);

export const items = sqliteTable(
  "items",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    type: text("type", { enum: ITEM_TYPES }).notNull(),
    rarity: text("rarity", { enum: RARITIES }).notNull(),
    priceGems: integer("price_gems").notNull(),
    description: text("description").notNull(),
    fileUrl: text("file_url").notNull(),
    /** Items that only come from the wheel are not sold in the store. */
    purchasable: integer("purchasable", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("items_created_idx").on(t.createdAt)],
);

export const userSkins = sqliteTable(
  "user_skins",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skinId: integer("skin_id")
      .notNull()
      .references(() => skins.id),
    acquiredAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skinId] })],
);

export const userItems = sqliteTable(
  "user_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    source: text("source", { enum: ["store", "wheel", "airdrop", "grant"] }).notNull(),
    equippedAt: timestamp("equipped_at"),
    acquiredAt: createdAt(),
  },
  (t) => [index("user_items_user_idx").on(t.userId, t.itemId)],
);

/** Live exchange rate used to quote crypto prices (cached price feed). */
export const priceQuotes = sqliteTable("price_quotes", {
  coinId: text("coin_id").primaryKey(),
  usd: real("usd").notNull(),
  fetchedAt: timestamp("fetched_at").notNull(),
});

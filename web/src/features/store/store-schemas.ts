import { z } from "zod";
import { RARITIES, STORE_TYPES } from "./constants.ts";

const url = z.object({ url: z.string() });

/** A skin as `GET /api/store` lists it (spec 001 §3). */
export const skinEntrySchema = z.object({
  elementType: z.literal("skin"),
  id: z.number().int().positive(),
  name: z.string(),
  rarity: z.enum(RARITIES),
  type: z.enum(STORE_TYPES),
  isDefaultSkin: z.boolean(),
  avatar: z.object({ id: z.number().int(), name: z.string() }),
  smallImage: url,
  bigImage: url,
  priceGems: z.number().int().nonnegative(),
  isOwned: z.boolean(),
  createdAt: z.string(),
});

/** An item as `GET /api/store` lists it (spec 001 §3). */
export const itemEntrySchema = z.object({
  elementType: z.literal("item"),
  id: z.number().int().positive(),
  name: z.string(),
  rarity: z.enum(RARITIES),
  type: z.enum(STORE_TYPES),
  description: z.string(),
  file: url,
  priceGems: z.number().int().nonnegative(),
  isOwned: z.boolean(),
  createdAt: z.string(),
});

export const storePageSchema = z.object({
  skins: z.object({ data: z.array(skinEntrySchema) }),
  items: z.object({ data: z.array(itemEntrySchema) }),
});

export type SkinEntry = z.infer<typeof skinEntrySchema>;
export type ItemEntry = z.infer<typeof itemEntrySchema>;
export type StoreEntry = SkinEntry | ItemEntry;

import { z } from "zod";
import { itemEntrySchema, skinEntrySchema } from "../store/store-schemas.ts";

const pageMeta = z.object({ totalItems: z.number().int().nonnegative() });

export const inventorySkinSchema = skinEntrySchema.extend({ isEquipped: z.boolean() });
export const inventoryItemSchema = itemEntrySchema.extend({
  isEquipped: z.boolean(),
  quantity: z.number().int().positive(),
});

/** `GET /api/store/inventory` (spec 001 §3). */
export const inventorySchema = z.object({
  skins: z.object({ data: z.array(inventorySkinSchema), meta: pageMeta }),
  items: z.object({ data: z.array(inventoryItemSchema), meta: pageMeta }),
});

export type InventorySkin = z.infer<typeof inventorySkinSchema>;
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export type InventoryEntry = InventorySkin | InventoryItem;

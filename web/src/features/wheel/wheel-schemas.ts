import { z } from "zod";

/** Client-side checks of the wheel's answers (spec 001 §3; api/src/lib/wheel/responses.ts). */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
const rewardType = z.enum(["coins", "nft", "none"]);
const position = z.number().int().min(0).max(11);

export const wheelSectionSchema = z.object({
  id: z.number().int().positive(),
  position,
  angle: z.number().min(0).lt(360),
  type: rewardType,
  theme: z.string(),
  coinsAmount: count,
  label: z.string(),
  weight: count,
  itemRarity: z.string().nullable(),
  itemId: z.number().int().positive().nullable(),
});
export type WheelSection = z.infer<typeof wheelSectionSchema>;

export const wheelConfigSchema = z.object({
  baseCost: z.number().int().positive(),
  sections: z.array(wheelSectionSchema).min(1).max(12),
  totalWeight: count,
  sectionTableHash: hex64,
});
export type WheelConfig = z.infer<typeof wheelConfigSchema>;

const fairnessFields = {
  provenanceHash: hex64,
  nonce: count,
  clientSeed: z.string(),
  serverSeedHash: hex64,
  sectionTableHash: hex64,
};

/** The spin's `data`; its absence is checked separately (spec 001 §5 "Response must contain data"). */
export const spinResultSchema = z.object({
  spinId: z.number().int().positive(),
  cost: z.number().int().positive(),
  rewardType,
  rewardValue: count,
  rewardLabel: z.string(),
  gameItemId: z.number().int().positive().nullable(),
  nftInstanceId: z.number().int().positive().nullable(),
  itemRarity: z.string().nullable(),
  sectionId: z.number().int().positive(),
  position,
  theme: z.string(),
  coinsAmount: count,
  ...fairnessFields,
});
export type SpinResult = z.infer<typeof spinResultSchema>;

export const spinHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  reward: z.object({ type: rewardType, theme: z.string(), coinsAmount: count }),
  cost: z.number().int().positive(),
  position,
  rewardValue: count,
  rewardLabel: z.string(),
  itemRarity: z.string().nullable(),
  gameItemId: z.number().int().positive().nullable(),
  nftInstanceId: z.number().int().positive().nullable(),
  ...fairnessFields,
  serverSeed: hex64.nullable(),
});
export type SpinHistoryEntry = z.infer<typeof spinHistoryEntrySchema>;

export const spinHistoryPageSchema = z.object({
  data: z.array(spinHistoryEntrySchema),
  meta: z.object({ currentPage: z.number().int().positive(), totalPages: count, totalItems: count }),
});
export type SpinHistoryPage = z.infer<typeof spinHistoryPageSchema>;

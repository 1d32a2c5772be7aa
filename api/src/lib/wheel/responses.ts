import { RARITIES } from "@jadeverse/db/enums/catalog";
import { WHEEL_REWARD_TYPES, WHEEL_THEMES } from "@jadeverse/db/enums/wheel";
import { z } from "zod";
import { WHEEL_SECTION_COUNT } from "./constants.ts";

// The wheel's contracts: the routes answer with them (routes/platform/docs.test.ts checks live answers) and the
// front ends parse with them (through the client export).
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const rewardType = z.enum(WHEEL_REWARD_TYPES);
const theme = z.enum(WHEEL_THEMES);
const rarity = z.enum(RARITIES);
const count = z.number().int().min(0);
const position = z
  .number()
  .int()
  .min(0)
  .max(WHEEL_SECTION_COUNT - 1);

/** One section of `GET /api/wheel/config`. */
export const wheelConfigSection = z.strictObject({
  id: z.number().int().positive(),
  position,
  angle: z.number().min(0).lt(360).describe("degrees clockwise from the top: position × 30"),
  type: rewardType,
  theme,
  coinsAmount: count,
  label: z.string(),
  weight: count.describe("relative weight of the provably fair weighted pick"),
  itemRarity: rarity.nullable(),
  itemId: z.number().int().positive().nullable(),
});
export type WheelConfigSection = z.infer<typeof wheelConfigSection>;

/** `GET /api/wheel/config` (docs/product/economy.md §3 plus the published weights and the section table's hash). */
export const wheelConfigResponse = z.strictObject({
  baseCost: z.number().int().positive().describe("gems per spin"),
  sections: z.array(wheelConfigSection).max(WHEEL_SECTION_COUNT),
  totalWeight: count,
  sectionTableHash: hex64.describe("sha256 of the canonical section table (docs/architecture.md §5)"),
});
export type WheelConfig = z.infer<typeof wheelConfigResponse>;

/** The fairness fields every spin carries. */
const fairness = {
  provenanceHash: hex64.describe("HMAC_SHA256(key = serverSeed, message = clientSeed:nonce:0), hex"),
  nonce: count,
  clientSeed: z.string(),
  serverSeedHash: hex64,
  sectionTableHash: hex64,
};

/** A spin as `POST /api/wheel/spin` answers it under `data` (docs/product/economy.md §3 "Spin result" plus fairness). */
export const spinOutcome = z.strictObject({
  spinId: z.number().int().positive(),
  cost: z.number().int().min(0).describe("Gems paid; 0 for the Gold pass's weekly chest (docs/passes.md)"),
  rewardType,
  rewardValue: count.describe("coins won; 1 for an item; 0 for nothing"),
  rewardLabel: z.string(),
  gameItemId: z.number().int().positive().nullable(),
  nftInstanceId: z.number().int().positive().nullable().describe("the granted inventory entry"),
  itemRarity: rarity.nullable(),
  sectionId: z.number().int().positive(),
  position,
  theme,
  coinsAmount: count,
  ...fairness,
});
export type SpinOutcome = z.infer<typeof spinOutcome>;

/** `POST /api/wheel/spin`. */
export const wheelSpinResponse = z.strictObject({ data: spinOutcome });

/** One spin of `GET /api/wheel/history` (docs/product/economy.md §3 "Spin history entry" plus the fairness fields). */
export const spinHistoryEntry = z.strictObject({
  id: z.number().int().positive(),
  createdAt: z.string().describe("ISO 8601"),
  reward: z.strictObject({ type: rewardType, theme, coinsAmount: count }),
  cost: z.number().int().min(0).describe("Gems paid; 0 for the Gold pass's weekly chest (docs/passes.md)"),
  position,
  rewardValue: count,
  rewardLabel: z.string(),
  itemRarity: rarity.nullable(),
  gameItemId: z.number().int().positive().nullable(),
  nftInstanceId: z.number().int().positive().nullable(),
  ...fairness,
  serverSeed: hex64.nullable().describe("the revealed server seed; null until the seed is rotated"),
});
export type SpinHistoryEntry = z.infer<typeof spinHistoryEntry>;

/** `GET /api/wheel/history`: one page, newest first by default. */
export const wheelHistoryResponse = z.strictObject({
  data: z.array(spinHistoryEntry),
  meta: z.strictObject({ currentPage: z.number().int().positive(), totalPages: count, totalItems: count }),
});
export type SpinHistoryPage = z.infer<typeof wheelHistoryResponse>;

/** `GET /api/wheel/section-table`: a recorded section table (the current one without `hash`). */
export const sectionTableResponse = z.strictObject({
  sectionTableHash: hex64,
  canonical: z.string().describe("the canonical JSON the hash is taken over"),
  sections: z.array(
    z.strictObject({
      position: z.number().int().min(0),
      type: z.string(),
      theme: z.string(),
      coinsAmount: count,
      weight: count,
      itemRarity: z.string().nullable(),
      itemId: z.number().int().nullable(),
    }),
  ),
});
export type SectionTable = z.infer<typeof sectionTableResponse>;

/** `GET /api/wheel/gold-chest` (docs/passes.md "The Gold chest"). */
export const goldChestStatusResponse = z.strictObject({
  eligible: z.boolean().describe("Whether the player holds the Gold pass now"),
  openedThisWeek: z.boolean(),
  nextChestAt: z.string().describe("Now when this week's chest is still closed, else next Monday 00:00 UTC"),
  last: z
    .strictObject({ rewardType: z.string(), rewardLabel: z.string(), spinId: z.number().int() })
    .nullable()
    .describe("What this week's chest gave"),
});

/** `POST /api/wheel/gold-chest`: the chest's spin, and when the next chest is ready. */
export const goldChestOpenResponse = z.strictObject({
  data: spinOutcome.extend({ nextChestAt: z.string() }),
});

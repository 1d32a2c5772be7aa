import { METRIC_TYPES } from "@jadeverse/db/enums/metrics";
import { GAME_TYPES } from "@jadeverse/db/game-types";
import { z } from "zod";

/** One round of the player's game history. */
export const betHistoryItem = z.strictObject({
  id: z.number().int(),
  gameType: z.enum(GAME_TYPES),
  metricType: z.enum(METRIC_TYPES),
  coinsAmount: z.number().int(),
  gemsAmount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type BetHistoryItem = z.infer<typeof betHistoryItem>;

/** `GET /api/v1/metric/user-bet-history` (docs/product/economy.md §7): the player's rounds, newest first. */
export const betHistoryResponse = z.array(betHistoryItem);

/** `POST /api/v1/metric`: whether this report was new (a repeated `roundId` records nothing). */
export const betRecordedResponse = z.strictObject({
  success: z.literal(true),
  recorded: z.boolean(),
  id: z.number().int().nullable(),
});

/** `POST /api/skins/equip/{skinId}`. */
export const skinEquippedResponse = z.strictObject({
  success: z.literal(true),
  avatar: z.number().int(),
  equippedSkin: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    smallImage: z.strictObject({ url: z.string() }),
  }),
});

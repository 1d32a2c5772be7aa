import { z } from "zod";

/** One row of `GET /api/v1/metric/user-bet-history` (spec 001 §7). */
export const betHistoryItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  gameType: z.string(),
  metricType: z.string(),
  coinsAmount: z.coerce.number(),
  gemsAmount: z.coerce.number(),
  createdAt: z.string(),
});
export type BetHistoryItem = z.infer<typeof betHistoryItemSchema>;

/** The list, bare or inside `data`. */
export const betHistorySchema = z.union([
  z.array(betHistoryItemSchema),
  z.object({ data: z.array(betHistoryItemSchema) }).transform((body) => body.data),
]);

/** Game history keeps only wins and losses (spec 001 §5). */
export const winsAndLosses = (items: readonly BetHistoryItem[]): BetHistoryItem[] =>
  items.filter((item) => item.metricType === "win" || item.metricType === "lose");

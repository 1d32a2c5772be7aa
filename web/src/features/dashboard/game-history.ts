import type { BetHistoryItem } from "@jadeverse/api/client/contracts";

/** Game history keeps only wins and losses (docs/product/economy.md §5). */
export const winsAndLosses = (items: readonly BetHistoryItem[]): BetHistoryItem[] =>
  items.filter((item) => item.metricType === "win" || item.metricType === "lose");

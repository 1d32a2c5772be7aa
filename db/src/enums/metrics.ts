/** What a game round reports (docs/product/economy.md §3 metrics): plain constants for the schema, the API and the front ends. */
export const METRIC_TYPES = ["bet", "win", "lose", "draw"] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

/** The wheel's value sets (docs/product/economy.md §3): plain constants for the schema, the API and the front ends. */
export const WHEEL_REWARD_TYPES = ["coins", "nft", "none"] as const;
export type WheelRewardType = (typeof WHEEL_REWARD_TYPES)[number];
export const WHEEL_THEMES = ["small", "medium", "big", "mystery", "none"] as const;
export type WheelTheme = (typeof WHEEL_THEMES)[number];

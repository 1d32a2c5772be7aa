/** docs/product/economy.md §2, §5 and §8: the swap panel's words and messages. */
export const SWAP_TEXT = {
  title: "Swap Gems",
  gemsLabel: "Gems to swap",
  youGet: "You get",
  submit: "Swap",
  note: "Note you can swap only full gems, not shards!",
  success: "Gems swapped successfully!",
  NOT_ENOUGH_GEMS_ERROR: "Not enough gems!",
  other: "Something went wrong!",
} as const;

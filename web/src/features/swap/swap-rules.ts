import { COINS_PER_GEM, MAX_SWAP_GEMS } from "@jadeverse/api/client/store";

/**
 * The gems a swap input names, or null when no call may be made (docs/product/economy.md §5): a whole number of
 * at least 1 (step 1); shards, signs, exponents and blanks are refused.
 */
export function swapGems(input: string): number | null {
  const value = input.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const gems = Number(value);
  return gems >= 1 && gems <= MAX_SWAP_GEMS ? gems : null;
}

/** Coins received for `gems` whole gems (1 gem = 100,000 coins). */
export const coinsFor = (gems: number) => gems * COINS_PER_GEM;

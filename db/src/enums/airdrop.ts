/** NFT airdrop constants: plain values for the database, the API and the claim page. */

/** docs/product/economy.md §9: an airdrop code is 5 characters. */
export const AIRDROP_CODE_LENGTH = 5;

/**
 * The characters a printed code is made of: A–Z and 2–9 without I, O, 0 and 1 (read alike on a card).
 * 32 symbols → 32^5 = 33,554,432 possible codes (docs/vesting-and-airdrop.md: the odds of guessing one).
 */
export const AIRDROP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The reward every code is for (docs/product/economy.md §2). */
export const AIRDROP_REWARD = "Private Investor NFT";

/** Vesting constants: plain values for the database, the API and the vesting page. */

/** The path segment of each investor type (docs/product/economy.md §7 `/vesting/{investorType}/…`). */
export const INVESTOR_PATHS = {
  "private-investor": "private",
  "public-investor": "public",
  "team-investor": "team",
} as const;
export type InvestorPath = keyof typeof INVESTOR_PATHS;

/** How old a signed wallet change may be (spec: the timestamp in seconds; 5 minutes). */
export const WALLET_CHANGE_MAX_AGE_SECONDS = 300;

/**
 * The message an investor signs (`personal_sign`) to set their Solana wallet: it names the signing
 * wallet, the new Solana address and the time, so a signature fits one change only. The page builds
 * it, the server rebuilds it from the fields sent and refuses any other text.
 */
export const walletChangeMessage = (investorWallet: string, solanaWallet: string, timestamp: number) =>
  `JadeVerse vesting: I am updating the wallet of investor ${investorWallet} to the Solana address ${solanaWallet} at ${timestamp}.`;

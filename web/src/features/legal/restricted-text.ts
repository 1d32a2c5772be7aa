/** What the Terms block from a restricted country (docs/security.md "Restricted countries"). */
export const BLOCKED = "registration, sign-in, gem purchases, swaps, games, the wheel and the airdrop";

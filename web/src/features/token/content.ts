import type { TokenMessage } from "./messages.ts";
import type { VestingType } from "./staking.ts";

/**
 * Figures of the /token page, and its texts as message ids (messages/en.json holds the English).
 * The spec (docs/product/platform.md §2) leaves the page's content "not shown"; the token uses are
 * docs/product/platform.md §1's list, the rest is our design.
 */

export const TOKEN_SYMBOL = "JADE";

export interface TokenUse {
  title: TokenMessage;
  body: TokenMessage;
}

/** docs/product/platform.md §1 "Token uses advertised", in its order. */
export const TOKEN_USES: readonly TokenUse[] = [
  { title: "useLeaderboardTitle", body: "useLeaderboardBody" },
  { title: "useGemsTitle", body: "useGemsBody" },
  { title: "useStakingTitle", body: "useStakingBody" },
  { title: "useAirdropsTitle", body: "useAirdropsBody" },
  { title: "useMarketplaceTitle", body: "useMarketplaceBody" },
  { title: "useVotingTitle", body: "useVotingBody" },
];

/** The two vesting types as the staking contract (api/contracts/JadeVerseStaking.sol) applies them. */
export const VESTING_TYPES: readonly { type: VestingType; title: TokenMessage; body: TokenMessage }[] = [
  { type: "FullVesting", title: "vestingFullTitle", body: "vestingFullBody" },
  { type: "EarlyVesting", title: "vestingEarlyTitle", body: "vestingEarlyBody" },
];

/** Each staking plan's line (STAKING_PLANS), by its term in months. */
export const PLAN_DESCRIPTIONS: Readonly<Record<number, TokenMessage>> = {
  1: "planDescriptionMonth",
  3: "planDescriptionSeason",
  6: "planDescriptionHalfYear",
  12: "planDescriptionYear",
  18: "planDescriptionCommitted",
  24: "planDescriptionHighest",
};

/** Total supply, whole tokens. */
export const TOTAL_SUPPLY = 1_000_000_000;

export interface Allocation {
  label: TokenMessage;
  percent: number;
  /** Chart colour (our palette; legend text names each slice). */
  color: string;
  note: TokenMessage;
}

/** The planned allocation of the total supply; percentages sum to 100. */
export const ALLOCATIONS: readonly Allocation[] = [
  { label: "allocationPlayers", percent: 30, color: "#3fd39b", note: "allocationPlayersNote" },
  { label: "allocationStaking", percent: 15, color: "#15805a", note: "allocationStakingNote" },
  { label: "allocationEcosystem", percent: 15, color: "#f2c862", note: "allocationEcosystemNote" },
  { label: "allocationTeam", percent: 15, color: "#b98829", note: "allocationTeamNote" },
  { label: "allocationPrivateSale", percent: 10, color: "#7dd3fc", note: "allocationPrivateSaleNote" },
  { label: "allocationPresale", percent: 8, color: "#c4b5fd", note: "allocationPresaleNote" },
  { label: "allocationLiquidity", percent: 5, color: "#f9a8d4", note: "allocationLiquidityNote" },
  { label: "allocationTreasury", percent: 2, color: "#cbd5e1", note: "allocationTreasuryNote" },
];

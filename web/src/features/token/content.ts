import type { VestingType } from "./staking.ts";

/**
 * Copy and figures of the /token page. The spec (docs/product/platform.md §2) leaves the page's content "not shown"; the
 * token uses are docs/product/platform.md §1's list, the rest is our design.
 */

export const TOKEN_SYMBOL = "JADE";

export interface TokenUse {
  title: string;
  body: string;
}

/** docs/product/platform.md §1 "Token uses advertised", in its order. */
export const TOKEN_USES: readonly TokenUse[] = [
  {
    title: "Monthly leaderboard rewards",
    body: "The top players of every monthly leaderboard share a pool of tokens.",
  },
  {
    title: "30% more gems",
    body: "Buying Jade Gems with the token gives a 30% bonus compared with card or other crypto payments.",
  },
  {
    title: "Staking",
    body: "Lock tokens to earn more tokens, Jade Gems, gameplay energy and VIP access.",
  },
  {
    title: "Airdrops",
    body: "Community tasks (inviting friends, events, feedback) are rewarded with token airdrops.",
  },
  {
    title: "The marketplace currency",
    body: "Avatars and NFT extras in the internal marketplace are sold for the token only.",
  },
  {
    title: "Voting rights",
    body: "Holders vote on proposals in the JadeVerse decentralized organization.",
  },
];

/** The two vesting types as the staking contract (api/contracts/JadeVerseStaking.sol) applies them. */
export const VESTING_TYPES: readonly { type: VestingType; title: string; body: string }[] = [
  {
    type: "FullVesting",
    title: "Full vesting",
    body: "Your stake and its whole reward are paid out together when the plan's term ends. Need the tokens sooner? Withdraw early to get your stake back without the reward.",
  },
  {
    type: "EarlyVesting",
    title: "Early vesting",
    body: "The reward accrues day by day and can be claimed as it accrues; your stake itself is released when the term ends.",
  },
];

/** Total supply, whole tokens. */
export const TOTAL_SUPPLY = 1_000_000_000;

export interface Allocation {
  label: string;
  percent: number;
  /** Chart colour (our palette; legend text names each slice). */
  color: string;
  note: string;
}

/** The planned allocation of the total supply; percentages sum to 100. */
export const ALLOCATIONS: readonly Allocation[] = [
  { label: "Player rewards", percent: 30, color: "#3fd39b", note: "Leaderboards, tournaments, airdrops" },
  { label: "Staking rewards", percent: 15, color: "#15805a", note: "Paid out over the staking plans" },
  { label: "Ecosystem & partners", percent: 15, color: "#f2c862", note: "Studios, integrations, grants" },
  { label: "Team", percent: 15, color: "#b98829", note: "12-month cliff, then monthly vesting" },
  { label: "Private sale", percent: 10, color: "#7dd3fc", note: "Cliff and vesting per investor" },
  { label: "Public presale", percent: 8, color: "#c4b5fd", note: "Part unlocked at the token launch" },
  { label: "Liquidity", percent: 5, color: "#f9a8d4", note: "Exchange listings" },
  { label: "Treasury", percent: 2, color: "#cbd5e1", note: "Reserve for operations" },
];

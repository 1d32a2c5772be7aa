import { PLAYER_DEFAULTS } from "./constants.ts";
import { formatWhole } from "./format.ts";

/**
 * The player's Rank, named the same wherever it shows (the header badge of the web dashboard and of
 * the Mini App, the dashboard card, the leaderboard personal panel).
 */
export const RANK_TEXT = {
  name: "Rank",
  /** What the header's and dashboard card's Rank counts (db/src/leaderboard/player-rank.ts). */
  meaning: "Your place on the Global leaderboard by coins won",
  /** A board's personal panel before a first round on that board (docs/product/economy.md §2 "#N or N/A"). */
  unranked: "N/A",
} as const;

/**
 * The player's Rank as the header shows it in both shells, "#N": one rule for the web dashboard and
 * the Mini App. A missing rank (no place on the Global board yet, or the call failed) reads the spec's
 * default, #1 (docs/product/platform.md §3 "Defaults when data is missing: rank 1").
 */
export const rankLabel = (rank: number | null | undefined): string =>
  `#${formatWhole(rank && rank > 0 ? rank : PLAYER_DEFAULTS.rank)}`;

/**
 * The player's place on one leaderboard board, in its personal panel (docs/product/economy.md §2): "#N", or "N/A"
 * before a first round on that board.
 */
export const standingLabel = (index: number | null | undefined): string =>
  index ? `#${formatWhole(index)}` : RANK_TEXT.unranked;

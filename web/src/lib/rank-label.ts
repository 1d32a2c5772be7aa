import { formatWhole } from "./format.ts";

/**
 * The player's Rank, named the same wherever it shows (header badge, dashboard card, leaderboard
 * personal panel): a place on a leaderboard board, "#N", or "N/A" before a first round there.
 */
export const RANK_TEXT = {
  name: "Rank",
  /** What the header's and dashboard card's Rank counts (db/src/leaderboard/player-rank.ts). */
  meaning: "Your place on the Global leaderboard by coins won",
  unranked: "N/A",
} as const;

/** "#N", or "N/A" without a place (no round played on that board yet). */
export const rankLabel = (rank: number | null | undefined): string =>
  rank ? `#${formatWhole(rank)}` : RANK_TEXT.unranked;

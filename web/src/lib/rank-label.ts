import { PLAYER_DEFAULTS } from "./constants.ts";
import { formatWhole } from "./format.ts";

/**
 * The player's Rank as the header shows it in both shells, "#N": one rule for the web dashboard and
 * the Mini App. A missing rank (no place on the Global board yet, or the call failed) reads the spec's
 * default, #1 (docs/product/platform.md §3 "Defaults when data is missing: rank 1"). The words around it
 * ("Rank", what it counts) are the dashboard catalogue's (`rank`, `rankMeaning`).
 */
export const rankLabel = (rank: number | null | undefined): string =>
  `#${formatWhole(rank && rank > 0 ? rank : PLAYER_DEFAULTS.rank)}`;

/**
 * The player's place on one leaderboard board, in its personal panel (docs/product/economy.md §2): "#N",
 * or null before a first round on that board, which the panel says in its language ("N/A").
 */
export const standingLabel = (index: number | null | undefined): string | null =>
  index ? `#${formatWhole(index)}` : null;

/** docs/product/economy.md §9: leaderboard pages hold 20 rows; we allow up to 100 per request. */
export const LEADERBOARD_DEFAULT_LIMIT = 20;
export const LEADERBOARD_MAX_LIMIT = 100;

import { RANK_ORDER } from "@jadeverse/db/leaderboard/player-rank";

/** docs/product/economy.md §4: the default sort is coinsWon, descending: the order a player's Rank is counted in. */
export const LEADERBOARD_DEFAULT_SORT = RANK_ORDER.sortBy;
export const LEADERBOARD_DEFAULT_ORDER = RANK_ORDER.sortOrder;
/** Deep pages cost an OFFSET scan; nobody scrolls past 10,000 rows of a board. */
export const LEADERBOARD_MAX_PAGE = 500;
/** Reads per player per minute: the board is public-ish and guessable, so it is limited too. */
export const LEADERBOARD_READS_PER_MINUTE = 120;

import type { ApiClient, GameType } from "@jadeverse/api/client";
import type { LeaderboardMessage } from "./messages.ts";

/** `GET /api/leaderboard`'s query as the API declares it. */
export type BoardQueryParams = NonNullable<Parameters<ApiClient["api"]["leaderboard"]["$get"]>[0]>["query"];
/** docs/product/economy.md §9: the fields the server sorts by (its own list, through the typed client). */
export type ServerSortField = NonNullable<BoardQueryParams["sortBy"]>;

/** The table's sortable columns (docs/product/economy.md §2); "earned" is coins or gems earned, by the toggle. */
export const SORT_KEYS = [
  "position",
  "nickname",
  "earned",
  "coinsWagered",
  "totalWins",
  "mostValuableGame",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";
export type EarnedCurrency = "coins" | "gems";

export interface BoardSort {
  key: SortKey;
  order: SortOrder;
}

/** docs/product/economy.md §4: the default sort, and what a search resets the sort to: coins won, descending. */
export const DEFAULT_SORT: BoardSort = { key: "earned", order: "desc" };
export const DEFAULT_EARNED: EarnedCurrency = "coins";

/** The order a column takes when first chosen: amounts from the largest, names and places from the top. */
export const FIRST_ORDER: Record<SortKey, SortOrder> = {
  position: "asc",
  nickname: "asc",
  earned: "desc",
  coinsWagered: "desc",
  totalWins: "desc",
  mostValuableGame: "asc",
};

/**
 * docs/product/economy.md §2: the game filter, in order, each with its label's message; Global is every game's
 * totals (no gameType).
 */
export const GAME_FILTERS = [
  { value: "global", label: "filterGlobal" },
  { value: "blackjack", label: "filterBlackjack" },
  { value: "baccarat", label: "filterBaccarat" },
  { value: "roulette", label: "filterRoulette" },
  { value: "slots", label: "filterSlots" },
] as const satisfies readonly { value: "global" | GameType; label: LeaderboardMessage }[];
export type GameFilter = (typeof GAME_FILTERS)[number]["value"];

/**
 * docs/product/economy.md §2: the personal panel's second tab, 'Fireworks frenzy'. The spec gives it key jetpack, but
 * Fireworks Frenzy's rounds, game card, history and statistics are all keyed `fireworks-frenzy` (the
 * lobby game, docs/product/platform.md §3): reading jetpack showed another game's figures under this name (the
 * player "first in Fireworks Frenzy with 2.7 h" whose card read "Played 0 times"). One key per game.
 */
export const FIREWORKS_TAB = { label: "fireworksTab", gameType: "fireworks-frenzy" } as const satisfies {
  label: LeaderboardMessage;
  gameType: GameType;
};

/** docs/product/economy.md §4: the top three rows' medals (their labels: MEDAL_LABELS). */
export const MEDALS = ["GOLD", "SILVER", "BRONZE"] as const;
export type Medal = (typeof MEDALS)[number];

/** Each medal's label, in the player's language. */
export const MEDAL_LABELS: Readonly<Record<Medal, LeaderboardMessage>> = {
  GOLD: "medalGold",
  SILVER: "medalSilver",
  BRONZE: "medalBronze",
};

/** docs/product/economy.md §2: level and played time show from this viewport width up. */
export const DETAILS_MIN_WIDTH = 500;

/** docs/product/economy.md §2: the Most valuable game cell before a first coin win (a dash in every language). */
export const NO_GAME = "—";

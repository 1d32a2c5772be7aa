import { LEADERBOARD_DEFAULT_LIMIT } from "@jadeverse/api/client";
import { type LeaderboardResponse, leaderboardResponse } from "@jadeverse/api/client/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { LEADERBOARD_ROOT_KEY } from "../../lib/queries/player-rank.ts";
import { type BoardSort, type EarnedCurrency, FIREWORKS_TAB, type GameFilter } from "./constants.ts";
import { hasMorePages, type ServerQuery, serverQuery } from "./leaderboard-rules.ts";

/** Query keys of the leaderboard (the player's Rank sits under the same root: lib/queries/player-rank.ts). */
export const leaderboardKeys = {
  all: LEADERBOARD_ROOT_KEY,
  board: (view: BoardView) => [...leaderboardKeys.all, "board", view] as const,
  fireworks: (query: ServerQuery) => [...leaderboardKeys.all, "fireworks", query] as const,
};

/** What the table shows: every change of it loads the board again from page 1 (docs/product/economy.md §4). */
export interface BoardView {
  game: GameFilter;
  sort: BoardSort;
  earned: EarnedCurrency;
}

/** `GET /api/leaderboard` (docs/product/economy.md §7): one page of `limit` rows. */
async function fetchBoard(
  api: ApiClient,
  query: ServerQuery,
  page: number,
  limit: number,
): Promise<LeaderboardResponse> {
  const { gameType, ...rest } = query;
  return leaderboardResponse.parse(
    await unwrap(
      api.api.leaderboard.$get({
        query: {
          page: String(page),
          limit: String(limit),
          ...rest,
          ...(gameType ? { gameType } : {}),
        },
      }),
    ),
  );
}

/**
 * The board, 20 rows a page; "Load more" asks for the next page while the last one came back full.
 * Not cached once left (gcTime 0): coming back to a sort or filter loads page 1 afresh.
 */
export const boardQuery = (api: ApiClient, view: BoardView) =>
  infiniteQueryOptions({
    queryKey: leaderboardKeys.board(view),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => ({
      page: pageParam,
      body: await fetchBoard(
        api,
        serverQuery(view.sort, view.earned, view.game),
        pageParam,
        LEADERBOARD_DEFAULT_LIMIT,
      ),
    }),
    getNextPageParam: (last) => (hasMorePages(last.body.leaderboard.data.length) ? last.page + 1 : undefined),
    gcTime: 0,
  });

/** The personal panel's 'Fireworks frenzy' tab: the caller's entry and rank on the Fireworks Frenzy board. */
export const fireworksStandingQuery = (api: ApiClient, view: BoardView) => {
  const query = { ...serverQuery(view.sort, view.earned, "global"), gameType: FIREWORKS_TAB.gameType };
  return queryOptions({
    queryKey: leaderboardKeys.fireworks(query),
    queryFn: async () => {
      const body = await fetchBoard(api, query, 1, 1);
      return { userData: body.userData, userIndex: body.userIndex };
    },
  });
};

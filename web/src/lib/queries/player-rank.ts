import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { type ApiClient, unwrap } from "../api-client.ts";
import { usePlatform } from "../platform.ts";

/**
 * The leaderboard domain's root query key: the board's keys (features/leaderboard) and the player's
 * Rank both sit under it, so refreshing the leaderboard (after a game) refreshes the Rank too.
 */
export const LEADERBOARD_ROOT_KEY = ["leaderboard"] as const;
export const playerRankKey = () => [...LEADERBOARD_ROOT_KEY, "rank"] as const;

export type PlayerRank = InferResponseType<ApiClient["api"]["xp"]["rank"]["$get"], 200>;

/**
 * `GET /api/xp/rank` (the spec's call): the player's Rank, their place on the Global leaderboard by coins won
 * (defined once on the server, db/src/leaderboard/player-rank.ts); the header badge and the dashboard
 * card read it, the leaderboard's personal panel shows the same number for the Global board.
 */
export const playerRankQuery = (api: ApiClient) =>
  queryOptions({ queryKey: playerRankKey(), queryFn: () => unwrap(api.api.xp.rank.$get()) });

export function usePlayerRank() {
  const { api } = usePlatform();
  return useQuery(playerRankQuery(api));
}

import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";

export type PlayerXp = InferResponseType<ApiClient["api"]["users"]["me"]["xp"]["$get"], 200>;
export type PlayerRank = InferResponseType<ApiClient["api"]["xp"]["rank"]["$get"], 200>;
export type PlayerGameStatistics = InferResponseType<
  ApiClient["api"]["users"]["me"]["game-statistics"]["$get"],
  200
>;

export const playerQueryKeys = {
  me: ["users", "me"],
  xp: ["users", "me", "xp"],
  rank: ["xp", "rank"],
  gameStatistics: ["users", "me", "game-statistics"],
} as const;

/** `GET /api/users/me`: the signed-in player. */
export function usePlayer() {
  const { api } = usePlatform();
  return useQuery({ queryKey: playerQueryKeys.me, queryFn: () => unwrap(api.api.users.me.$get()) });
}

/** `GET /api/users/me/xp`; on failure the card falls back to the spec defaults. */
export function usePlayerXp() {
  const { api } = usePlatform();
  return useQuery({ queryKey: playerQueryKeys.xp, queryFn: () => unwrap(api.api.users.me.xp.$get()) });
}

/** `GET /api/xp/rank`. */
export function usePlayerRank() {
  const { api } = usePlatform();
  return useQuery({ queryKey: playerQueryKeys.rank, queryFn: () => unwrap(api.api.xp.rank.$get()) });
}

/** `GET /api/users/me/game-statistics`. */
export function useGameStatistics() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: playerQueryKeys.gameStatistics,
    queryFn: () => unwrap(api.api.users.me["game-statistics"].$get()),
  });
}

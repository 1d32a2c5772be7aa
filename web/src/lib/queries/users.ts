import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { type ApiClient, unwrap } from "../api-client.ts";
import { usePlatform } from "../platform.ts";

/**
 * Query keys of the signed-in player, the one factory every shell, prefetch and refresh uses. Each
 * key nests under `me()` (and so under `all`): invalidating `me()` also refreshes the player's xp
 * and statistics, invalidating `all` everything about users.
 */
export const userKeys = {
  all: ["users"] as const,
  me: () => [...userKeys.all, "me"] as const,
  xp: () => [...userKeys.me(), "xp"] as const,
  gameStatistics: () => [...userKeys.me(), "game-statistics"] as const,
  statistics: () => [...userKeys.me(), "statistics"] as const,
  referralStatistics: () => [...userKeys.me(), "referral-statistics"] as const,
  /** Under `me()`: whatever refreshes the player (equip, purchase) refreshes their avatars too. */
  avatars: () => [...userKeys.me(), "avatars"] as const,
};

/** Query keys of the xp domain (`/api/xp/...`): the player's rank. */
export const xpKeys = {
  all: ["xp"] as const,
  rank: () => [...xpKeys.all, "rank"] as const,
};

export type PlayerXp = InferResponseType<ApiClient["api"]["users"]["me"]["xp"]["$get"], 200>;
export type PlayerRank = InferResponseType<ApiClient["api"]["xp"]["rank"]["$get"], 200>;
export type PlayerGameStatistics = InferResponseType<
  ApiClient["api"]["users"]["me"]["game-statistics"]["$get"],
  200
>;

/** `GET /api/users/me`: the signed-in player (bearer token or the session cookie). */
export const meQuery = (api: ApiClient) =>
  queryOptions({ queryKey: userKeys.me(), queryFn: () => unwrap(api.api.users.me.$get()) });

export type Me = Awaited<ReturnType<NonNullable<ReturnType<typeof meQuery>["queryFn"]>>>;

/** `GET /api/users/me/xp`; on failure the dashboard's card falls back to the spec defaults. */
export const xpQuery = (api: ApiClient) =>
  queryOptions({ queryKey: userKeys.xp(), queryFn: () => unwrap(api.api.users.me.xp.$get()) });

/** `GET /api/xp/rank`. */
export const rankQuery = (api: ApiClient) =>
  queryOptions({ queryKey: xpKeys.rank(), queryFn: () => unwrap(api.api.xp.rank.$get()) });

/** `GET /api/users/me/game-statistics`: the dashboard's game cards and the settings' statistics (one entry). */
export const gameStatisticsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: userKeys.gameStatistics(),
    queryFn: () => unwrap(api.api.users.me["game-statistics"].$get()),
  });

/**
 * `GET /api/skins/me`: the skins the player owns, the avatars the welcome picker and the settings'
 * grid offer (their own call, so `GET /api/users/me`, which every screen reads, stays small).
 */
export const ownedAvatarsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: userKeys.avatars(),
    queryFn: async () => (await unwrap(api.api.skins.me.$get())).skins,
  });

export type OwnedAvatar = Awaited<
  ReturnType<NonNullable<ReturnType<typeof ownedAvatarsQuery>["queryFn"]>>
>[number];

export function useOwnedAvatars({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = usePlatform();
  return useQuery({ ...ownedAvatarsQuery(api), enabled });
}

export function useMe() {
  const { api } = usePlatform();
  return useQuery(meQuery(api));
}

/** The signed-in player: the same query as `useMe` (the dashboard's name for it). */
export const usePlayer = useMe;

export function usePlayerXp() {
  const { api } = usePlatform();
  return useQuery(xpQuery(api));
}

export function usePlayerRank() {
  const { api } = usePlatform();
  return useQuery(rankQuery(api));
}

export function useGameStatistics() {
  const { api } = usePlatform();
  return useQuery(gameStatisticsQuery(api));
}

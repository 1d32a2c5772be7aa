import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { type PlayerGameStatistics, userKeys } from "../../lib/queries/users.ts";

export type UserStatistics = InferResponseType<ApiClient["api"]["users"]["me"]["statistics"]["$get"], 200>;
export type ReferralStatistics = InferResponseType<
  ApiClient["api"]["users"]["me"]["referral-statistics"]["$get"],
  200
>;
export type GameStatistics = PlayerGameStatistics;
export type GameFigures = NonNullable<GameStatistics["gameStatistics"][string]>;

/** `GET /api/users/me/statistics`: the totals of docs/product/economy.md §3 "User statistics". */
export const userStatisticsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: userKeys.statistics(),
    queryFn: () => unwrap(api.api.users.me.statistics.$get()),
  });

/** `GET /api/users/me/referral-statistics`: docs/product/economy.md §3 "Referral statistics". */
export const referralStatisticsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: userKeys.referralStatistics(),
    queryFn: () => unwrap(api.api.users.me["referral-statistics"].$get()),
  });

export function useUserStatistics() {
  const { api } = usePlatform();
  return useQuery(userStatisticsQuery(api));
}

export function useReferralStatistics() {
  const { api } = usePlatform();
  return useQuery(referralStatisticsQuery(api));
}

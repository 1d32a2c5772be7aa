import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../api-client.ts";
import { usePlatform } from "../platform.ts";

/** Query keys of the signed-in player (the same keys the dashboard's queries use). */
export const userKeys = {
  all: ["users"] as const,
  me: () => ["users", "me"] as const,
};

/** `GET /api/users/me`: the signed-in player (bearer token or the session cookie). */
export const meQuery = (api: ApiClient) =>
  queryOptions({ queryKey: userKeys.me(), queryFn: () => unwrap(api.api.users.me.$get()) });

export type Me = Awaited<ReturnType<NonNullable<ReturnType<typeof meQuery>["queryFn"]>>>;

export function useMe() {
  const { api } = usePlatform();
  return useQuery(meQuery(api));
}

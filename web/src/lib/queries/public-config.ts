import { HEARTBEAT_INTERVAL_MS } from "@jadeverse/api/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../api-client.ts";
import { type Flags, resolveFlags } from "../flags.ts";
import { usePlatform } from "../platform.ts";

/** Query keys of the deployment's public settings. */
export const publicConfigKeys = {
  all: ["public-config"] as const,
};

/** `GET /api/public-config`: the Login Widget's bot, the WalletConnect project, the Solana network, flags. */
export const publicConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: () => unwrap(api.api["public-config"].$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  const { api } = usePlatform();
  return useQuery(publicConfigQuery(api));
}

/**
 * The feature flags: the spec's defaults at once, the deployment's overrides once public-config has
 * answered (a failed call keeps the defaults).
 */
export function useFlags(): Flags {
  const { api } = usePlatform();
  const { data } = useQuery({
    ...publicConfigQuery(api),
    select: (config) => resolveFlags((config as { flags?: unknown }).flags),
  });
  return data ?? resolveFlags(undefined);
}

/**
 * How often a waiting or playing client calls `POST /api/queue/heartbeat`: the deployment's cadence
 * (it follows the configured session timeout), the API's default until public-config answers.
 */
export function useHeartbeatInterval(): number {
  return usePublicConfig().data?.queue.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
}

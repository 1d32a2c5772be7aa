import type { DEFAULT_QUEUE_GAME } from "@jadeverse/api/client";
import {
  pixelStreamingResponse,
  queueJoinResponse,
  queueStatusResponse,
  streamingConfigResponse,
  validateSessionResponse,
} from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { STREAMING_CONFIG_REFRESH_MS } from "./constants.ts";

/** Query keys of the queue and streaming domain (socket pushes write into `status`). */
export const queueKeys = {
  all: ["queue"] as const,
  status: () => [...queueKeys.all, "status"] as const,
  streamingConfig: () => ["streaming-config"] as const,
  pixelUrl: () => ["users", "pixelstreaming-url"] as const,
};

/** `GET /api/queue/status`; polling is added by the caller while the player waits. */
export const queueStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queueKeys.status(),
    queryFn: async () => queueStatusResponse.parse(await unwrap(api.api.queue.status.$get())),
  });

/** `GET /api/streaming-config`, refreshed every 5 minutes (docs/product/platform.md §4). */
export const streamingConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queueKeys.streamingConfig(),
    queryFn: async () => streamingConfigResponse.parse(await unwrap(api.api["streaming-config"].$get())),
    refetchInterval: STREAMING_CONFIG_REFRESH_MS,
    staleTime: STREAMING_CONFIG_REFRESH_MS,
  });

/** `GET /api/users/pixelstreaming-url`; a failure reads as "no URL" (docs/product/economy.md §8). */
export const pixelUrlQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queueKeys.pixelUrl(),
    queryFn: async () => {
      try {
        return (
          pixelStreamingResponse.parse(await unwrap(api.api.users["pixelstreaming-url"].$get())).url || null
        );
      } catch {
        return null;
      }
    },
    staleTime: STREAMING_CONFIG_REFRESH_MS,
  });

export const joinQueue = async (api: ApiClient, gameType: typeof DEFAULT_QUEUE_GAME) =>
  queueJoinResponse.parse(await unwrap(api.api.queue.join.$post({ json: { gameType } })));

export const leaveQueue = (api: ApiClient) => unwrap(api.api.queue.leave.$delete());

export const sendHeartbeat = (api: ApiClient) => unwrap(api.api.queue.heartbeat.$post());

/** Ends the player's game session; `keepalive` lets it finish while the page unloads (docs/product/platform.md §7). */
export const endGameSession = (api: ApiClient, keepalive = false) =>
  unwrap(api.api.queue["end-game-session"].$post(undefined, keepalive ? { init: { keepalive: true } } : {}));

/** True when the server knows an active game session for the player. */
export const validateSession = async (api: ApiClient) =>
  validateSessionResponse.parse(await unwrap(api.api.queue["validate-session"].$get())).data.hasActiveSession;

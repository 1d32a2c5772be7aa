import { betHistoryResponse } from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import type { Me } from "../../lib/queries/users.ts";
import { GAME_HISTORY_LIMIT } from "./constants.ts";
import { winsAndLosses } from "./game-history.ts";

/** Query keys of the dashboard home's own data: the banners and the player's bet history. */
export const bannerKeys = {
  all: ["banners"] as const,
};

export const betHistoryKeys = {
  all: ["metric", "user-bet-history"] as const,
  list: (userId: Me["id"] | undefined, limit: number) => [...betHistoryKeys.all, userId, limit] as const,
};

/** `GET /api/banners`; a failure shows the spec's default slides at once (no retries). */
export const bannersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: bannerKeys.all,
    queryFn: () => unwrap(api.api.banners.$get()),
    retry: false,
  });

/**
 * `GET /api/v1/metric/user-bet-history` of one player, wins and losses only (docs/product/economy.md §5, §7);
 * waits for the player's id.
 */
export const betHistoryQuery = (api: ApiClient, userId: Me["id"] | undefined, limit = GAME_HISTORY_LIMIT) =>
  queryOptions({
    queryKey: betHistoryKeys.list(userId, limit),
    enabled: userId !== undefined,
    queryFn: async () =>
      winsAndLosses(
        betHistoryResponse.parse(
          await unwrap(
            api.api.v1.metric["user-bet-history"].$get({
              query: { userId: String(userId), limit: String(limit) },
            }),
          ),
        ),
      ),
  });

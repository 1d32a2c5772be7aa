import { isApiError, unwrap } from "@jadeverse/web/lib/api-client";
import { writeAccessToken } from "@jadeverse/web/lib/session-token";
import { useQuery } from "@tanstack/react-query";
import { markSignedIn, miniappApi, telegramSessionKey } from "./session.ts";

const MAX_NETWORK_RETRIES = 2;

/**
 * Signs in with the launch's initData (`POST /api/auth/telegram-miniapp`, `Authorization: tma …`)
 * and keeps the returned token in session storage, like every other login (spec 000 §3).
 * A query, not a mutation: StrictMode and re-renders share one request.
 */
export function useTelegramSession(rawInitData: string) {
  return useQuery({
    queryKey: telegramSessionKey,
    queryFn: async () => {
      const session = await unwrap(
        miniappApi.api.auth["telegram-miniapp"].$post(undefined, {
          headers: { Authorization: `tma ${rawInitData}` },
        }),
      );
      writeAccessToken(session.access_token);
      markSignedIn();
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Only the network is worth retrying: rejected initData stays rejected.
    retry: (failures, error) => failures < MAX_NETWORK_RETRIES && isApiError(error) && error.status === 0,
  });
}

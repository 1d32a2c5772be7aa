import { createSessionApiClient } from "@jadeverse/web/lib/api-client";
import { createQueryClient } from "@jadeverse/web/lib/query-client";
import { readAccessToken, writeAccessToken } from "@jadeverse/web/lib/session-token";
import { createTelegramPlatform } from "./telegram-platform.ts";

export const telegramSessionKey = ["telegram-session"] as const;

/**
 * At most one automatic sign-in per this interval: parallel 401s trigger one, and a session lost
 * right after signing in is not retried (no sign-in loops).
 */
const REAUTH_COOLDOWN_MS = 10_000;
let lastSignInAt = 0;

export const markSignedIn = (): void => {
  lastSignInAt = Date.now();
};

export const queryClient = createQueryClient();

/**
 * A 401 (or a deleted account) ends the session; the Mini App still holds the launch's initData,
 * so it signs in again instead of sending the player anywhere.
 */
function onSessionLost(): void {
  writeAccessToken(null);
  if (Date.now() - lastSignInAt < REAUTH_COOLDOWN_MS) return;
  markSignedIn();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== telegramSessionKey[0] });
  void queryClient.resetQueries({ queryKey: telegramSessionKey });
}

export const miniappApi = createSessionApiClient({ getToken: readAccessToken, onSessionLost });

export const telegramPlatform = createTelegramPlatform(miniappApi);

import type { QueryClient } from "@tanstack/react-query";
import { startI18n } from "../i18n/start.ts";
import { type ApiClient, isApiError, unwrap } from "../lib/api-client.ts";
import { meQuery } from "../lib/queries/users.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { sessionTokenStorage } from "../lib/session-token.ts";
import type { AppContext } from "../state/app-providers.tsx";
import { createSession, type RestoredSession } from "../state/session.ts";
import { createAppStore } from "../state/store.ts";
import { createMainActionSlot, type MainActionSlot } from "./main-action-slot.ts";
import { createWebPlatform } from "./web-platform.ts";

/**
 * A tab without a bearer token may still hold a session: the HttpOnly `access_token` cookie set at
 * login (another tab, or before a reload). Only the server can tell: `GET /api/users/me` with the
 * cookie. Its answer also fills the player's cache entry.
 */
export async function restoreFromCookie(api: ApiClient, queryClient: QueryClient): Promise<RestoredSession> {
  try {
    const me = await unwrap(api.api.users.me.$get());
    queryClient.setQueryData(meQuery(api).queryKey, me);
    return { token: null };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export interface WebApp extends AppContext {
  mainActions: MainActionSlot;
}

/** The web app's store, query cache, session and platform, made once at start-up. */
export function createWebApp(): WebApp {
  const store = createAppStore();
  const queryClient = createQueryClient();
  const session = createSession({
    store,
    queryClient,
    storage: sessionTokenStorage,
    origin: window.location.origin,
    restore: restoreFromCookie,
  });
  // The browser's languages decide until the player chooses (docs/i18n.md "Which language").
  startI18n(store, queryClient, null);
  const mainActions = createMainActionSlot();
  return { store, queryClient, session, mainActions, platform: createWebPlatform(session.api, mainActions) };
}

import { type ApiClient, isApiError, type Transport, unwrap } from "@jadeverse/web/platform";
import type { AppContext } from "@jadeverse/web/shell";
import {
  createAppStore,
  createQueryClient,
  createSession,
  sessionTokenStorage,
  startI18n,
} from "@jadeverse/web/shell";
import { launchLanguageCode } from "./launch-language.ts";
import { createTelegramPlatform } from "./telegram-platform.ts";

/**
 * At most one automatic sign-in per this interval: a session lost right after signing in is not
 * retried at once (no sign-in loops).
 */
const REAUTH_COOLDOWN_MS = 10_000;
const NETWORK_ATTEMPTS = 3;

/**
 * `POST /api/auth/telegram-miniapp` with `Authorization: tma <initData>` (docs/product/platform.md §3): the launch's
 * initData is the Mini App's credential, so a missing or ended session is simply signed in again.
 * Only the network is worth retrying: rejected initData stays rejected.
 */
async function signInWithInitData(api: ApiClient, rawInitData: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await unwrap(
        api.api.auth["telegram-miniapp"].$post(undefined, {
          headers: { Authorization: `tma ${rawInitData}` },
        }),
      );
      return { token: answer.access_token };
    } catch (error) {
      if (!(isApiError(error) && error.status === 0) || attempt >= NETWORK_ATTEMPTS) throw error;
    }
  }
}

export interface MiniAppOptions {
  /** The API's origin: the page's own. */
  origin?: string;
  /** Transport (tests); the browser's `fetch` by default. */
  fetch?: Transport;
  reauthCooldownMs?: number;
}

/** The Mini App's store, query cache, session (Telegram sign-in) and platform, made once at launch. */
export function createMiniAppContext(rawInitData: string, options: MiniAppOptions = {}): AppContext {
  const cooldownMs = options.reauthCooldownMs ?? REAUTH_COOLDOWN_MS;
  const store = createAppStore();
  const queryClient = createQueryClient();
  // Telegram's language for the player comes before the device's (docs/i18n.md "Which language").
  startI18n(store, queryClient, launchLanguageCode(rawInitData));
  let lastSignInAt = 0;
  const session = createSession({
    store,
    queryClient,
    // Each launch signs in with its own initData (the player may have switched Telegram accounts);
    // the token is then kept in session storage like every other login (docs/product/platform.md §3).
    storage: { read: () => null, write: sessionTokenStorage.write },
    origin: options.origin ?? window.location.origin,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    restore: async (api) => {
      lastSignInAt = Date.now();
      return signInWithInitData(api, rawInitData);
    },
    onSessionEnded: (ended) => {
      if (Date.now() - lastSignInAt >= cooldownMs) void ended.restore();
    },
  });
  return { store, queryClient, session, platform: createTelegramPlatform(session.api, rawInitData) };
}

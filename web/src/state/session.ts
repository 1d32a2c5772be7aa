import type { QueryClient } from "@tanstack/react-query";
import { createContext, use } from "react";
import { localeAtom } from "../i18n/locale.ts";
import {
  type ApiClient,
  ApiRequestError,
  createSessionApiClient,
  type Transport,
} from "../lib/api-client.ts";
import { meQuery } from "../lib/queries/users.ts";
import { accessTokenAtom, sessionAtom } from "./auth.ts";
import { breakRefusalAtom, restrictedAccessAtom, termsRequestedAtom } from "./restricted.ts";
import type { AppStore } from "./store.ts";

/** Where a shell keeps the bearer token (both: session storage `access_token`, docs/product/platform.md §3). */
export interface TokenStorage {
  read(): string | null;
  write(token: string | null): void;
  /**
   * Whether a tab without a token may still hold a session elsewhere (the web's cookie): `false`
   * starts the tab signed out without asking the server. Absent: always ask (the Mini App signs in
   * with its initData on every launch).
   */
  mayHoldSession?(): boolean;
}

/** What a shell's `restore` found: a bearer token, a cookie-only session (`token: null`), or none. */
export type RestoredSession = { token: string | null } | null;

export interface SessionOptions {
  store: AppStore;
  queryClient: QueryClient;
  storage: TokenStorage;
  /** The API's origin (the page's own). */
  origin: string;
  /** The transport; the browser's `fetch` unless given (tests bring one with a cookie jar). */
  fetch?: Transport;
  /**
   * How this shell finds a session when the tab holds no token: the web app asks the server whether
   * the session cookie is valid (`GET /api/users/me`); the Mini App signs in with its initData.
   * Throws an ApiRequestError when that failed for another reason than "not signed in".
   */
  restore(api: ApiClient, queryClient: QueryClient): Promise<RestoredSession>;
  /** What the shell does after the server ended the session (e.g. the Mini App signs in again). */
  onSessionEnded?(session: Session): void;
}

export interface Session {
  /** The typed client carrying this session (bearer token when the tab has one, else the cookie). */
  readonly api: ApiClient;
  /** Ask the shell's `restore` for a session now (boot, retry, after the server ended one). */
  restore(): Promise<void>;
  /** A login answered with a token: keep it and drop whatever a previous player left in the cache. */
  signIn(token: string): void;
  /** Forget the session locally (the caller has told the server, e.g. `POST /api/auth/logout`). */
  signOut(): void;
}

/**
 * The one sign-in model of both shells, made per store. A tab with a stored token starts signed in
 * (a 401 later ends it); a tab without one starts `checking` and asks the shell's `restore`, so a
 * session begun in another tab, or before a reload, is honoured.
 */
export function createSession(options: SessionOptions): Session {
  const { store, queryClient, storage } = options;
  const setToken = (token: string | null) => {
    storage.write(token);
    store.set(accessTokenAtom, token);
  };
  let restoring: Promise<void> | null = null;

  const session: Session = {
    api: createSessionApiClient({
      origin: options.origin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      getToken: () => store.get(accessTokenAtom),
      getLocale: () => store.get(localeAtom),
      onRefused: (refusal) => {
        if (refusal.code === "COUNTRY_RESTRICTED")
          store.set(restrictedAccessAtom, { country: refusal.country, refused: true });
        else if (refusal.code === "PLAYER_ON_BREAK")
          store.set(breakRefusalAtom, { until: refusal.until, kind: refusal.kind });
        else store.set(termsRequestedAtom, (n) => n + 1);
      },
      onSessionLost: () => {
        if (store.get(sessionAtom).status !== "signed-in") return;
        setToken(null);
        queryClient.clear();
        store.set(sessionAtom, { status: "signed-out", error: null });
        options.onSessionEnded?.(session);
      },
    }),
    restore() {
      restoring ??= (async () => {
        store.set(sessionAtom, { status: "checking" });
        try {
          const found = await options.restore(session.api, queryClient);
          if (found?.token) setToken(found.token);
          else if (!found) storage.write(null); // no session anywhere: forget any hint of one
          store.set(sessionAtom, found ? { status: "signed-in" } : { status: "signed-out", error: null });
        } catch (error) {
          const failure =
            error instanceof ApiRequestError ? error : new ApiRequestError(0, "NETWORK_ERROR", String(error));
          store.set(sessionAtom, { status: "signed-out", error: failure });
        } finally {
          restoring = null;
        }
      })();
      return restoring;
    },
    signIn(token) {
      queryClient.clear(); // nothing cached for a previous player survives
      setToken(token);
      store.set(sessionAtom, { status: "signed-in" });
      // The player's data loads while the dashboard's code does (its page is a lazy chunk).
      void queryClient.prefetchQuery(meQuery(session.api));
    },
    signOut() {
      setToken(null);
      queryClient.clear();
      store.set(sessionAtom, { status: "signed-out", error: null });
    },
  };

  const stored = storage.read();
  if (stored) {
    store.set(accessTokenAtom, stored);
    store.set(sessionAtom, { status: "signed-in" });
  } else if (storage.mayHoldSession?.() === false) {
    // Never signed in here: a visitor, not a session to look for (no 401 to log).
    store.set(sessionAtom, { status: "signed-out", error: null });
  } else {
    void session.restore();
  }
  return session;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the surrounding shell. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession() needs a <SessionContext> provider (state/app-providers.tsx)");
  return session;
}

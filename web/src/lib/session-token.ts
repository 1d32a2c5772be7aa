import type { TokenStorage } from "../state/session.ts";
import { ACCESS_TOKEN_STORAGE_KEY } from "./constants.ts";

/**
 * Local-storage flag kept while this browser may hold a session cookie: set whenever a login hands
 * the tab a token (the server sets the HttpOnly `access_token` cookie with the same answer), removed
 * at sign-out and when the server says there is no session. Not a credential: it only spares a
 * visitor who never signed in the `GET /api/users/me` that would answer 401 (a console error).
 */
export const SESSION_HINT_STORAGE_KEY = "session_hint";

/**
 * The bearer token in session storage (spec 000 §3 "Auth state"), the token storage of both shells.
 * Storage can be unavailable (privacy modes, sandboxed webviews): then the session lives in memory
 * only (and, on the web, in the HttpOnly cookie the server checks).
 */
export const sessionTokenStorage: TokenStorage = {
  read() {
    try {
      return window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token) {
    try {
      if (token) {
        window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
        window.localStorage.setItem(SESSION_HINT_STORAGE_KEY, "1");
      } else {
        window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
        window.localStorage.removeItem(SESSION_HINT_STORAGE_KEY);
        // Older clients kept a copy in local storage (spec 000 §4 "Logout" clears both).
        window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      }
    } catch {
      // Storage blocked: nothing persisted, nothing to clear.
    }
  },
  mayHoldSession() {
    try {
      return window.localStorage.getItem(SESSION_HINT_STORAGE_KEY) !== null;
    } catch {
      return true; // cannot tell: ask the server
    }
  },
};

import type { TokenStorage } from "../state/session.ts";
import { ACCESS_TOKEN_STORAGE_KEY } from "./constants.ts";

/**
 * The readable companion of the HttpOnly session cookie (`signed_in=1`, not a credential), set and
 * cleared by the server with the session cookie (api/src/middleware/session-cookie.ts) and added to
 * a page answer when a session cookie came without it: while it is absent this browser holds no
 * session, so a visitor who never signed in is spared the `GET /api/users/me` that would answer 401
 * (a console error). Cleared here too when the server finds no session behind it.
 */
const SESSION_HINT_COOKIE = "signed_in";

/**
 * The bearer token in session storage (docs/product/platform.md §3 "Auth state"), the token storage of both shells.
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
      } else {
        window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
        // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and an empty value, nothing to escape; the Cookie Store API is not in every browser the Mini App runs in.
        document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
        // Older clients kept a copy in local storage (docs/product/platform.md §4 "Logout" clears both).
        window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      }
    } catch {
      // Storage blocked: nothing persisted, nothing to clear.
    }
  },
  mayHoldSession() {
    if (typeof document === "undefined") return true; // cannot tell: ask the server
    return document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
  },
};

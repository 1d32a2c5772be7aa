import type { TokenStorage } from "../state/session.ts";
import { ACCESS_TOKEN_STORAGE_KEY } from "./constants.ts";

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
      if (token) window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
      else {
        window.sessionStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
        // Older clients kept a copy in local storage (spec 000 §4 "Logout" clears both).
        window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      }
    } catch {
      // Storage blocked: nothing persisted, nothing to clear.
    }
  },
};

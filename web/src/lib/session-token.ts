import { ACCESS_TOKEN_STORAGE_KEY } from "./constants.ts";

/**
 * The bearer token in session storage, shared by the web app and the Mini App. Storage can be
 * unavailable (privacy modes, sandboxed webviews): then the session lives in memory only.
 */
export function readAccessToken(): string | null {
  try {
    return window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeAccessToken(token: string | null): void {
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
}

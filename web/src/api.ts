import { createSessionApiClient } from "./lib/api-client.ts";
import type { Platform } from "./lib/platform.ts";
import { accessTokenAtom } from "./state/auth.ts";
import { appStore } from "./state/store.ts";

/**
 * The web app's typed API client. A 401, or a 404 USER_NOT_FOUND_ERROR, on a call made with the
 * token clears it; the protected routes then send the visitor back to `/` (spec 000 §4).
 */
export const api = createSessionApiClient({
  getToken: () => appStore.get(accessTokenAtom),
  onSessionLost: () => appStore.set(accessTokenAtom, null),
});

export const webPlatform: Platform = {
  kind: "web",
  api,
  openLink: (url) => {
    window.open(url, "_blank", "noopener,noreferrer");
  },
  haptic: () => {},
};

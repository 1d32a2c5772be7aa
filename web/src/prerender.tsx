/**
 * Build time only (web/build/prerender-plugin.ts): the landing routes rendered to static HTML, so a
 * visitor sees the header and hero as soon as the HTML and CSS arrive instead of after the app's
 * JavaScript has run (the landing's Largest Contentful Paint). main.tsx then renders the live app
 * over it. Rendered as a first-time visitor sees it: signed out, no query parameters; the hero shows
 * its still image, which the app swaps for the video where the screen and connection allow.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ApiClient } from "./lib/api-client.ts";
import { ROUTES } from "./lib/constants.ts";
import { WEB_INVITE } from "./lib/invite.ts";
import type { Platform } from "./lib/platform.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createWebRoutes } from "./routes.tsx";
import { createMainActionSlot } from "./shell/main-action-slot.ts";
import { WEB_BUY_GEMS } from "./shell/web-platform.ts";
import { AppProviders } from "./state/app-providers.tsx";
import { sessionAtom } from "./state/auth.ts";
import type { Session } from "./state/session.ts";
import { createAppStore } from "./state/store.ts";

/** The landing's paths: each gets its own prerendered page; every other path gets the app shell. */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.earlyAccess,
  ROUTES.signup,
  ROUTES.login,
];

const unavailable = (): never => {
  throw new Error("not available while prerendering");
};
/** Nothing is called while rendering: the client is only used from effects and handlers. */
const buildTimeApi = new Proxy({} as ApiClient, { get: unavailable });

const buildTimePlatform: Platform = {
  kind: "web",
  api: buildTimeApi,
  openLink: unavailable,
  haptic: () => {},
  share: unavailable,
  showMainAction: () => () => {},
  confirmClosing: () => () => {},
  hasNativeBack: false,
  buyGems: WEB_BUY_GEMS,
  invite: WEB_INVITE,
  identityProof: () => null,
  openInvoice: null,
  TonWallet: null,
  walletConnectPairing: "qr-modal",
};

const buildTimeSession: Session = {
  api: buildTimeApi,
  restore: unavailable,
  signIn: unavailable,
  signOut: unavailable,
};

export function render(path: string): string {
  const store = createAppStore();
  store.set(sessionAtom, { status: "signed-out", error: null });
  const router = createMemoryRouter(createWebRoutes(createMainActionSlot()), { initialEntries: [path] });
  const app = {
    store,
    queryClient: createQueryClient(),
    session: buildTimeSession,
    platform: buildTimePlatform,
  };
  return renderToString(
    <AppProviders app={app}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

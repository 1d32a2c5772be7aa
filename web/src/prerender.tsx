/**
 * Build time only (web/build/prerender-plugin.ts): the landing routes rendered to static HTML, so a
 * visitor sees the header and hero as soon as the HTML and CSS arrive instead of after the app's
 * JavaScript has run (the landing's Largest Contentful Paint). main.tsx then renders the live app
 * over it. Rendered as a first-time visitor sees it: signed out, no query parameters; the hero shows
 * its still image, which the app swaps for the video where the screen and connection allow.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ApiClient } from "./lib/api-client.ts";
import { ROUTES } from "./lib/constants.ts";
import { type Platform, PlatformContext } from "./lib/platform.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { routes } from "./routes.tsx";

/** The landing's paths: each gets its own prerendered page; every other path gets the app shell. */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.earlyAccess,
  ROUTES.signup,
  ROUTES.login,
];

/** Nothing is called while rendering: the client is only used from effects and handlers. */
const buildTimePlatform: Platform = {
  kind: "web",
  api: new Proxy({} as ApiClient, {
    get() {
      throw new Error("the API client is not available while prerendering");
    },
  }),
  openLink: () => {},
  haptic: () => {},
};

export function render(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <PlatformContext value={buildTimePlatform}>
          <RouterProvider router={router} />
        </PlatformContext>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

import { Navigate, type RouteObject } from "react-router";
import { RequireSession } from "./features/auth/require-session.tsx";
import { LandingPage } from "./features/landing/landing-page.tsx";
import { ROUTES } from "./lib/constants.ts";
import { PAGE_ROUTES, type PageAccess, type PageRoute, toRouteObject } from "./route-table.tsx";
import type { MainActionSlot } from "./shell/main-action-slot.ts";
import { RouteError } from "./shell/route-error.tsx";
import { WebPageLayout, WebRootLayout } from "./shell/web-layouts.tsx";
import { PageLoading } from "./ui/page-loading.tsx";

/** The landing is in the first chunk (and prerendered): its entries get the component itself. */
function toWebRoute(route: PageRoute): RouteObject {
  if (!route.webFirstLoad) return toRouteObject(route);
  const { lazy: _lazy, ...eager } = toRouteObject(route);
  return { ...eager, Component: LandingPage };
}

const pages = (access: PageAccess, chrome: "own" | "shell") =>
  PAGE_ROUTES.filter(
    (route) => route.access === access && (chrome === "own") === (route.ownChrome === true),
  ).map(toWebRoute);

/** The dashboard's chrome (header, side navigation, tutorial, queue) around the protected pages; lazy. */
const dashboardChrome = async () => ({
  Component: (await import("./features/dashboard/dashboard-chrome.tsx")).DashboardChrome,
});

/** The operator's console (web/src/console/): its own chunk, loaded only at `/admin`. */
const consoleArea = async () => ({ Component: (await import("./console/console-app.tsx")).ConsoleApp });

/**
 * The web app's routes: the one route table (route-table.tsx) in the web's layouts. Public pages in
 * the public layout; protected pages behind the session (without one, `/`) inside DashboardChrome,
 * whole-screen ones (the game, payment results) on their own; the game behind the session too
 * (without one, `/login`, which opens the login popup). The browser router is made from it in
 * app.tsx; the build prerenders the landing's routes from it (prerender.tsx).
 */
export function createWebRoutes(mainActions: MainActionSlot): RouteObject[] {
  return [
    {
      element: <WebRootLayout mainActions={mainActions} />,
      errorElement: <RouteError />,
      children: [
        {
          Component: WebPageLayout,
          HydrateFallback: PageLoading,
          children: [...pages("public", "own"), ...pages("public", "shell")],
        },
        {
          element: <RequireSession />,
          HydrateFallback: PageLoading,
          children: [
            { lazy: dashboardChrome, children: pages("protected", "shell") },
            ...pages("protected", "own"),
          ],
        },
        {
          element: <RequireSession redirectTo={ROUTES.login} />,
          HydrateFallback: PageLoading,
          children: [...pages("play", "own"), ...pages("play", "shell")],
        },
        { path: `${ROUTES.console}/*`, lazy: consoleArea, HydrateFallback: PageLoading },
        { path: "*", element: <Navigate to={ROUTES.home} replace /> },
      ],
    },
  ];
}

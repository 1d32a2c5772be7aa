import { Navigate, type RouteObject } from "react-router";
import { RequireSession } from "./features/auth/require-session.tsx";
import { LandingPage } from "./features/landing/landing-page.tsx";
import { ROUTES } from "./lib/constants.ts";
import { PAGE_ROUTES, type PageAccess, toRouteObject } from "./route-table.tsx";
import type { MainActionSlot } from "./shell/main-action-slot.ts";
import { RouteError } from "./shell/route-error.tsx";
import { WebPageLayout, WebRootLayout } from "./shell/web-layouts.tsx";

/** The landing is in the first chunk (and prerendered): its entries get the component itself. */
const pagesFor = (access: PageAccess): RouteObject[] =>
  PAGE_ROUTES.filter((route) => route.access === access).map((route) => {
    const { lazy: _lazy, ...object } = toRouteObject(route);
    return route.webFirstLoad ? { ...object, Component: LandingPage } : toRouteObject(route);
  });

/**
 * The web app's routes: the one route table (route-table.tsx) in the web's layouts. Public pages as
 * they are; protected pages behind the session (without one, `/`); the game behind it too (without
 * one, `/login`, which opens the login popup). The browser router is made from it in app.tsx; the
 * build prerenders the landing's routes from it (prerender.tsx).
 */
export function createWebRoutes(mainActions: MainActionSlot): RouteObject[] {
  return [
    {
      Component: WebRootLayout,
      errorElement: <RouteError />,
      children: [
        {
          element: <WebPageLayout mainActions={mainActions} />,
          children: [
            ...pagesFor("public"),
            { element: <RequireSession />, children: pagesFor("protected") },
            { element: <RequireSession redirectTo={ROUTES.login} />, children: pagesFor("play") },
          ],
        },
        { path: "*", element: <Navigate to={ROUTES.home} replace /> },
      ],
    },
  ];
}

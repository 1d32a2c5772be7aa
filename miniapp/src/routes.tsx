import { MINI_APP_BASENAME } from "@jadeverse/api/client";
import { PAGE_ROUTES, ROUTES, toRouteObject } from "@jadeverse/web/routes";
import { RouteError } from "@jadeverse/web/shell";
import { Navigate, type RouteObject } from "react-router";
import { AppShell } from "./shell/app-shell.tsx";

/** The Mini App's base path; react-router's basename, so shared links (`/dashboard`) work unchanged. */
export const MINIAPP_BASENAME = MINI_APP_BASENAME;

/**
 * The web's route table in the Telegram shell: every page but the web-only ones (landing, account
 * pages; the Mini App signs in with Telegram). The shell holds the session, so protected pages need
 * no further guard here. `/` and unknown paths open the dashboard.
 */
export const miniAppRoutes: RouteObject[] = [
  {
    Component: AppShell,
    errorElement: <RouteError />,
    children: [
      ...PAGE_ROUTES.filter((route) => !route.webOnly).map(toRouteObject),
      { path: "*", element: <Navigate to={ROUTES.dashboard} replace /> },
    ],
  },
];

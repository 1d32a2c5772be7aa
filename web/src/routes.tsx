import { createBrowserRouter, Navigate } from "react-router";
import { RequireSession } from "./features/auth/require-session.tsx";
import { LandingPage } from "./features/landing/landing-page.tsx";
import { ROUTES } from "./lib/constants.ts";

/** Spec 000 §2 route table. The dashboard is split out so the landing page does not load it. */
export const router = createBrowserRouter([
  { path: ROUTES.home, Component: LandingPage },
  { path: ROUTES.earlyAccess, Component: LandingPage },
  { path: ROUTES.signup, Component: LandingPage },
  {
    Component: RequireSession,
    children: [
      {
        path: ROUTES.dashboard,
        lazy: async () => ({
          Component: (await import("./features/dashboard/dashboard-page.tsx")).DashboardPage,
        }),
      },
    ],
  },
  { path: "*", element: <Navigate to={ROUTES.home} replace /> },
]);

import { useAtomValue } from "jotai";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { RequireSession } from "./features/auth/require-session.tsx";
import { DialogHost } from "./features/dialogs/dialog-host.tsx";
import { FeedbackButton } from "./features/feedback/feedback-button.tsx";
import { LandingPage } from "./features/landing/landing-page.tsx";
import { ROUTES } from "./lib/constants.ts";
import { isSignedInAtom } from "./state/auth.ts";
import { Toaster } from "./ui/toaster.tsx";

/** Around every page: the app's popups, the feedback button and toasts, inside the router. */
export function AppLayout() {
  return (
    <>
      <Outlet />
      <DialogHost />
      <FeedbackButton />
      <Toaster />
    </>
  );
}

/** `/play` guard: without a token, `/login` (the landing with the login popup), spec 000 §2. */
function RequirePlaySession() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Outlet /> : <Navigate to={ROUTES.login} replace />;
}

/** A route whose screen ships in a later release (see UnopenedPage). */
const unopened = (backTo: string) => async () => {
  const { UnopenedPage } = await import("./features/shell/unopened-page.tsx");
  return { element: <UnopenedPage backTo={backTo} /> };
};

/**
 * Spec 000 §2 route table. Only the landing ships in the first chunk; every other page is lazy so
 * the landing's first load stays within budget (ARCHITECTURE §7). The browser router is made from it
 * in app.tsx; the build prerenders the landing's routes from it (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { path: ROUTES.home, Component: LandingPage },
      { path: ROUTES.earlyAccess, Component: LandingPage },
      { path: ROUTES.signup, Component: LandingPage },
      { path: ROUTES.login, Component: LandingPage },
      {
        path: ROUTES.token,
        lazy: async () => ({ Component: (await import("./features/token/token-page.tsx")).TokenPage }),
      },
      {
        path: ROUTES.terms,
        lazy: async () => ({ Component: (await import("./features/legal/terms-page.tsx")).TermsPage }),
      },
      {
        path: ROUTES.resetPassword,
        lazy: async () => ({
          Component: (await import("./features/account/reset-password-page.tsx")).ResetPasswordPage,
        }),
      },
      { path: ROUTES.rewardClaim, lazy: unopened(ROUTES.home) },
      { path: ROUTES.queueDashboard, lazy: unopened(ROUTES.home) },
      {
        Component: RequireSession,
        children: [
          {
            path: ROUTES.dashboard,
            lazy: async () => ({
              Component: (await import("./features/dashboard/dashboard-page.tsx")).DashboardPage,
            }),
          },
          ...ROUTES.dashboardPages.map((page) => ({
            path: `${ROUTES.dashboard}/${page}`,
            lazy: unopened(ROUTES.dashboard),
          })),
          { path: ROUTES.playPixel, lazy: unopened(ROUTES.dashboard) },
          { path: ROUTES.hub88, lazy: unopened(ROUTES.dashboard) },
          {
            path: ROUTES.paymentSuccess,
            lazy: async () => ({
              Component: (await import("./features/payment/payment-result-page.tsx")).PaymentSuccessPage,
            }),
          },
          {
            path: ROUTES.paymentFailed,
            lazy: async () => ({
              Component: (await import("./features/payment/payment-result-page.tsx")).PaymentFailedPage,
            }),
          },
        ],
      },
      { Component: RequirePlaySession, children: [{ path: ROUTES.play, lazy: unopened(ROUTES.dashboard) }] },
      { path: "*", element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

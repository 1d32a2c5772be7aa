import { TAB_ROUTES } from "@jadeverse/web/routes";
import { type AppContext, AppProviders, PageLoading } from "@jadeverse/web/shell";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { MINIAPP_BASENAME, miniAppRoutes } from "./routes.tsx";
import { OutsideTelegram } from "./shell/outside-telegram.tsx";
import { claimDeepLink, type DeepLinkPlan, deepLinkPlan, SETTINGS_PATH } from "./telegram/deep-link.ts";
import { launchTelegram, onSettingsPressed } from "./telegram/launch.ts";
import { createMiniAppContext } from "./telegram/miniapp-context.ts";

type Router = ReturnType<typeof createBrowserRouter>;
type Started = { app: AppContext; router: Router } | null;

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The launch's deep link, the first time this launch starts (not after a reload). */
function deepLinkOnce(rawInitData: string, startParam: string | undefined): DeepLinkPlan | undefined {
  const tabs = new Set(TAB_ROUTES.map((route) => route.path));
  const plan = deepLinkPlan(startParam, tabs);
  return plan && claimDeepLink(rawInitData, sessionStore()) ? plan : undefined;
}

/**
 * Starts the Mini App: the Telegram SDK, then (inside Telegram) the store, session and router under
 * `/tg-app`, opened at the launch's deep link if any. Called once by main.tsx, after the development
 * mock (if any) is in place; `null` outside Telegram.
 */
export function startMiniApp(): Started {
  const launch = launchTelegram();
  if (!launch.inTelegram) return null;
  const link = deepLinkOnce(launch.rawInitData, launch.startParam);
  // The router starts where the deep link points (or at the page it opens above).
  if (link) window.history.replaceState(null, "", `${MINIAPP_BASENAME}${link.above ?? link.path}`);
  // The first page's code is a lazy chunk: until it is in, a spinner (React Router's HydrateFallback;
  // without one it renders nothing and warns on every launch).
  const router = createBrowserRouter([{ HydrateFallback: PageLoading, children: miniAppRoutes }], {
    basename: MINIAPP_BASENAME,
  });
  if (link?.above) void router.navigate(link.path);
  onSettingsPressed(() => {
    if (router.state.location.pathname !== SETTINGS_PATH) void router.navigate(SETTINGS_PATH);
  });
  return { app: createMiniAppContext(launch.rawInitData), router };
}

export function App({ started }: { started: Started }) {
  if (!started) return <OutsideTelegram />;
  return (
    <AppProviders app={started.app}>
      <RouterProvider router={started.router} />
    </AppProviders>
  );
}

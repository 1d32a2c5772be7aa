import { type AppContext, AppProviders } from "@jadeverse/web/state/app-providers.tsx";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { MINIAPP_BASENAME, miniAppRoutes } from "./routes.tsx";
import { OutsideTelegram } from "./shell/outside-telegram.tsx";
import { launchTelegram } from "./telegram/launch.ts";
import { createMiniAppContext } from "./telegram/miniapp-context.ts";

type Started = { app: AppContext; router: ReturnType<typeof createBrowserRouter> } | null;

/**
 * Starts the Mini App: the Telegram SDK, then (inside Telegram) the store, session and router under
 * `/tg-app`. Called once by main.tsx, after the development mock (if any) is in place; `null`
 * outside Telegram.
 */
export function startMiniApp(): Started {
  const launch = launchTelegram();
  if (!launch.inTelegram) return null;
  return {
    app: createMiniAppContext(launch.rawInitData),
    router: createBrowserRouter(miniAppRoutes, { basename: MINIAPP_BASENAME }),
  };
}

export function App({ started }: { started: Started }) {
  if (!started) return <OutsideTelegram />;
  return (
    <AppProviders app={started.app}>
      <RouterProvider router={started.router} />
    </AppProviders>
  );
}

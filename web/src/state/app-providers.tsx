import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { type Platform, PlatformContext } from "../lib/platform.ts";
import { type Session, SessionContext } from "./session.ts";
import type { AppStore } from "./store.ts";

export interface AppContext {
  store: AppStore;
  queryClient: QueryClient;
  session: Session;
  platform: Platform;
}

/** What both shells provide around their router: the one store, the query cache, the session, the platform. */
export function AppProviders({ app, children }: { app: AppContext; children: ReactNode }) {
  return (
    <JotaiProvider store={app.store}>
      <QueryClientProvider client={app.queryClient}>
        <SessionContext value={app.session}>
          <PlatformContext value={app.platform}>{children}</PlatformContext>
        </SessionContext>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

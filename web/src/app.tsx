import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { webPlatform } from "./api.ts";
import { PlatformContext } from "./lib/platform.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { routes } from "./routes.tsx";
import { appStore } from "./state/store.ts";

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <PlatformContext value={webPlatform}>
          <RouterProvider router={router} />
        </PlatformContext>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

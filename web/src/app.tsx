import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router/dom";
import { webPlatform } from "./api.ts";
import { PlatformContext } from "./lib/platform.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { router } from "./routes.tsx";
import { appStore } from "./state/store.ts";

const queryClient = createQueryClient();

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

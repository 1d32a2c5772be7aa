import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client.ts";

const MAX_RETRIES = 2;
const STALE_MS = 30_000;

/** TanStack Query defaults shared by the web app and the Mini App. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        // A 4xx will not change on retry; network and server errors get two more tries.
        retry: (failures, error) =>
          failures < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

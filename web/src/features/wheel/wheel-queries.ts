import { HISTORY_PAGE_SIZE } from "@jadeverse/api/client";
import {
  type SpinOutcome,
  sectionTableResponse,
  spinOutcome,
  wheelConfigResponse,
  wheelHistoryResponse,
} from "@jadeverse/api/client/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of the wheel. */
export const wheelKeys = {
  all: ["wheel"] as const,
  config: () => [...wheelKeys.all, "config"] as const,
  history: () => [...wheelKeys.all, "history"] as const,
  sectionTable: (hash: string) => [...wheelKeys.all, "section-table", hash] as const,
};

/** `GET /api/wheel/config` (sent without authorization by the server's contract; public). */
export const wheelConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: wheelKeys.config(),
    queryFn: async () => wheelConfigResponse.parse(await unwrap(api.api.wheel.config.$get())),
    retry: false,
  });

/** `GET /api/wheel/history`, 20 a page, newest first; "Load More" fetches the next page. */
export const wheelHistoryQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: wheelKeys.history(),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      wheelHistoryResponse.parse(
        await unwrap(
          api.api.wheel.history.$get({
            query: {
              page: String(pageParam),
              limit: String(HISTORY_PAGE_SIZE),
              sortBy: "createdAt",
              sortOrder: "DESC",
            },
          }),
        ),
      ),
    getNextPageParam: (last) =>
      last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined,
  });

/** `GET /api/wheel/section-table?hash=`: the table a spin was drawn from, as recorded (never changes). */
export const sectionTableQuery = (api: ApiClient, hash: string) =>
  queryOptions({
    queryKey: wheelKeys.sectionTable(hash),
    queryFn: async () =>
      sectionTableResponse.parse(await unwrap(api.api.wheel["section-table"].$get({ query: { hash } }))),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `POST /api/wheel/spin`; `null` when the answer carries no data (checked by the caller). Each spin
 * carries its own `Idempotency-Key`, so a retry of the same request (a flaky network) spins once.
 */
export async function spinWheel(
  api: ApiClient,
  requestKey: string = crypto.randomUUID(),
): Promise<SpinOutcome | null> {
  const body: { data?: unknown } = await unwrap(
    api.api.wheel.spin.$post({ header: { "idempotency-key": requestKey } }),
  );
  return body.data == null ? null : spinOutcome.parse(body.data);
}

import { type StoreEntry, storeResponse } from "@jadeverse/api/client/contracts";
import type { StoreType } from "@jadeverse/api/client/store";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { mergeStorePage, nextStorePage } from "./entry.ts";
import { type StoreFilters, storeQuery } from "./filters.ts";

/** Query keys of the store (a purchase invalidates `all`). */
export const storeKeys = {
  all: ["store"] as const,
  list: (filters: StoreFilters) => [...storeKeys.all, "list", filters] as const,
};

/**
 * Query keys of the player's inventory (`GET /api/store/inventory`, the store's domain): a purchase
 * here and an equip in the inventory feature invalidate `all`.
 */
export const inventoryKeys = {
  all: ["inventory"] as const,
  list: (types: readonly StoreType[]) => [...inventoryKeys.all, "list", types] as const,
};

/** `GET /api/store`, page by page (20 at a time) until a page comes back short. */
export const storeListQuery = (api: ApiClient, filters: StoreFilters) =>
  infiniteQueryOptions({
    queryKey: storeKeys.list(filters),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const body = storeResponse.parse(
        await unwrap(api.api.store.$get({ query: storeQuery(filters, pageParam) })),
      );
      return { page: pageParam, entries: mergeStorePage(body) };
    },
    getNextPageParam: (last) => nextStorePage(last.entries, last.page),
  });

/** `POST /api/skins/buy/{id}` or `POST /api/items/buy/{id}` (docs/product/economy.md §7). */
export async function buyEntry(api: ApiClient, entry: Pick<StoreEntry, "elementType" | "id">): Promise<void> {
  const param = { param: { id: String(entry.id) } };
  if (entry.elementType === "skin") await unwrap(api.api.skins.buy[":id"].$post(param));
  else await unwrap(api.api.items.buy[":id"].$post(param));
}

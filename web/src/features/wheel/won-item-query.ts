import { inventoryResponse } from "@jadeverse/api/client/contracts";
import { STORE_PAGE_SIZE } from "@jadeverse/api/client/store";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { nextInventoryPage } from "../inventory/inventory-queries.ts";
import { inventoryKeys } from "../store/store-queries.ts";

/** What the win modal shows of a won item: its name and picture. */
export interface WonItem {
  name: string;
  imageUrl: string;
}

/**
 * The item a spin granted, as the player's inventory lists it (`GET /api/store/inventory`, paged until
 * it is found): its name and picture for the win modal. Null when it is not there (then the modal
 * falls back to the spin's label).
 */
export const wonItemQuery = (api: ApiClient, itemId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, "won-item", itemId] as const,
    queryFn: async (): Promise<WonItem | null> => {
      for (let page: number | undefined = 1; page !== undefined; ) {
        const query = { page: String(page), limit: String(STORE_PAGE_SIZE) };
        const body = inventoryResponse.parse(await unwrap(api.api.store.inventory.$get({ query })));
        const found = body.items.data.find((entry) => entry.id === itemId);
        if (found) return { name: found.name, imageUrl: found.file.url };
        page = nextInventoryPage({
          page,
          totalSkins: body.skins.meta.totalItems,
          totalItems: body.items.meta.totalItems,
        });
      }
      return null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

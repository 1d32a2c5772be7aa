import { type InventoryEntry, inventoryResponse } from "@jadeverse/api/client/contracts";
import { STORE_PAGE_SIZE, type StoreType } from "@jadeverse/api/client/store";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { mergeStorePage } from "../store/entry.ts";
import { inventoryKeys } from "../store/store-queries.ts";

/**
 * The page after `last`, or undefined when both lists are complete: each inventory page holds up to
 * 20 skins and 20 items (docs/product/economy.md §7), so the longer of the two decides.
 */
export function nextInventoryPage(last: { page: number; totalSkins: number; totalItems: number }) {
  return last.page * STORE_PAGE_SIZE < Math.max(last.totalSkins, last.totalItems) ? last.page + 1 : undefined;
}

/** `GET /api/store/inventory`, page by page: the player's skins and items of `types` (all when empty). */
export const inventoryQuery = (api: ApiClient, types: readonly StoreType[]) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.list(types),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const query = {
        page: String(pageParam),
        limit: String(STORE_PAGE_SIZE),
        ...(types.length ? { type: [...types] } : {}),
      };
      const body = inventoryResponse.parse(await unwrap(api.api.store.inventory.$get({ query })));
      return {
        page: pageParam,
        skins: body.skins.data,
        entries: mergeStorePage(body),
        totalSkins: body.skins.meta.totalItems,
        totalItems: body.items.meta.totalItems,
      };
    },
    getNextPageParam: nextInventoryPage,
  });

/** Equips a skin (the avatar) or an item; an item replaces the equipped one of its type (server side). */
export async function equipEntry(api: ApiClient, entry: Pick<InventoryEntry, "elementType" | "id">) {
  if (entry.elementType === "skin")
    await unwrap(api.api.skins.equip[":skinId"].$post({ param: { skinId: String(entry.id) } }));
  else await unwrap(api.api.items.equip[":id"].$post({ param: { id: String(entry.id) } }));
}

/** `POST /api/items/unequip/{id}`. */
export async function unequipItem(api: ApiClient, id: number) {
  await unwrap(api.api.items.unequip[":id"].$post({ param: { id: String(id) } }));
}

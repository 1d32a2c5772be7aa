import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { isApiError } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { PURCHASE_MESSAGES } from "./constants.ts";
import { type StoreMessage, storeMessages } from "./messages.ts";
import { buyEntry, inventoryKeys, storeKeys } from "./store-queries.ts";

/** The spec's message for a failed purchase, as its id (docs/product/economy.md §8 Buy item/skin). */
export function purchaseErrorMessage(error: unknown): StoreMessage {
  if (isApiError(error, "INSUFFICIENT_BALANCE_ERROR")) return PURCHASE_MESSAGES.INSUFFICIENT_BALANCE_ERROR;
  if (isApiError(error, "SKIN_ALREADY_OWNED_ERROR")) return PURCHASE_MESSAGES.SKIN_ALREADY_OWNED_ERROR;
  return PURCHASE_MESSAGES.other;
}

/**
 * Buys (or claims, when free) a store entry: on success a toast, the store marked owned and the
 * player's balances refreshed (docs/product/economy.md §4 Store/inventory); on failure the spec's toast (and, when the
 * entry turns out to be owned already, the dialog closes and the store shows it Owned).
 */
export function usePurchase(onDone: () => void) {
  const { api, haptic } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(storeMessages);
  const refreshOwnership = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storeKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
  return useMutation({
    mutationFn: (entry: StoreEntry) => buyEntry(api, entry),
    onSuccess: async (_, entry) => {
      haptic("success");
      showToast({
        tone: "success",
        message: t(entry.priceGems === 0 ? PURCHASE_MESSAGES.claimed : PURCHASE_MESSAGES.purchased),
      });
      onDone();
      await refreshOwnership();
    },
    onError: async (error) => {
      haptic("error");
      showToast({ tone: "error", message: t(purchaseErrorMessage(error)) });
      // Already owned (bought in another tab, granted meanwhile): nothing left to buy here. The
      // dialog closes and the store refetches, so the card turns Owned.
      if (isApiError(error, "SKIN_ALREADY_OWNED_ERROR")) {
        onDone();
        await refreshOwnership();
      }
    },
  });
}

import type { InventoryEntry } from "@jadeverse/api/client/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { inventoryKeys } from "../store/store-queries.ts";
import { equipEntry, unequipItem } from "./inventory-queries.ts";
import { inventoryMessages } from "./messages.ts";

type Change = { action: "equip" | "unequip"; entry: InventoryEntry };

/** Equip or unequip, then refresh the inventory and the player (the avatar shows everywhere). */
export function useEquip() {
  const { api, haptic } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(inventoryMessages);
  return useMutation({
    mutationFn: ({ action, entry }: Change) =>
      action === "equip" ? equipEntry(api, entry) : unequipItem(api, entry.id),
    onSuccess: async (_, { action, entry }) => {
      haptic("success");
      if (action === "equip" && entry.elementType === "skin")
        showToast({ tone: "success", message: t("avatarChanged") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ]);
    },
    onError: (_, { entry }) => {
      haptic("error");
      showToast({
        tone: "error",
        message: t(entry.elementType === "skin" ? "equipAvatarFailed" : "equipFailed"),
      });
    },
  });
}

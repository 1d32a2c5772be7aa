import { swapResponse } from "@jadeverse/api/client/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { isApiError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { swapMessages } from "./messages.ts";

/**
 * `POST /api/finance/gems-to-coins`, with one Idempotency-Key per swap so a retried request never
 * swaps twice; then the spec's toast and a refresh of `users/me` (docs/product/economy.md §4, §8).
 */
export function useSwap(onDone: () => void) {
  const { api, haptic } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(swapMessages);
  return useMutation({
    mutationFn: async (gems: number) =>
      swapResponse.parse(
        await unwrap(
          api.api.finance["gems-to-coins"].$post({
            json: { gemsAmount: gems },
            header: { "idempotency-key": crypto.randomUUID() },
          }),
        ),
      ),
    onSuccess: async () => {
      haptic("success");
      showToast({ tone: "success", message: t("success") });
      onDone();
      await queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
    onError: (error) => {
      haptic("error");
      showToast({
        tone: "error",
        message: isApiError(error, "NOT_ENOUGH_GEMS_ERROR") ? t("notEnoughGems") : t("failed"),
      });
    },
  });
}

import type { StarPack } from "@jadeverse/api/client/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { type InvoiceOutcome, usePlatform } from "../../lib/platform.ts";
import { useClosingConfirmation } from "../../lib/platform-hooks.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { CREDIT_POLL } from "./constants.ts";
import { purchaseMessages } from "./messages.ts";
import type { PaymentFailure } from "./payment-failure.ts";
import { createStarInvoice, fetchStarPayment } from "./stars-queries.ts";

type PurchaseResult = { outcome: InvoiceOutcome; credited: boolean; gems: number };

/** Waits (bounded) until the server has credited the payment: the bot's `successful_payment`. */
async function waitForCredit(
  api: Parameters<typeof fetchStarPayment>[0],
  paymentId: number,
): Promise<boolean> {
  const deadline = Date.now() + CREDIT_POLL.timeoutMs;
  while (Date.now() < deadline) {
    if ((await fetchStarPayment(api, paymentId)).status !== "created") return true;
    await new Promise((resolve) => setTimeout(resolve, CREDIT_POLL.intervalMs));
  }
  return false;
}

/** How a finished purchase is shown: the "Payment Successful!" popup or the "Payment Failed" one. */
export interface PurchaseOutcomeHandlers {
  onCredited(gems: number): void;
  onFailed(reason: PaymentFailure): void;
}

/**
 * Buying a gem pack with Stars: invoice link from the API, Telegram's payment sheet, then the
 * balance once the server has credited it (the success popup), or the failure popup. Closing the app
 * asks first while it runs.
 */
export function useStarsPurchase(handlers: PurchaseOutcomeHandlers) {
  const { api, haptic, openInvoice } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(purchaseMessages);
  const purchase = useMutation({
    mutationFn: async (pack: StarPack): Promise<PurchaseResult> => {
      if (!openInvoice) throw new Error("Telegram Stars are not available here");
      const invoice = await createStarInvoice(api, pack.id);
      const outcome = await openInvoice(invoice.invoiceLink);
      const credited = outcome === "paid" && (await waitForCredit(api, invoice.paymentId));
      return { outcome, credited, gems: invoice.gems };
    },
    onSuccess: async ({ outcome, credited, gems }) => {
      if (outcome === "paid") {
        haptic("success");
        if (credited) handlers.onCredited(gems);
        else showToast({ tone: "success", message: t("starsSlow") });
        await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      } else if (outcome === "cancelled") showToast({ tone: "info", message: t("starsCancelled") });
      else if (outcome === "pending") showToast({ tone: "info", message: t("starsPending") });
      else {
        haptic("error");
        handlers.onFailed({ id: "starsFailed" });
      }
    },
    onError: (error) => {
      haptic("error");
      handlers.onFailed({ text: errorMessage(error) });
    },
  });
  useClosingConfirmation(purchase.isPending);
  return purchase;
}

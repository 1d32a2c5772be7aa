import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, errorMessage } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { createPaymentLink } from "./card-queries.ts";
import type { PaymentFailure } from "./payment-failure.ts";

/** The failure popup's reason: the server's message, else the spec's "Failed to initialize…". */
export function purchaseFailure(error: unknown): PaymentFailure {
  return error instanceof ApiRequestError ? { text: errorMessage(error) } : { id: "initFailed" };
}

/**
 * A card payment by Stripe (docs/product/economy.md §4 "Card: stripe redirects to the payment link"): the server
 * opens the order and a Checkout Session; the browser goes there to pay and comes back to
 * /payment-success or /payment-failed. The gems arrive with Stripe's signed webhook, never from here.
 */
export function useStripeCheckout() {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: async (packageId: number) => {
      const { data: url } = await createPaymentLink(api, packageId);
      window.location.assign(url);
      // The page is leaving: the overlay stays until it has gone.
      await new Promise<never>(() => {});
    },
  });
}

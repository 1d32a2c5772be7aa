import type { Deps } from "../../context.ts";
import { ApiError } from "../errors.ts";
import type { StripeRail } from "../payments/stripe-client.ts";

/**
 * Stripe's customer portal for a pass paid by card (docs/passes.md "Cancelling and refunds"): the
 * subscription's customer, read from Stripe, gets a portal session that comes back to Settings.
 * There the player can cancel (Stripe reports it: `customer.subscription.updated`) or change their card.
 */
export async function billingPortalUrl(
  deps: Deps,
  rail: StripeRail,
  stripeSubscriptionId: string,
): Promise<string> {
  try {
    const subscription = await rail.stripe.subscriptions.retrieve(stripeSubscriptionId);
    const customer =
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    const portal = await rail.stripe.billingPortal.sessions.create({
      customer,
      return_url: new URL("/dashboard/settings?tab=payment", deps.env.PUBLIC_URL).toString(),
    });
    return portal.url;
  } catch (error) {
    const unavailable = new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
    unavailable.cause = error;
    throw unavailable;
  }
}

import { discardSubscription } from "@jadeverse/db/passes/subscriptions";
import type Stripe from "stripe";
import type { Deps } from "../../context.ts";
import { ApiError } from "../errors.ts";
import type { StripeRail } from "../payments/stripe-client.ts";
import { openPass } from "./open.ts";

/** A pass's Stripe period: 30 days, as in Telegram (`recurring.interval_count`). */
export const PASS_INTERVAL = { interval: "day", interval_count: 30 } as const;

/**
 * A season pass on the web, sold as a Stripe subscription (docs/passes.md): a pending subscription,
 * then a Checkout Session in `subscription` mode for the pass's Price (`STRIPE_PASS_PRICES`) or, when
 * none is configured, an inline 30-day recurring price at the pass table's dollars. Our reference
 * rides as `client_reference_id` and in the subscription's metadata, so every later invoice names
 * it. Charges are recorded only from Stripe's signed webhook (`invoice.paid`).
 */
export async function createPassCheckout(deps: Deps, rail: StripeRail, userId: number, passId: number) {
  const { pass, subscription } = await openPass(deps, userId, passId, "stripe");
  const priceId = deps.env.STRIPE_PASS_PRICES.get(pass.id);
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
    ? { price: priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: pass.priceCents,
          recurring: PASS_INTERVAL,
          product_data: { name: `JadeVerse ${pass.name} pass` },
        },
      };
  const metadata = {
    passReference: subscription.reference,
    userId: String(userId),
    passId: String(pass.id),
  };
  const back = (outcome: string) =>
    new URL(`/dashboard/settings?tab=payment&pass=${outcome}`, deps.env.PUBLIC_URL).toString();
  try {
    const session = await rail.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [lineItem],
        client_reference_id: subscription.reference,
        metadata,
        subscription_data: { metadata },
        success_url: back("success"),
        cancel_url: back("cancelled"),
      },
      { idempotencyKey: `pass-checkout:${subscription.reference}` },
    );
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
    return { url: session.url, subscriptionId: subscription.id };
  } catch (error) {
    await discardSubscription(deps.db, subscription.id);
    const unavailable = new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
    unavailable.cause = error;
    throw unavailable;
  }
}

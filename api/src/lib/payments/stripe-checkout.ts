import type { Db } from "@jadeverse/db/client";
import { discardOrder, openOrder, setProviderRef } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { ApiError, notFound } from "../errors.ts";
import { formatLargeNumber } from "../number-text.ts";
import type { StripeRail } from "./stripe-client.ts";

/** The currency card packs are priced in (the catalog's `price_cents`). */
export const STRIPE_CURRENCY = "usd";

/** How long a Checkout Session stays payable (Stripe's shortest allowed: 30 minutes). */
export const CHECKOUT_TTL_SECONDS = 30 * 60;

/**
 * `POST /api/stripe/create-payment-link`: opens a Stripe order for the pack at its dollar price and a
 * Checkout Session for it (one line item; the order's reference as `client_reference_id` and, with
 * the player and the pack, in the metadata; the result pages as success and cancel URLs; the order's
 * reference as the idempotency key, so a retried create makes no second session). Answers the
 * session's URL, where the browser goes to pay.
 */
export async function createCheckout(
  db: Db,
  rail: StripeRail,
  publicUrl: string,
  userId: number,
  packId: number,
): Promise<{ url: string; orderId: number }> {
  const pack = await packForSale(db, packId);
  if (!pack) throw notFound("PACK_NOT_FOUND");
  const order = await openOrder(db, {
    userId,
    pack,
    rail: "stripe",
    currency: STRIPE_CURRENCY,
    amount: pack.priceCents,
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_SECONDS * 1000),
  });
  const result = (path: string) => new URL(`${path}?order=${order.id}`, publicUrl).toString();
  try {
    const session = await rail.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: pack.priceCents,
              product_data: { name: `${pack.name}: ${formatLargeNumber(pack.gems)} gems` },
            },
          },
        ],
        client_reference_id: order.reference,
        metadata: { orderReference: order.reference, userId: String(userId), packId: String(pack.id) },
        success_url: result("/payment-success"),
        cancel_url: result("/payment-failed"),
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_TTL_SECONDS,
      },
      { idempotencyKey: `checkout:${order.reference}` },
    );
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
    await setProviderRef(db, order.id, session.id);
    return { url: session.url, orderId: order.id };
  } catch (error) {
    // No session reached the player: the order can never be paid.
    await discardOrder(db, order.id);
    const unavailable = new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
    unavailable.cause = error; // logged with the 5xx (the SDK's messages carry no key)
    throw unavailable;
  }
}

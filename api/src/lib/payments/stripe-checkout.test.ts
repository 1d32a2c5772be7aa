import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allOrders, db, newPlayer, orderRow, useStripeOrders } from "../../../test/stripe-orders.ts";
import { type StripeStandIn, startStripeStandIn } from "../../../test/stripe-stand-in.ts";
import { testEnv } from "../../env.ts";
import { ApiError } from "../errors.ts";
import { CHECKOUT_TTL_SECONDS, createCheckout } from "./stripe-checkout.ts";
import { stripeRail } from "./stripe-client.ts";

// Opening a card payment (docs/payments.md): an order and a Checkout Session that both stay payable
// for 30 minutes, through the real `stripe` SDK against a local stand-in of the Stripe API; when no
// usable session comes back, the player gets 503 and no order is left behind.
useStripeOrders();
const PUBLIC_URL = "https://jadeverse.example";
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const railAt = (base: string) =>
  stripeRail(
    testEnv({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: base,
    }),
  )!;

describe("createCheckout", () => {
  it("keeps the order and its session payable for exactly 30 minutes from now", async () => {
    expect(CHECKOUT_TTL_SECONDS).toBe(1800);
    const userId = await newPlayer();
    const before = Date.now();
    const { url, orderId } = await createCheckout(db, railAt(stripe.base), PUBLIC_URL, userId, 1);
    const after = Date.now();
    const order = await orderRow(orderId);
    const session = stripe.sessionFor(order.reference)!;
    expect(url).toBe(session.url);
    expect(order).toMatchObject({
      userId,
      packId: 1,
      rail: "stripe",
      status: "created",
      providerRef: session.id,
    });
    const expiresAt = order.expiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 1_800_000);
    expect(session.expires_at).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 1800);
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(after / 1000) + 1800);
    expect(session).toMatchObject({
      success_url: `${PUBLIC_URL}/payment-success?order=${orderId}`,
      cancel_url: `${PUBLIC_URL}/payment-failed?order=${orderId}`,
    });
  });

  it("answers 404 PACK_NOT_FOUND for a pack not for sale, opening no order", async () => {
    const userId = await newPlayer();
    const orders = (await allOrders()).length;
    const refused = await createCheckout(db, railAt(stripe.base), PUBLIC_URL, userId, 99).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused.status, refused.code]).toEqual([404, "PACK_NOT_FOUND"]);
    expect(await allOrders()).toHaveLength(orders);
  });
});

describe("createCheckout when Stripe answers a session without a URL", () => {
  const urlless = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: () =>
      Response.json(
        { id: "cs_test_urlless", object: "checkout.session", url: null, status: "open" },
        { headers: { "request-id": "req_urlless" } },
      ),
  });
  afterAll(() => urlless.stop(true));

  it("answers 503 PAYMENT_PROVIDER_UNAVAILABLE and discards the order the player could never pay", async () => {
    const userId = await newPlayer();
    const orders = await allOrders();
    const rail = railAt(`http://127.0.0.1:${urlless.port}`);
    const refused = await createCheckout(db, rail, PUBLIC_URL, userId, 1).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused.status, refused.code]).toEqual([503, "PAYMENT_PROVIDER_UNAVAILABLE"]);
    // What an operator reads in the 5xx log line.
    expect((refused.cause as Error).message).toBe("Stripe answered a Checkout Session without a URL");
    expect(await allOrders()).toEqual(orders);
  });
});

import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { perPlayerPaymentLimit, webhookLimit } from "../lib/payments/payment-limits.ts";
import { paymentLinkBody, paymentLinkResponse, webhookResponse } from "../lib/payments/responses.ts";
import { createCheckout } from "../lib/payments/stripe-checkout.ts";
import { stripeCrypto, stripeRail, WEBHOOK_TOLERANCE_SECONDS } from "../lib/payments/stripe-client.ts";
import { handleStripeEvent } from "../lib/payments/stripe-events.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";

/** Checkout Sessions per player per minute (each is a Stripe API call and an order). */
export const PAYMENT_LINKS_PER_MINUTE = 10;

const LINK_LIMIT = perPlayerPaymentLimit("stripe-link", PAYMENT_LINKS_PER_MINUTE);
/** A ceiling on how much signature checking a stranger can make us do. */
const WEBHOOK_LIMIT = webhookLimit("stripe-webhook");

/**
 * Card payments by Stripe (spec 001 §2 "Stripe: the browser is redirected to the returned payment
 * link"; ARCHITECTURE §5): the payment link is a Checkout Session for the pack; the gems are credited
 * only by Stripe's signed webhook, through the payments domain, exactly once.
 */
export const stripePaymentRoutes = new Hono<AppEnv>()
  .post(
    "/create-payment-link",
    doc("payments", "Create a Stripe Checkout Session for a gem pack; the browser goes to its URL to pay", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: paymentLinkResponse,
      errors: {
        404: ["PACK_NOT_FOUND"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(LINK_LIMIT),
    validate("json", paymentLinkBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const rail = stripeRail(env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const { url, orderId } = await createCheckout(
        db,
        rail,
        env.PUBLIC_URL,
        c.get("session").userId,
        c.req.valid("json").packageId,
      );
      return c.json({ data: url, orderId }, 201);
    },
  )
  .post(
    "/webhook",
    doc("payments", "Stripe's signed events (Stripe-Signature over the raw body, 300 s tolerance)", {
      limited: true,
      response: webhookResponse,
      errors: { 400: ["INVALID_SIGNATURE"], 503: ["PAYMENT_METHOD_NOT_AVAILABLE"] },
    }),
    rateLimit(WEBHOOK_LIMIT),
    async (c) => {
      const { db, env } = c.get("deps");
      const rail = stripeRail(env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const signature = c.req.header("stripe-signature");
      const body = await c.req.text();
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("no Stripe-Signature header");
        event = await rail.stripe.webhooks.constructEventAsync(
          body,
          signature,
          rail.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          stripeCrypto,
        );
      } catch {
        c.get("log").warn("stripe: webhook refused, bad signature");
        throw new ApiError(400, "INVALID_SIGNATURE");
      }
      const result = await handleStripeEvent(db, event, c.get("log"));
      c.get("log").debug("stripe: event handled", { event: event.id, type: event.type, result });
      return c.json({ received: true as const });
    },
  );

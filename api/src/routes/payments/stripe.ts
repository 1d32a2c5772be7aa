import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { perPlayerPaymentLimit, webhookLimit } from "../../lib/payments/payment-limits.ts";
import { paymentLinkBody, paymentLinkResponse, webhookResponse } from "../../lib/payments/responses.ts";
import { createCheckout } from "../../lib/payments/stripe-checkout.ts";
import { stripeRail, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from "../../lib/payments/stripe-client.ts";
import { handleStripeEvent, parseStripeEvent } from "../../lib/payments/stripe-events.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/** Checkout Sessions per player per minute (each is a Stripe API call and an order). */
export const PAYMENT_LINKS_PER_MINUTE = 10;

const LINK_LIMIT = perPlayerPaymentLimit("stripe-link", PAYMENT_LINKS_PER_MINUTE);
/** A ceiling on how much signature checking a stranger can make us do. */
const WEBHOOK_LIMIT = webhookLimit("stripe-webhook");

/**
 * Card payments by Stripe (docs/product/economy.md §2 "Stripe: the browser is redirected to the returned payment
 * link"; docs/architecture.md §5): the payment link is a Checkout Session for the pack; the gems are credited
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
    doc(
      "payments",
      "Stripe's signed events (Stripe-Signature over the raw body, its timestamp within 300 s of ours either way); an event we do not handle is acknowledged and ignored",
      {
        limited: true,
        response: webhookResponse,
        errors: {
          400: ["INVALID_SIGNATURE", "INVALID_WEBHOOK_EVENT"],
          503: ["PAYMENT_METHOD_NOT_AVAILABLE"],
        },
      },
    ),
    rateLimit(WEBHOOK_LIMIT),
    async (c) => {
      const { db, env } = c.get("deps");
      const log = c.get("log");
      const rail = stripeRail(env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const verified = await verifyWebhook(rail, await c.req.text(), c.req.header("stripe-signature"));
      if (!verified.ok && verified.refusal !== "unreadable") {
        log.warn("stripe: webhook refused, bad signature", {
          reason:
            verified.refusal === "outside_tolerance"
              ? `timestamp more than ${WEBHOOK_TOLERANCE_SECONDS} s from ours`
              : "signature",
        });
        throw new ApiError(400, "INVALID_SIGNATURE");
      }
      // Signed by Stripe but not an event we can read: a 400 (never a 500), logged for an operator.
      const parsed = verified.ok ? parseStripeEvent(verified.payload) : null;
      if (!parsed || parsed.kind === "malformed") {
        log.warn("stripe: webhook refused, malformed event", {
          event: parsed?.id ?? null,
          type: parsed?.type ?? null,
          issues: parsed?.issues ?? ["the body is not JSON"],
        });
        throw new ApiError(400, "INVALID_WEBHOOK_EVENT");
      }
      if (parsed.kind === "unhandled") {
        log.info("stripe: event of a type we do not handle, ignored", {
          event: parsed.id,
          type: parsed.type,
        });
        return c.json({ received: true as const });
      }
      const result = await handleStripeEvent(db, parsed.event, log);
      log.debug("stripe: event handled", { event: parsed.event.id, type: parsed.event.type, result });
      return c.json({ received: true as const });
    },
  );

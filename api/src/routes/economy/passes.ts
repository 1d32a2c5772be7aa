import { heldPass, setRenewal } from "@jadeverse/db/passes/subscriptions";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { billingPortalUrl } from "../../lib/passes/billing-portal.ts";
import { heldView, myPass, nowOf, passTable } from "../../lib/passes/passes.ts";
import { stopAtRail } from "../../lib/passes/rail-control.ts";
import {
  myPassResponse,
  passBody,
  passCancelResponse,
  passCheckoutResponse,
  passesResponse,
  passInvoiceResponse,
  passPortalResponse,
} from "../../lib/passes/responses.ts";
import { createPassStarInvoice } from "../../lib/passes/stars-invoice.ts";
import { createPassCheckout } from "../../lib/passes/stripe-checkout.ts";
import { perPlayerPaymentLimit } from "../../lib/payments/payment-limits.ts";
import { stripeRail } from "../../lib/payments/stripe-client.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/** Invoices and checkouts per player per minute (each is a call to the rail and a row). */
export const PASS_PURCHASES_PER_MINUTE = 10;
const BUY_LIMIT = perPlayerPaymentLimit("pass-buy", PASS_PURCHASES_PER_MINUTE);
const CANCEL_LIMIT = perPlayerLimit("pass-cancel", 10);

/**
 * Season passes (docs/passes.md): the pass table, the player's pass, buying one as a subscription
 * (Telegram Stars in the Mini App, Stripe Checkout on the web) and cancelling its renewal. Charges
 * are recorded only from the rails' own reports (the bot's `successful_payment`, Stripe's webhook).
 */
export const passRoutes = new Hono<AppEnv>()
  .get(
    "/",
    doc("passes", "The season passes: prices in dollars and Stars, tier, bonus multiplier, perks", {
      response: passesResponse,
    }),
    async (c) => c.json(await passTable(c.get("deps"))),
  )
  .get(
    "/mine",
    doc("passes", "The pass the player holds (paid until, renewing or cancelled) and any still unpaid", {
      auth: "session",
      response: myPassResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await myPass(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/stars-invoice",
    doc(
      "passes",
      "A Telegram Stars subscription invoice for a pass (30 days, renewing; open it with openInvoice)",
      {
        auth: "session",
        input: "json",
        limited: true,
        success: 201,
        response: passInvoiceResponse,
        errors: {
          403: ["TELEGRAM_ACCOUNT_REQUIRED"],
          404: ["PASS_NOT_FOUND"],
          409: ["PASS_ALREADY_HELD", "PASS_HIGHER_HELD"],
          503: ["TELEGRAM_BOT_NOT_CONFIGURED", "TELEGRAM_UNAVAILABLE"],
        },
      },
    ),
    requireUser,
    rateLimit(BUY_LIMIT),
    validate("json", passBody),
    async (c) => {
      const deps = c.get("deps");
      if (!deps.telegram?.api) throw new ApiError(503, "TELEGRAM_BOT_NOT_CONFIGURED");
      const invoice = await createPassStarInvoice(
        deps,
        deps.telegram.api,
        await signedInPlayer(c),
        c.req.valid("json").passId,
      );
      return c.json(invoice, 201);
    },
  )
  .post(
    "/checkout",
    doc(
      "passes",
      "A Stripe Checkout Session for a pass as a subscription (30 days, renewing); go to its URL",
      {
        auth: "session",
        input: "json",
        limited: true,
        success: 201,
        response: passCheckoutResponse,
        errors: {
          404: ["PASS_NOT_FOUND"],
          409: ["PASS_ALREADY_HELD", "PASS_HIGHER_HELD"],
          503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
        },
      },
    ),
    requireUser,
    rateLimit(BUY_LIMIT),
    validate("json", passBody),
    async (c) => {
      const deps = c.get("deps");
      const rail = stripeRail(deps.env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const checkout = await createPassCheckout(
        deps,
        rail,
        c.get("session").userId,
        c.req.valid("json").passId,
      );
      return c.json(checkout, 201);
    },
  )
  .post(
    "/cancel",
    doc("passes", "Cancel the pass's renewal at its rail; the paid time is kept", {
      auth: "session",
      limited: true,
      response: passCancelResponse,
      errors: { 409: ["PASS_NOT_HELD"], 503: ["PAYMENT_PROVIDER_UNAVAILABLE"] },
    }),
    requireUser,
    rateLimit(CANCEL_LIMIT),
    async (c) => {
      const deps = c.get("deps");
      const userId = c.get("session").userId;
      const held = await heldPass(deps.db.orm, userId, nowOf(deps));
      const providerRef = held?.subscription.providerRef;
      if (!held?.subscription.renews || !providerRef) throw new ApiError(409, "PASS_NOT_HELD");
      try {
        await stopAtRail(deps, { userId, rail: held.subscription.rail, providerRef }, "period_end");
      } catch (error) {
        const unavailable = new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
        unavailable.cause = error;
        throw unavailable;
      }
      const cancelled = await setRenewal(deps.db, { id: held.subscription.id }, false, nowOf(deps));
      return c.json({ held: heldView({ subscription: cancelled ?? held.subscription, pass: held.pass }) });
    },
  )
  .post(
    "/billing-portal",
    doc("passes", "Stripe's customer portal for the pass paid by card (cancel there, or change the card)", {
      auth: "session",
      limited: true,
      response: passPortalResponse,
      errors: {
        409: ["PASS_NOT_BY_CARD"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(CANCEL_LIMIT),
    async (c) => {
      const deps = c.get("deps");
      const held = await heldPass(deps.db.orm, c.get("session").userId, nowOf(deps));
      const providerRef = held?.subscription.providerRef;
      if (held?.subscription.rail !== "stripe" || !providerRef) throw new ApiError(409, "PASS_NOT_BY_CARD");
      const rail = stripeRail(deps.env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      return c.json({ url: await billingPortalUrl(deps, rail, providerRef) });
    },
  );

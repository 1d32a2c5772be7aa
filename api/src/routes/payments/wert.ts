import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { perPlayerPaymentLimit, webhookLimit } from "../../lib/payments/payment-limits.ts";
import { webhookResponse, wertInitializeBody, wertInitializeResponse } from "../../lib/payments/responses.ts";
import { initializeWertPayment } from "../../lib/payments/wert/checkout.ts";
import { wertRail } from "../../lib/payments/wert/config.ts";
import { noteWertNotification, readWertNotification } from "../../lib/payments/wert/notifications.ts";
import { checkWertOrderSoon } from "../../lib/payments/wert/watcher.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/** Widget sessions per player per minute (each is a call to Wert and an order). */
export const WERT_SESSIONS_PER_MINUTE = 10;

const SESSION_LIMIT = perPlayerPaymentLimit("wert-session", WERT_SESSIONS_PER_MINUTE);
const WEBHOOK_LIMIT = webhookLimit("wert-webhook");

/**
 * Card payments by Wert (docs/product/economy.md §2 "Wert: a card widget opens"; docs/architecture.md §5). The widget pays
 * Wert; the gems are credited only once Wert's own Data API, asked with our key, shows the payment
 * (webhooks are unsigned: they only make the check happen sooner), exactly once.
 */
export const wertPaymentRoutes = new Hono<AppEnv>()
  .post(
    "/initialize-payment",
    doc("payments", "Open a Wert widget session for a gem pack: the session id and the transfer id", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: wertInitializeResponse,
      errors: {
        404: ["PACK_NOT_FOUND"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(SESSION_LIMIT),
    validate("json", wertInitializeBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const rail = wertRail(env);
      if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const data = await initializeWertPayment(
        db,
        rail,
        c.get("session").userId,
        c.req.valid("json").packageId,
      );
      return c.json({ data }, 201);
    },
  )
  .post(
    "/webhook",
    doc("payments", "Wert's order events (unsigned: always 200 at once; the payment is checked with Wert)", {
      limited: true,
      response: webhookResponse,
      errors: { 503: ["PAYMENT_METHOD_NOT_AVAILABLE"] },
    }),
    rateLimit(WEBHOOK_LIMIT),
    async (c) => {
      const deps = c.get("deps");
      if (!wertRail(deps.env)) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
      const log = c.get("log");
      const body = await c.req.text();
      // Wert disables a webhook that answers anything but 2xx: every delivery gets its 200.
      const notice = readWertNotification(body);
      if (notice.kind === "ignored") {
        log.debug("wert: notification ignored", { reason: notice.reason });
        return c.json({ received: true as const });
      }
      const order = await noteWertNotification(deps, notice);
      if (order) {
        log.info("wert: notification for an open order, checking it with Wert", { event: notice.event });
        // Worked after the answer: Wert wants it within 5 seconds, its Data API may take longer.
        void checkWertOrderSoon(deps, order);
      } else log.warn("wert: notification names no open order of ours", { event: notice.event });
      return c.json({ received: true as const });
    },
  );

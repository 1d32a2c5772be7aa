import { findOwnOrder } from "@jadeverse/db/payments/orders";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { paymentOrderParams, paymentOrderResponse } from "../lib/payments/responses.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A player's own orders on any rail: the result pages and the purchase flows ask here whether the
 * server has credited a payment (a client never tells the server it paid).
 */
export const paymentOrderRoutes = new Hono<AppEnv>().get(
  "/:orderId",
  doc("payments", "One of the player's gem-pack orders: created, pending, paid (credited), failed…", {
    auth: "session",
    response: paymentOrderResponse,
    errors: { 400: ["VALIDATION_ERROR"], 404: ["PAYMENT_NOT_FOUND"] },
  }),
  requireUser,
  validate("param", paymentOrderParams),
  async (c) => {
    c.header("Cache-Control", "no-store");
    const order = await findOwnOrder(c.get("deps").db, c.get("session").userId, c.req.valid("param").orderId);
    if (!order) throw notFound("PAYMENT_NOT_FOUND");
    return c.json({
      orderId: order.id,
      packId: order.packId,
      rail: order.rail,
      status: order.status,
      gems: order.gems,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
    });
  },
);

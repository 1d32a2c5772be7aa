import { findOwnOrder } from "@jadeverse/db/payments/orders";
import { packsForSale } from "@jadeverse/db/payments/packs";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { gemPacksResponse, paymentOrderParams, paymentOrderResponse } from "../../lib/payments/responses.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The gem packs with their dollar prices (docs/product/economy.md §9), and a player's own orders on any rail: the
 * result pages and the purchase flows ask here whether the server has credited a payment (a client
 * never tells the server it paid).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get(
    "/packs",
    doc("payments", "The gem packs on sale, with their prices in US cents (card and crypto)", {
      response: gemPacksResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      const packs = await packsForSale(c.get("deps").db);
      return c.json({
        data: packs.map(({ id, name, gems, priceCents, badge }) => ({ id, name, gems, priceCents, badge })),
      });
    },
  )
  .get(
    "/orders/:orderId",
    doc("payments", "One of the player's gem-pack orders: created, pending, paid (credited), failed…", {
      auth: "session",
      response: paymentOrderResponse,
      errors: { 400: ["VALIDATION_ERROR"], 404: ["PAYMENT_NOT_FOUND"] },
    }),
    requireUser,
    validate("param", paymentOrderParams),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const order = await findOwnOrder(
        c.get("deps").db,
        c.get("session").userId,
        c.req.valid("param").orderId,
      );
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

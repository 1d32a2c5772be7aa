import { starPacks } from "@jadeverse/db/payments/stars";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import {
  starInvoiceBody,
  starInvoiceResponse,
  starPacksResponse,
  starPaymentParams,
  starPaymentResponse,
} from "../../lib/payments/responses.ts";
import { createStarInvoice, starPaymentOf } from "../../lib/payments/stars.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/** Invoices per player per minute (each is a Bot API call and a row). */
export const STAR_INVOICES_PER_MINUTE = 10;

const INVOICE_LIMIT = perPlayerLimit("stars-invoice", STAR_INVOICES_PER_MINUTE);

/**
 * Gem packs bought with Telegram Stars (docs/architecture.md §5 "Payments"): the packs with their Stars
 * prices, the invoice link (made by the API's own Bot API client), and a payment's status. The payment
 * is credited by the bot on `successful_payment` (through the same payments domain, db/src/payments),
 * never by the client. (The status lives under
 * `/invoice/:paymentId`: Hono's RegExpRouter cannot hold `/packs` beside a bare `/:paymentId`.)
 */
export const starsPaymentRoutes = new Hono<AppEnv>()
  .get(
    "/packs",
    doc("payments", "Gem packs sold for Telegram Stars, with their prices in Stars", {
      response: starPacksResponse,
    }),
    async (c) => {
      return c.json({ data: await starPacks(c.get("deps").db) });
    },
  )
  .post(
    "/invoice",
    doc("payments", "Create a Telegram Stars invoice link for a gem pack (open it with the Mini App SDK)", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: starInvoiceResponse,
      errors: {
        403: ["TELEGRAM_ACCOUNT_REQUIRED"],
        404: ["STARS_PACK_NOT_AVAILABLE"],
        503: ["TELEGRAM_BOT_NOT_CONFIGURED", "TELEGRAM_UNAVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(INVOICE_LIMIT),
    validate("json", starInvoiceBody),
    async (c) => {
      const { db, telegram } = c.get("deps");
      if (!telegram?.api) throw new ApiError(503, "TELEGRAM_BOT_NOT_CONFIGURED");
      const invoice = await createStarInvoice(
        db,
        telegram.api,
        await signedInPlayer(c),
        c.req.valid("json").packId,
      );
      return c.json(invoice, 201);
    },
  )
  .get(
    "/invoice/:paymentId",
    doc("payments", "One of the player's Stars payments: created, paid (gems credited) or refunded", {
      auth: "session",
      response: starPaymentResponse,
      errors: { 400: ["VALIDATION_ERROR"], 404: ["PAYMENT_NOT_FOUND"] },
    }),
    requireUser,
    validate("param", starPaymentParams),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { paymentId } = c.req.valid("param");
      return c.json(await starPaymentOf(c.get("deps").db, c.get("session").userId, paymentId));
    },
  );

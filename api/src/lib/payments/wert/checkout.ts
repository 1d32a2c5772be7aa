import type { Db } from "@jadeverse/db/client";
import { discardOrder, openOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { ApiError, notFound } from "../../errors.ts";
import type { WertRail } from "./config.ts";
import { createSession } from "./partner-api.ts";

/** The currency Wert orders are priced and checked in (the pack's `price_cents`). */
export const WERT_CURRENCY = "usd";

/**
 * How long a Wert order waits for its payment before it may expire (a card payment with 3-D Secure
 * and Wert's own checks can take a while). It expires only when Wert, asked once more, has no payment
 * in progress for it; one Wert still processes stays open (see `WERT_HARD_LIMIT_MS`).
 */
export const WERT_ORDER_TTL_MS = 2 * 60 * 60 * 1000;

export interface WertCheckout {
  wertRes: { sessionId: string };
  transferId: string;
  orderId: number;
}

/**
 * `POST /api/v1/wert/initialize-payment` (docs/product/economy.md §3 "Card widget initialization response"): opens a
 * Wert order for the pack at its dollar price and a widget session for exactly that amount, paid to
 * the platform's wallet. The transfer id (our order's reference) is the widget's `click_id`: Wert
 * files the order under it and the watcher finds it there.
 */
export async function initializeWertPayment(
  db: Db,
  rail: WertRail,
  userId: number,
  packId: number,
): Promise<WertCheckout> {
  const pack = await packForSale(db, packId);
  if (!pack) throw notFound("PACK_NOT_FOUND");
  const order = await openOrder(db, {
    userId,
    pack,
    rail: "wert",
    currency: WERT_CURRENCY,
    amount: pack.priceCents,
    expiresAt: new Date(Date.now() + WERT_ORDER_TTL_MS),
  });
  try {
    const sessionId = await createSession(rail, pack.priceCents);
    return { wertRes: { sessionId }, transferId: order.reference, orderId: order.id };
  } catch (error) {
    // No widget can pay this order.
    await discardOrder(db, order.id);
    const unavailable = new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
    unavailable.cause = error; // logged with the 5xx (the message names no key)
    throw unavailable;
  }
}

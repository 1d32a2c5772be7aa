import { findOrder, markPending, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { z } from "zod";
import type { Deps } from "../../../context.ts";

/**
 * Wert's webhook events about an order (docs.wert.io/docs/webhooks). Account events (registration,
 * login, verification…) are acknowledged and ignored.
 */
export const WERT_ORDER_EVENTS = [
  "payment_started",
  "transfer_started",
  "order_complete",
  "order_failed",
  "order_canceled",
  "tx_smart_contract_failed",
] as const;

/** Events saying a payment is on its way (the order shows `pending` meanwhile). */
const UNDER_WAY = new Set<string>(["payment_started", "transfer_started", "order_complete"]);

/** The part of a delivery we read: the event and our transfer id (Wert's `click_id`). */
const notification = z.looseObject({
  type: z.string().max(60),
  click_id: z.string().min(1).max(200).nullish(),
});

export type WertNotice =
  | { kind: "order"; event: (typeof WERT_ORDER_EVENTS)[number]; transferId: string }
  | { kind: "ignored"; reason: string };

/** Reads a delivery's body (anything at all may arrive: the endpoint is public and unsigned). */
export function readWertNotification(body: string): WertNotice {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: "ignored", reason: "not JSON" };
  }
  const parsed = notification.safeParse(json);
  if (!parsed.success) return { kind: "ignored", reason: "not a Wert event" };
  const event = WERT_ORDER_EVENTS.find((known) => known === parsed.data.type);
  if (!event) return { kind: "ignored", reason: `event ${parsed.data.type.slice(0, 40)}` };
  if (!parsed.data.click_id) return { kind: "ignored", reason: "no click_id" };
  return { kind: "order", event, transferId: parsed.data.click_id };
}

/**
 * What a notification may change by itself: an open Wert order it names shows `pending` while a
 * payment is on its way. It never credits, fails or closes anything: only Wert's Data API does that
 * (verify.ts). Answers the open Wert order of ours it names (worth checking now), or null.
 */
export async function noteWertNotification(
  deps: Deps,
  notice: Extract<WertNotice, { kind: "order" }>,
): Promise<PaymentOrder | null> {
  const order = await findOrder(deps.db, { reference: notice.transferId });
  if (order?.rail !== "wert" || (order.status !== "created" && order.status !== "pending")) return null;
  if (UNDER_WAY.has(notice.event)) await markPending(deps.db, order.id);
  return order;
}

import type { Db } from "@jadeverse/db/client";
import { creditOrder } from "@jadeverse/db/payments/credit";
import { closeOrder, findOrder, markPending } from "@jadeverse/db/payments/orders";
import { reverseOrder } from "@jadeverse/db/payments/reverse";
import type Stripe from "stripe";
import type { Logger } from "../logger.ts";

/** What the webhook did with an event (logged; Stripe only needs the 200). */
export type StripeEventResult =
  | "credited"
  | "duplicate"
  | "pending"
  | "closed"
  | "refunded"
  | "unknown_order"
  | "mismatch"
  | "ignored";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * A Checkout Session's payment: what paid the order is the session's PaymentIntent (a refund names
 * it), or the session itself for a payment without one.
 */
async function creditSession(
  db: Db,
  session: Stripe.Checkout.Session,
  log: Logger,
): Promise<StripeEventResult> {
  const reference = session.client_reference_id;
  if (!reference || session.amount_total === null || !session.currency) return "unknown_order";
  const outcome = await creditOrder(
    db,
    "stripe",
    { reference },
    {
      proof: idOf(session.payment_intent) ?? session.id,
      currency: session.currency,
      amount: session.amount_total,
      providerRef: session.id,
    },
  );
  const fields = { session: session.id, ...outcome };
  if (outcome.status === "credited") log.info("stripe: payment credited", fields);
  else if (outcome.status === "mismatch")
    log.error("stripe: payment does not match its order, refund it", fields);
  else if (outcome.status === "unknown") log.warn("stripe: payment for no order of ours", fields);
  return outcome.status === "unknown" ? "unknown_order" : outcome.status;
}

async function closeSession(
  db: Db,
  session: Stripe.Checkout.Session,
  status: "failed" | "expired",
  reason: string,
): Promise<StripeEventResult> {
  const order = session.client_reference_id
    ? await findOrder(db, { reference: session.client_reference_id })
    : null;
  if (order?.rail !== "stripe") return "unknown_order";
  await closeOrder(db, order.id, status, reason);
  return "closed";
}

/**
 * A refunded charge takes its order's gems back (what the player spent is recorded as debt; the money
 * went back at Stripe already). Only a full refund reverses: a partial one is left to an operator.
 */
async function reverseCharge(db: Db, charge: Stripe.Charge, log: Logger): Promise<StripeEventResult> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return "unknown_order";
  if (!charge.refunded || charge.amount_refunded < charge.amount) {
    log.warn("stripe: partial refund, gems left as they are", { charge: charge.id, paymentIntent });
    return "ignored";
  }
  const outcome = await reverseOrder(db, {
    rail: "stripe",
    proof: paymentIntent,
    refundedBy: "stripe",
    shortfall: "record_debt",
  });
  log.info("stripe: charge refunded", { charge: charge.id, ...outcome });
  if (outcome.status === "refunded") return "refunded";
  return outcome.status === "not_found" ? "unknown_order" : "duplicate";
}

/**
 * The payments domain's answer to one verified Stripe event: a completed and paid session credits
 * its order once (a delayed method's `async_payment_succeeded` too; an unpaid completion marks it
 * pending), a failed or expired session closes it, a refunded charge reverses it. Everything else is
 * acknowledged and ignored.
 */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  log: Logger,
): Promise<StripeEventResult> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
        return creditSession(db, session, log);
      const order = session.client_reference_id
        ? await findOrder(db, { reference: session.client_reference_id })
        : null;
      if (order?.rail !== "stripe") return "unknown_order";
      await markPending(db, order.id);
      return "pending";
    }
    case "checkout.session.async_payment_succeeded":
      return creditSession(db, event.data.object, log);
    case "checkout.session.async_payment_failed":
      return closeSession(db, event.data.object, "failed", "Stripe: the payment failed");
    case "checkout.session.expired":
      return closeSession(db, event.data.object, "expired", "Stripe: the checkout expired unpaid");
    case "charge.refunded":
      return reverseCharge(db, event.data.object, log);
    default:
      return "ignored";
  }
}

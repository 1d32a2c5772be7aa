import type { Db } from "@jadeverse/db/client";
import { creditOrder } from "@jadeverse/db/payments/credit";
import { closeOrder, findOrder, markPending } from "@jadeverse/db/payments/orders";
import { reverseOrder } from "@jadeverse/db/payments/reverse";
import { z } from "zod";
import type { Logger } from "../logger.ts";
import {
  passChargeRefunded,
  passCheckoutCompleted,
  passInvoicePaid,
  passSubscriptionChanged,
  stripeInvoice,
  stripeSubscription,
} from "../passes/stripe-events.ts";

/** What the webhook did with an event (logged; Stripe only needs the 200). */
export type StripeEventResult =
  | "credited"
  | "duplicate"
  | "pending"
  | "closed"
  | "refunded"
  | "unknown_order"
  | "mismatch"
  | "ignored"
  // season passes (lib/passes/stripe-events.ts)
  | "extended"
  | "renewal"
  | "ended"
  | "unknown";

/** An expandable field: Stripe sends the id, or the object when it was expanded. */
const expandable = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]).nullish();
const idOf = (value: z.infer<typeof expandable>) => (typeof value === "string" ? value : (value?.id ?? null));

/** The fields of a Checkout Session this webhook reads (Stripe sends more; they pass through). */
const checkoutSession = z.looseObject({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string(),
  payment_intent: expandable,
  /** `subscription` for a season pass's checkout (its subscription then names Stripe's). */
  mode: z.string().nullish(),
  subscription: expandable,
});
type CheckoutSession = z.infer<typeof checkoutSession>;

/** The fields of a Charge this webhook reads. */
const charge = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  refunded: z.boolean(),
  payment_intent: expandable,
  /** The invoice it paid: a season pass's period. */
  invoice: expandable,
});
type Charge = z.infer<typeof charge>;

const event = <Type extends string, Shape extends z.ZodType>(type: Type, object: Shape) =>
  z.looseObject({ id: z.string().min(1), type: z.literal(type), data: z.looseObject({ object }) });

/** The events we act on, each with the object it must carry. */
const handledEvent = z.discriminatedUnion("type", [
  event("checkout.session.completed", checkoutSession),
  event("checkout.session.async_payment_succeeded", checkoutSession),
  event("checkout.session.async_payment_failed", checkoutSession),
  event("checkout.session.expired", checkoutSession),
  event("charge.refunded", charge),
  event("invoice.paid", stripeInvoice),
  event("customer.subscription.updated", stripeSubscription),
  event("customer.subscription.deleted", stripeSubscription),
]);
export type HandledStripeEvent = z.infer<typeof handledEvent>;

export const HANDLED_EVENT_TYPES = handledEvent.options.map((option) => option.shape.type.value);

/** Any Stripe event: an id, a type and the object it is about. */
const anyEvent = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export type ParsedStripeEvent =
  | { kind: "handled"; event: HandledStripeEvent }
  | { kind: "unhandled"; id: string; type: string }
  | { kind: "malformed"; id: string | null; type: string | null; issues: string[] };

/**
 * Reads a verified event's payload: an event we act on must carry the object its type names (else
 * `malformed`: the route answers 400 `INVALID_WEBHOOK_EVENT`); a well-formed event of any other type
 * is `unhandled` (acknowledged and ignored).
 */
export function parseStripeEvent(payload: unknown): ParsedStripeEvent {
  const known = handledEvent.safeParse(payload);
  if (known.success) return { kind: "handled", event: known.data };
  const envelope = anyEvent.safeParse(payload);
  if (envelope.success && !HANDLED_EVENT_TYPES.some((type) => type === envelope.data.type))
    return { kind: "unhandled", id: envelope.data.id, type: envelope.data.type };
  const { id, type } = (typeof payload === "object" && payload !== null ? payload : {}) as {
    id?: unknown;
    type?: unknown;
  };
  return {
    kind: "malformed",
    id: typeof id === "string" ? id : null,
    type: typeof type === "string" ? type : null,
    issues: (envelope.success ? known.error : envelope.error).issues.map(
      (issue) => `${issue.path.join(".") || "(event)"}: ${issue.message}`,
    ),
  };
}

/**
 * A Checkout Session's payment: what paid the order is the session's PaymentIntent (a refund names
 * it), or the session itself for a payment without one.
 */
async function creditSession(db: Db, session: CheckoutSession, log: Logger): Promise<StripeEventResult> {
  const reference = session.client_reference_id;
  if (!reference || session.amount_total == null || !session.currency) return "unknown_order";
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
  session: CheckoutSession,
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
async function reverseCharge(db: Db, charge: Charge, log: Logger): Promise<StripeEventResult> {
  const invoice = idOf(charge.invoice);
  if (invoice && charge.refunded) return passChargeRefunded(db, invoice, log);
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
 * pending), a failed or expired session closes it, a refunded charge reverses it. Other types never
 * get here (`parseStripeEvent` answers them `unhandled`).
 */
export async function handleStripeEvent(
  db: Db,
  event: HandledStripeEvent,
  log: Logger,
): Promise<StripeEventResult> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "subscription")
        return passCheckoutCompleted(db, session.client_reference_id, idOf(session.subscription));
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
    case "invoice.paid":
      return passInvoicePaid(db, event.data.object, log);
    case "customer.subscription.updated":
      return passSubscriptionChanged(db, event.data.object, false);
    case "customer.subscription.deleted":
      return passSubscriptionChanged(db, event.data.object, true);
  }
}

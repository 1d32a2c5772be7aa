import type { Db } from "@jadeverse/db/client";
import { recordCharge, refundCharge } from "@jadeverse/db/passes/charges";
import {
  endSubscription,
  findSubscription,
  type SubscriptionMatch,
  setRenewal,
  setSubscriptionProviderRef,
} from "@jadeverse/db/passes/subscriptions";
import { z } from "zod";
import type { Logger } from "../logger.ts";

/** What the webhook did with a season pass event (logged). */
export type PassEventResult =
  | "extended"
  | "duplicate"
  | "renewal"
  | "ended"
  | "refunded"
  | "unknown"
  | "mismatch";

const expandable = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]).nullish();
const idOf = (value: z.infer<typeof expandable>) => (typeof value === "string" ? value : (value?.id ?? null));
const metadata = z.record(z.string(), z.string()).nullish();

/**
 * The fields of an Invoice this webhook reads: its subscription and the subscription's metadata sit
 * at the top (API versions before 2025-03) or under `parent.subscription_details` (later ones).
 */
export const stripeInvoice = z.looseObject({
  id: z.string().min(1),
  amount_paid: z.number().int().nonnegative(),
  currency: z.string().min(1),
  subscription: expandable,
  subscription_details: z.looseObject({ metadata }).nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: expandable, metadata }).nullish(),
    })
    .nullish(),
});
type StripeInvoice = z.infer<typeof stripeInvoice>;

/** The fields of a Subscription this webhook reads. */
export const stripeSubscription = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata,
});
type StripeSubscription = z.infer<typeof stripeSubscription>;

/** Our subscription an invoice or a subscription names: our reference first, else Stripe's id. */
function matchOf(
  reference: string | null | undefined,
  subscriptionId: string | null,
): SubscriptionMatch | null {
  if (reference) return { reference };
  return subscriptionId ? { providerRef: subscriptionId } : null;
}

/**
 * `invoice.paid` (the first period and every renewal): extends the pass by one period, once per
 * invoice, for exactly its price.
 */
export async function passInvoicePaid(db: Db, invoice: StripeInvoice, log: Logger): Promise<PassEventResult> {
  const subscriptionId =
    idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
  const reference =
    invoice.parent?.subscription_details?.metadata?.passReference ??
    invoice.subscription_details?.metadata?.passReference;
  const match = matchOf(reference, subscriptionId);
  if (!match) return "unknown";
  const outcome = await recordCharge(db, match, {
    proof: `stripe:${invoice.id}`,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    providerRef: subscriptionId,
  });
  const fields = { invoice: invoice.id, subscription: subscriptionId, status: outcome.status };
  if (outcome.status === "credited") {
    log.info("stripe: season pass charge recorded", { ...fields, first: outcome.first });
    return "extended";
  }
  if (outcome.status === "mismatch")
    log.error("stripe: season pass charge does not match its subscription, refund it", {
      ...fields,
      reason: outcome.reason,
    });
  return outcome.status === "duplicate" ? "duplicate" : outcome.status;
}

/** A completed subscription checkout names Stripe's subscription: recorded on ours. */
export async function passCheckoutCompleted(
  db: Db,
  reference: string | null | undefined,
  subscriptionId: string | null,
): Promise<PassEventResult> {
  if (!reference || !subscriptionId || !(await findSubscription(db.orm, { reference }))) return "unknown";
  await setSubscriptionProviderRef(db, { reference }, subscriptionId);
  return "renewal";
}

/**
 * `customer.subscription.updated`: a cancellation at the period's end (the customer portal, or our
 * own cancel) stops renewal, a resumption starts it again; `customer.subscription.deleted` (the
 * cancelled period is over, or an operator cancelled at once) ends the pass.
 */
export async function passSubscriptionChanged(
  db: Db,
  subscription: StripeSubscription,
  deleted: boolean,
): Promise<PassEventResult> {
  const match = matchOf(subscription.metadata?.passReference, subscription.id);
  // Stryker disable next-line ConditionalExpression: a Subscription always has an id, so a match exists
  if (!match) return "unknown";
  if (deleted || subscription.status === "canceled")
    return (await endSubscription(db, match, new Date())) ? "ended" : "unknown";
  return (await setRenewal(db, match, !subscription.cancel_at_period_end)) ? "renewal" : "unknown";
}

/** A refunded invoice's charge takes its period back once (`charge.refunded` naming the invoice). */
export async function passChargeRefunded(db: Db, invoiceId: string, log: Logger): Promise<PassEventResult> {
  const outcome = await refundCharge(db, `stripe:${invoiceId}`);
  log.info("stripe: season pass charge refunded", { invoice: invoiceId, status: outcome.status });
  if (outcome.status === "refunded") return "refunded";
  return outcome.status === "not_found" ? "unknown" : "duplicate";
}

import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import type { PaymentRail } from "../enums/payments.ts";
import { isUniqueViolation } from "../errors.ts";
import { ledger } from "../ledger.ts";
import { enqueueNotification } from "../notifications.ts";
import { reportPayment } from "../observe.ts";
import { paymentOrders } from "../schema/payments.ts";
import { OPEN_STATUSES, type PaymentOrder } from "./orders.ts";

/** The ledger's idempotency key of an order's credit: one per payment proof, on every rail. */
export const creditKey = (rail: PaymentRail, proof: string) => `payment:${rail}:${proof}`;

/** A payment the server verified itself (a signed webhook, a receipt, a parsed transaction). */
export interface VerifiedPayment {
  /** What paid it (a charge id, a session, a transaction hash or signature): unique across all rails. */
  proof: string;
  /** The currency delivered, compared case-insensitively with the order's. */
  currency: string;
  /** What was delivered, in the currency's smallest unit. */
  amount: bigint | number | string;
  /** The rail's own object, recorded when the order has none yet. */
  providerRef?: string | null | undefined;
}

/** Which order a report names. */
export type OrderMatch = { reference: string } | { orderId: number } | { providerRef: string };

export type CreditOutcome =
  | { status: "credited"; orderId: number; userId: number; gems: number; reference: string }
  | { status: "duplicate"; orderId: number }
  | { status: "unknown" }
  | { status: "mismatch"; orderId: number; reason: string };

export interface CreditOptions {
  /**
   * Accept more than the order's amount (a crypto transfer may round up; the surplus is not
   * refunded). Card and Stars payments must match exactly.
   */
  atLeast?: boolean;
}

function matchWhere(rail: PaymentRail, match: OrderMatch): SQL | undefined {
  const which =
    "reference" in match
      ? eq(paymentOrders.reference, match.reference)
      : "orderId" in match
        ? eq(paymentOrders.id, match.orderId)
        : eq(paymentOrders.providerRef, match.providerRef);
  return and(eq(paymentOrders.rail, rail), which);
}

/** Why a verified payment does not pay this order, or null when it does. */
function mismatchOf(order: PaymentOrder, payment: VerifiedPayment, options: CreditOptions): string | null {
  const paid = BigInt(payment.amount);
  const expected = BigInt(order.amount);
  if (payment.currency.toLowerCase() !== order.currency.toLowerCase())
    return `paid in ${payment.currency}, expected ${order.currency}`;
  if (options.atLeast ? paid < expected : paid !== expected)
    return `paid ${paid} ${payment.currency}, expected ${options.atLeast ? "at least " : ""}${expected}`;
  return null;
}

async function creditInside(
  tx: Tx,
  rail: PaymentRail,
  match: OrderMatch,
  payment: VerifiedPayment,
  options: CreditOptions,
): Promise<CreditOutcome> {
  const [order] = await tx.select().from(paymentOrders).where(matchWhere(rail, match)).limit(1);
  if (!order) return { status: "unknown" };
  if (order.proof === payment.proof) return { status: "duplicate", orderId: order.id };
  if (!(OPEN_STATUSES as readonly string[]).includes(order.status))
    return { status: "mismatch", orderId: order.id, reason: `order is ${order.status} already` };
  const open = and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, OPEN_STATUSES));
  const providerRef = order.providerRef ?? payment.providerRef ?? null;
  const mismatch = mismatchOf(order, payment, options);
  if (mismatch) {
    // The payment is spent on this order (it can pay no other), which fails: an operator refunds it.
    await tx
      .update(paymentOrders)
      .set({
        status: "failed",
        proof: payment.proof,
        providerRef,
        failureReason: mismatch,
        closedAt: new Date(),
      })
      .where(open);
    return { status: "mismatch", orderId: order.id, reason: mismatch };
  }
  const marked = await tx
    .update(paymentOrders)
    .set({ status: "paid", proof: payment.proof, providerRef, paidAt: new Date() })
    .where(open)
    .returning({ id: paymentOrders.id });
  // Stryker disable next-line all: writes are serialised (BEGIN IMMEDIATE on the file and on sqld), so the
  // order read open above in this transaction is still open here; a guard should that ever change.
  if (marked.length === 0) return { status: "duplicate", orderId: order.id };
  await ledger.apply(tx, {
    key: creditKey(rail, payment.proof),
    reason: `${rail}-purchase`,
    reference: `payment_order:${order.id}`,
    changes: [{ userId: order.userId, currency: "gems", delta: order.gems }],
  });
  await enqueueNotification(tx, {
    userId: order.userId,
    kind: "payment_credited",
    payload: {
      orderId: order.id,
      rail,
      gems: order.gems,
      ...(rail === "stars" ? { stars: Number(order.amount) } : {}),
    },
    dedupeKey: `payment_credited:${rail}:${payment.proof}`,
  });
  return {
    status: "credited",
    orderId: order.id,
    userId: order.userId,
    gems: order.gems,
    reference: order.reference,
  };
}

/**
 * Credits an order once for a payment the server verified, in ONE write transaction: the order
 * becomes `paid` with the payment's proof (unique across every rail, so one payment pays one order,
 * ever), the gems go through the ledger (key `payment:<rail>:<proof>`) and a `payment_credited`
 * notification is written. The same payment reported again, however often and however concurrently,
 * resolves to `duplicate` and changes nothing; a payment that does not match the order's currency
 * and amount fails the order instead (nothing is credited).
 */
export async function creditOrder(
  db: Db,
  rail: PaymentRail,
  match: OrderMatch,
  payment: VerifiedPayment,
  options: CreditOptions = {},
): Promise<CreditOutcome> {
  const outcome = await creditOnce(db, rail, match, payment, options);
  reportPayment(rail, outcome);
  return outcome;
}

async function creditOnce(
  db: Db,
  rail: PaymentRail,
  match: OrderMatch,
  payment: VerifiedPayment,
  options: CreditOptions,
): Promise<CreditOutcome> {
  try {
    return await db.write((tx) => creditInside(tx, rail, match, payment, options));
  } catch (error) {
    // The proof is taken: this very payment committed first on another connection (a redelivery
    // racing), or it paid another order before (a reused transaction).
    if (isUniqueViolation(error, "payment_orders", ["proof"])) {
      const [owner] = await db.orm
        .select({ id: paymentOrders.id, rail: paymentOrders.rail })
        .from(paymentOrders)
        .where(eq(paymentOrders.proof, payment.proof));
      const [order] = await db.orm
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(matchWhere(rail, match));
      // Stryker disable all: under serialised writes a clash is always with another order (this one's
      // own redelivery is answered "duplicate" inside the transaction) and both orders still exist, so
      // only the mismatch answer is reachable; the others guard a store that stops serialising writes.
      if (owner && order && owner.id === order.id) return { status: "duplicate", orderId: owner.id };
      // Stryker restore all
      // Stryker disable next-line ConditionalExpression: as above, the order still exists after the clash
      if (order)
        return { status: "mismatch", orderId: order.id, reason: "the payment already paid another order" };
      // Stryker disable next-line all: as above, the order still exists after the clash
      return { status: "unknown" };
    }
    throw error;
  }
}

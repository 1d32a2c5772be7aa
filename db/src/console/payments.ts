import { and, asc, desc, eq, gt, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { PaymentRail, PaymentStatus } from "../enums/payments.ts";
import type { PaymentOrder } from "../payments/orders.ts";
import type { Handle } from "../queries/prepared.ts";
import { auditLog } from "../schema/console.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { paymentOrders } from "../schema/payments.ts";
import { notifications } from "../schema/telegram.ts";

// The console's reads of the payments domain (docs/operations.md "The operator's console"): pages of
// orders, the "needs attention" queue and an order's story. Nothing here moves gems: reversals go
// through db/src/payments/reverse.ts and the ledger.

/** The audit log's target for an order. */
export const orderTarget = (orderId: number) => `order:${orderId}`;

/** The audit action that records an operator resolving the debt a reversal left. */
export const DEBT_RESOLVED_ACTION = "payment.resolve-debt";

/** An order by its id (undefined when there is none). */
export async function orderById(db: Handle, orderId: number): Promise<PaymentOrder | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1);
  return row;
}

/** A page of orders, newest first, before the id `before`, of one rail and one status when given. */
export async function orderPage(
  db: Handle,
  options: {
    limit: number;
    before?: number | undefined;
    rail?: PaymentRail | undefined;
    status?: PaymentStatus | undefined;
  },
): Promise<PaymentOrder[]> {
  const conditions: SQL[] = [];
  if (options.before !== undefined) conditions.push(lt(paymentOrders.id, options.before));
  if (options.rail !== undefined) conditions.push(eq(paymentOrders.rail, options.rail));
  if (options.status !== undefined) conditions.push(eq(paymentOrders.status, options.status));
  return db
    .select()
    .from(paymentOrders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(paymentOrders.id))
    .limit(options.limit);
}

/**
 * Orders a payment arrived for that did not match them (currency or amount): credit.ts fails the order
 * and keeps the payment's proof on it (a rail's own refusal or an expiry records no proof). The money
 * is with us and nothing was credited: an operator refunds it. Oldest first.
 */
export function mismatchedOrders(db: Handle, limit: number): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, "failed"), isNotNull(paymentOrders.proof)))
    .orderBy(asc(paymentOrders.id))
    .limit(limit);
}

/** Wert orders still `pending` that were opened before `openedBefore`. Oldest first. */
export function stuckWertOrders(db: Handle, openedBefore: Date, limit: number): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.rail, "wert"),
        eq(paymentOrders.status, "pending"),
        lt(paymentOrders.createdAt, openedBefore),
      ),
    )
    .orderBy(asc(paymentOrders.id))
    .limit(limit);
}

/** The audit entry of an operator resolving the debt of the order whose target is `target`. */
const debtResolvedEntry = (target: SQL | string) =>
  and(eq(auditLog.target, target), eq(auditLog.action, DEBT_RESOLVED_ACTION), eq(auditLog.outcome, "done"));

/**
 * Reversed orders whose gems had been spent: the balance stopped at zero and the rest is the order's
 * `debt_gems` (db/src/payments/reverse.ts), unless an operator resolved it. Oldest first.
 */
export function unresolvedDebts(db: Handle, limit: number): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "refunded"),
        gt(paymentOrders.debtGems, 0),
        sql`not exists (select 1 from ${auditLog} where ${debtResolvedEntry(sql`'order:' || ${paymentOrders.id}`)})`,
      ),
    )
    .orderBy(asc(paymentOrders.id))
    .limit(limit);
}

/** Whether an operator resolved the debt of this order already. */
export async function isDebtResolved(db: Handle, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(debtResolvedEntry(orderTarget(orderId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The order's ledger entries: its credit and its reversal, both written with the reference
 * `payment_order:<id>` (db/src/payments/credit.ts and reverse.ts), read among the buyer's entries (the
 * ledger's per-player index). Oldest first.
 */
export function orderLedger(db: Handle, order: Pick<PaymentOrder, "id" | "userId">) {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, order.userId), eq(ledgerEntries.reference, `payment_order:${order.id}`)),
    )
    .orderBy(asc(ledgerEntries.id));
}

/** What the player was told about the order (the credit's notification, keyed by the payment's proof). */
export function orderNotifications(db: Handle, order: PaymentOrder) {
  if (!order.proof) return Promise.resolve([]);
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      status: notifications.status,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(eq(notifications.dedupeKey, `payment_credited:${order.rail}:${order.proof}`))
    .orderBy(asc(notifications.id));
}

/**
 * Records that an operator refunded the order outside the rail (by hand in the provider's dashboard):
 * the order becomes `refunded`, in one conditional update, only from `pending` (a payment on its way
 * that will now credit nothing: credit.ts pays only an open order) or from `failed` with a payment's
 * proof (a mismatched payment). Moves no gems. False when the order was in neither state.
 */
export async function markRefundedByHand(
  tx: Tx,
  orderId: number,
  refundedBy: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: "refunded", refundedAt: now, refundedBy })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        or(
          eq(paymentOrders.status, "pending"),
          and(eq(paymentOrders.status, "failed"), isNotNull(paymentOrders.proof)),
        ),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

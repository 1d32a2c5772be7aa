import type { Db, Tx } from "@jadeverse/db/client";
import { auditPage } from "@jadeverse/db/console/audit";
import {
  DEBT_RESOLVED_ACTION,
  isDebtResolved,
  markRefundedByHand,
  mismatchedOrders,
  orderById,
  orderLedger,
  orderNotifications,
  orderPage,
  orderTarget,
  stuckWertOrders,
  unresolvedDebts,
} from "@jadeverse/db/console/payments";
import type { PaymentRail, PaymentStatus } from "@jadeverse/db/enums/payments";
import type { PaymentOrder } from "@jadeverse/db/payments/orders";
import { reverseOrder } from "@jadeverse/db/payments/reverse";
import { findUserById } from "@jadeverse/db/users/find";
import type { Deps } from "../../context.ts";
import type { ConsoleActor } from "../../middleware/console-auth.ts";
import { conflict, notFound } from "../errors.ts";
import { WERT_HARD_LIMIT_MS } from "../payments/wert/verify.ts";
import { audit } from "./audit.ts";

// The console's Payments area (docs/operations.md "The operator's console"): orders, the queue of what
// needs an operator, an order's story, and the actions on an order. Gems move only through
// db/src/payments/reverse.ts and the ledger; each action is audited in the transaction that makes it.

const PAGE = 50;
/** Each kind of the attention queue shows at most this many (oldest first). */
const ATTENTION_PER_KIND = 100;
const HOUR_MS = 3_600_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const nowOf = (deps: Deps) => deps.now?.() ?? new Date();
/** Who refunded, as the order records it. */
const refundedBy = (actor: ConsoleActor) => `console:${actor.user.id}`;

/** An order as the console lists it. */
export function orderSummary(o: PaymentOrder) {
  return {
    id: o.id,
    userId: o.userId,
    rail: o.rail,
    status: o.status,
    gems: o.gems,
    amount: o.amount,
    currency: o.currency,
    providerRef: o.providerRef,
    failureReason: o.failureReason,
    debtGems: o.debtGems,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    closedAt: iso(o.closedAt),
    refundedAt: iso(o.refundedAt),
  };
}

/** An order with its references, proof and payer. */
export function orderDetail(o: PaymentOrder) {
  return {
    ...orderSummary(o),
    packId: o.packId,
    priceCents: o.priceCents,
    reference: o.reference,
    proof: o.proof,
    payer: o.payer,
    chain: o.chain,
    token: o.token,
    expiresAt: iso(o.expiresAt),
    openedAtBlock: o.openedAtBlock,
    refundedBy: o.refundedBy,
  };
}

/** A page of orders, newest first (50), of one rail and status when given. */
export async function listOrders(
  deps: Deps,
  query: { rail?: PaymentRail | undefined; status?: PaymentStatus | undefined; before?: number | undefined },
) {
  const rows = await orderPage(deps.db.orm, { ...query, limit: PAGE });
  return {
    orders: rows.map(orderSummary),
    nextBefore: rows.length === PAGE ? rows[PAGE - 1]!.id : null,
  };
}

type AttentionKind = "mismatch" | "wert-stuck" | "reversal-debt";

/**
 * What needs an operator: a payment that did not match its order (the money is with us, nothing was
 * credited: refund it), a Wert order still pending 72 hours after it opened (Wert's own retries end
 * within a day: api/src/lib/payments/wert/verify.ts), and a reversal that left a debt (the gems had
 * been spent) no operator resolved yet. Oldest first.
 */
export async function attentionQueue(deps: Deps) {
  const now = nowOf(deps);
  const db = deps.db.orm;
  const [mismatched, stuck, debts] = await Promise.all([
    mismatchedOrders(db, ATTENTION_PER_KIND),
    stuckWertOrders(db, new Date(now.getTime() - WERT_HARD_LIMIT_MS), ATTENTION_PER_KIND),
    unresolvedDebts(db, ATTENTION_PER_KIND),
  ]);
  const item = (kind: AttentionKind, order: PaymentOrder, why: string, since: Date) => ({
    kind,
    orderId: order.id,
    why,
    since: since.toISOString(),
    order: orderSummary(order),
  });
  const items = [
    ...mismatched.map((o) =>
      item(
        "mismatch",
        o,
        `The ${o.rail} payment did not match the order (${o.failureReason ?? "no reason recorded"}): refund it at the provider.`,
        o.closedAt ?? o.createdAt,
      ),
    ),
    ...stuck.map((o) =>
      item(
        "wert-stuck",
        o,
        `Wert still shows the payment in progress ${Math.floor((now.getTime() - o.createdAt.getTime()) / HOUR_MS)} hours after the order opened: look at it in Wert's dashboard.`,
        o.createdAt,
      ),
    ),
    ...debts.map((o) =>
      item(
        "reversal-debt",
        o,
        `Reversed after the player spent the gems: ${o.debtGems} of ${o.gems} gems could not be taken back.`,
        o.refundedAt ?? o.createdAt,
      ),
    ),
  ];
  items.sort((a, b) => a.since.localeCompare(b.since) || a.orderId - b.orderId);
  return { items };
}

/** The order's own moments, oldest first. */
function timelineOf(o: PaymentOrder) {
  const events: { at: Date; event: "opened" | "paid" | "closed" | "refunded"; detail: string | null }[] = [
    { at: o.createdAt, event: "opened", detail: `${o.rail}: ${o.amount} ${o.currency} for ${o.gems} gems` },
  ];
  if (o.paidAt) events.push({ at: o.paidAt, event: "paid", detail: o.proof });
  if (o.closedAt) events.push({ at: o.closedAt, event: "closed", detail: o.failureReason });
  if (o.refundedAt)
    events.push({
      at: o.refundedAt,
      event: "refunded",
      detail: `by ${o.refundedBy ?? "unknown"}${o.debtGems > 0 ? `, ${o.debtGems} gems not recovered` : ""}`,
    });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return events.map((e) => ({ ...e, at: e.at.toISOString() }));
}

/** The order's full story: the order, its moments, what the player was told, its ledger and audit entries. */
export async function orderStory(deps: Deps, orderId: number) {
  const db = deps.db.orm;
  const order = await orderById(db, orderId);
  if (!order) throw notFound("PAYMENT_NOT_FOUND");
  const [told, entries, audited] = await Promise.all([
    orderNotifications(db, order),
    orderLedger(db, order),
    auditPage(db, { limit: 100, target: orderTarget(orderId) }),
  ]);
  return {
    order: orderDetail(order),
    timeline: timelineOf(order),
    notifications: told.map((n) => ({ ...n, createdAt: n.createdAt.toISOString(), sentAt: iso(n.sentAt) })),
    ledger: entries.map((e) => ({
      id: e.id,
      userId: e.userId,
      currency: e.currency,
      delta: e.delta,
      balanceAfter: e.balanceAfter,
      reason: e.reason,
      reference: e.reference,
      key: e.idempotencyKey,
      createdAt: e.createdAt.toISOString(),
    })),
    audit: audited.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

async function orderIn(tx: Tx, orderId: number): Promise<PaymentOrder> {
  const order = await orderById(tx, orderId);
  if (!order) throw notFound("PAYMENT_NOT_FOUND");
  return order;
}

/** An operator's action on an order: who, on which order, why (and a note), from where. */
export interface OrderAction {
  actor: ConsoleActor;
  orderId: number;
  reason: string;
  note?: string | undefined;
  address: string;
}

/** The action's audit entry, written in its transaction (outcome "done"). */
const record = (deps: Deps, tx: Tx, act: OrderAction, action: string, before: unknown, after: unknown) =>
  audit(
    deps,
    {
      actorUserId: act.actor.user.id,
      actorRole: act.actor.role,
      action,
      target: orderTarget(act.orderId),
      before,
      after,
      reason: act.reason,
      outcome: "done",
      address: act.address,
    },
    tx,
  );

/**
 * Support refunded the order by hand in the provider's dashboard: the order becomes `refunded` (so it
 * leaves the queue, and a payment still on its way credits nothing), audited in the same transaction.
 * Moves no gems. Only a mismatched payment's order or a pending one: 409 otherwise, and 409
 * CONSOLE_ORDER_ALREADY_REFUNDED the second time.
 */
export async function markRefunded(deps: Deps, act: OrderAction) {
  return deps.db.write(async (tx) => {
    const order = await orderIn(tx, act.orderId);
    if (order.status === "refunded") throw conflict("CONSOLE_ORDER_ALREADY_REFUNDED");
    if (!(await markRefundedByHand(tx, act.orderId, refundedBy(act.actor), nowOf(deps))))
      throw conflict(
        "CONSOLE_ORDER_NOT_REFUNDABLE",
        order.status === "paid"
          ? "This order was credited: reverse its gems instead."
          : `This order is ${order.status}: nothing was paid for it to refund.`,
      );
    const after = await orderIn(tx, act.orderId);
    await record(
      deps,
      tx,
      act,
      "payment.mark-refunded",
      { status: order.status },
      { status: after.status, refundedBy: after.refundedBy, note: act.note ?? null },
    );
    return { order: orderDetail(after) };
  });
}

/**
 * `db` whose writes join `tx`: a payments-domain function that opens its own write transaction runs
 * inside the caller's instead, so the action and its audit entry commit (or roll back) together.
 */
const joining = (db: Db, tx: Tx): Db => ({ ...db, write: (fn) => fn(tx) });

/**
 * An admin reverses a credited order's gems, once, through db/src/payments/reverse.ts (the ledger,
 * key `refund:<rail>:<proof>`): never below zero, the gems already spent recorded as the order's debt
 * (which puts it in the attention queue). Audited in the same transaction. An order refunded already
 * answers `applied: false` and changes nothing; one that was never credited is 409.
 */
export async function reverseCredit(deps: Deps, act: OrderAction) {
  return deps.db.write(async (tx) => {
    const order = await orderIn(tx, act.orderId);
    const balanceOf = async () => (await findUserById(tx, order.userId))?.gems ?? 0;
    if (order.status === "refunded") {
      const balance = await balanceOf();
      return { applied: false, gemsTaken: 0, debtGems: order.debtGems, balance, order: orderDetail(order) };
    }
    if (order.status !== "paid" || !order.proof) throw conflict("CONSOLE_ORDER_NOT_CREDITED");
    const before = await balanceOf();
    const outcome = await reverseOrder(joining(deps.db, tx), {
      rail: order.rail,
      proof: order.proof,
      refundedBy: refundedBy(act.actor),
      shortfall: "record_debt",
    });
    // Read paid in this very transaction, so the reversal finds it paid; anything else is a bug.
    if (outcome.status !== "refunded")
      throw new Error(`console reversal of order ${act.orderId}: ${outcome.status}`);
    const balance = await balanceOf();
    const after = await orderIn(tx, act.orderId);
    const { gems: gemsTaken, debtGems } = outcome;
    await record(
      deps,
      tx,
      act,
      "payment.reverse",
      { status: order.status, gems: before },
      { status: after.status, gems: balance, gemsTaken, debtGems },
    );
    return { applied: true, gemsTaken, debtGems, balance, order: orderDetail(after) };
  });
}

/**
 * An operator resolved the debt a reversal left (collected another way, or written off): recorded in
 * the audit log, which takes the order out of the attention queue. Moves no gems. 409 when the order
 * has no debt, or its debt is resolved already.
 */
export async function resolveDebt(deps: Deps, act: OrderAction) {
  return deps.db.write(async (tx) => {
    const order = await orderIn(tx, act.orderId);
    if (order.status !== "refunded" || order.debtGems <= 0) throw conflict("CONSOLE_ORDER_NO_DEBT");
    if (await isDebtResolved(tx, act.orderId)) throw conflict("CONSOLE_DEBT_ALREADY_RESOLVED");
    const { debtGems } = order;
    await record(
      deps,
      tx,
      act,
      DEBT_RESOLVED_ACTION,
      { debtGems, resolved: false },
      { debtGems, resolved: true, note: act.note ?? null },
    );
    return { order: orderDetail(order) };
  });
}

import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { PaymentRail } from "../enums/payments.ts";
import { LedgerError, ledger } from "../ledger.ts";
import { reportPayment } from "../observe.ts";
import { paymentOrders } from "../schema/payments.ts";
import { users } from "../schema/users.ts";

/** The ledger's idempotency key of an order's reversal. */
export const reversalKey = (rail: PaymentRail, proof: string) => `refund:${rail}:${proof}`;

export type ReversalOutcome =
  | { status: "refunded"; orderId: number; userId: number; gems: number; debtGems: number }
  | { status: "not_found" }
  | { status: "already_refunded"; orderId: number }
  | { status: "spent"; orderId: number; gems: number }
  | { status: "refused"; orderId: number; reason: string };

export interface ReversalInput {
  rail: PaymentRail;
  /** The payment's proof (a charge id, a session). */
  proof: string;
  /** Who refunds: a community manager's Telegram id, or the rail itself (`stripe`). */
  refundedBy: string;
  /**
   * When the player has spent some of the gems: `refuse` takes nothing and refunds nothing (a
   * manager's refund that has not happened yet); `record_debt` takes what is left and records the
   * rest as the order's debt (the money already went back at the rail).
   */
  shortfall: "refuse" | "record_debt";
  /**
   * The rail's own refund, run inside the transaction after the debit: null when the money went back,
   * else the rail's reason for refusing (then nothing is debited).
   */
  atRail?: ((order: { userId: number; proof: string }) => Promise<string | null>) | undefined;
}

class RailRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Takes a paid order's gems back, once, in ONE write transaction that commits only after the rail
 * (when it has a step) said yes: the order becomes `refunded`, the gems are debited through the
 * ledger (key `refund:<rail>:<proof>`), a balance never going below zero. An order that failed
 * (nothing was credited) is refunded without a debit.
 */
export async function reverseOrder(db: Db, input: ReversalInput): Promise<ReversalOutcome> {
  const outcome = await reverseOnce(db, input);
  reportPayment(input.rail, outcome);
  return outcome;
}

async function reverseOnce(db: Db, input: ReversalInput): Promise<ReversalOutcome> {
  const { rail, proof } = input;
  let orderId = 0;
  let gems = 0;
  try {
    return await db.write(async (tx) => {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.rail, rail), eq(paymentOrders.proof, proof)))
        .limit(1);
      if (!order) return { status: "not_found" } as const;
      orderId = order.id;
      gems = order.gems;
      if (order.status === "refunded") return { status: "already_refunded", orderId } as const;
      if (order.status !== "paid" && order.status !== "failed") return { status: "not_found" } as const;
      let taken = 0;
      if (order.status === "paid") {
        taken = order.gems;
        if (input.shortfall === "record_debt") {
          const [holder] = await tx
            .select({ gems: users.gems })
            .from(users)
            .where(eq(users.id, order.userId));
          // Stryker disable next-line OptionalChaining: the order's player always exists (payment_orders.user_id references users, foreign keys on, accounts only soft-deleted)
          taken = Math.min(order.gems, holder?.gems ?? 0);
        }
        if (taken > 0)
          await ledger.apply(tx, {
            key: reversalKey(rail, proof),
            reason: `${rail}-refund`,
            reference: `payment_order:${order.id}`,
            changes: [{ userId: order.userId, currency: "gems", delta: -taken }],
          });
      }
      const debtGems = order.status === "paid" ? order.gems - taken : 0;
      await tx
        .update(paymentOrders)
        .set({ status: "refunded", refundedAt: new Date(), refundedBy: input.refundedBy, debtGems })
        .where(eq(paymentOrders.id, order.id));
      const refusal = input.atRail ? await input.atRail({ userId: order.userId, proof }) : null;
      if (refusal !== null) throw new RailRefused(refusal);
      return { status: "refunded", orderId, userId: order.userId, gems: taken, debtGems } as const;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS")
      return { status: "spent", orderId, gems };
    if (error instanceof RailRefused) return { status: "refused", orderId, reason: error.reason };
    throw error;
  }
}

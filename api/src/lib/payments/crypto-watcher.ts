import { creditOrder } from "@jadeverse/db/payments/credit";
import { closeOrder, openOrdersOf, type PaymentOrder } from "@jadeverse/db/payments/orders";
import type { Deps } from "../../context.ts";
import { serializeError } from "../logger.ts";

/** docs/product/economy.md §8: what the player reads when nothing (good) arrived in time. */
export const TIMEOUT_REASON = "Payment confirmation timeout (10 minutes)";

export interface WatchResult {
  checked: number;
  credited: number;
  failed: number;
  expired: number;
}

/** A chain's answer about an order's transaction. */
export type ChainVerdict =
  | { status: "confirmed"; received: bigint }
  | { status: "waiting" }
  | { status: "refused"; reason: string };

/** How one crypto rail reads its chain: the watch loop is the same for all of them. */
export interface CryptoRailWatch {
  rail: "evm" | "solana";
  /** The order's transaction, judged on the chain; null when this order cannot be checked here. */
  verify(order: PaymentOrder & { providerRef: string }): Promise<ChainVerdict | null>;
  /** The payment's proof, unique across every rail (a transaction is one payment, ever). */
  proof(order: PaymentOrder & { providerRef: string }): string;
}

/**
 * A crypto payments watcher (a job, restart-safe: everything it knows is in `payment_orders`). For
 * each open order of the rail with a transaction named, it asks the chain itself: a confirmed transfer
 * credits the order once (a crash between the check and the credit only repeats the check next run),
 * a refused one fails it, and an order with nothing confirmed 10 minutes after it was initialised
 * expires. Each outcome reaches the buyer on the rail's socket namespace (any instance).
 */
export async function watchCryptoOrders(
  deps: Deps,
  watch: CryptoRailWatch,
  now = new Date(),
  limit = 200,
): Promise<WatchResult> {
  const result: WatchResult = { checked: 0, credited: 0, failed: 0, expired: 0 };
  const log = deps.logger.child({ component: `${watch.rail}-payments` });
  const tell = deps.realtime?.paymentSettled?.bind(deps.realtime);
  const fail = (order: PaymentOrder, reason: string) =>
    tell?.(order.userId, watch.rail, { type: "payment:failed", transferId: order.reference, reason });
  for (const order of await openOrdersOf(deps.db, watch.rail, limit)) {
    result.checked++;
    const overdue = order.expiresAt !== null && order.expiresAt.getTime() <= now.getTime();
    if (order.providerRef) {
      const named = order as PaymentOrder & { providerRef: string };
      let verdict: ChainVerdict | null;
      try {
        verdict = await watch.verify(named);
      } catch (error) {
        // The RPC did not answer: ask again next run (the order's clock still runs).
        log.warn("chain not reachable, retrying", { orderId: order.id, error: serializeError(error) });
        continue;
      }
      if (verdict?.status === "confirmed") {
        const outcome = await creditOrder(
          deps.db,
          watch.rail,
          { orderId: order.id },
          { proof: watch.proof(named), currency: order.currency, amount: verdict.received },
          { atLeast: true },
        );
        log.info("payment verified", { orderId: order.id, tx: order.providerRef, ...outcome });
        if (outcome.status === "credited") {
          result.credited++;
          tell?.(order.userId, watch.rail, {
            type: "payment:success",
            transferId: order.reference,
            gemsAmount: order.gems,
          });
        } else if (outcome.status === "mismatch") {
          // Short (the credit failed the order), or its transaction already paid another order
          // (closed here): either way the order is closed now, so the buyer is told once.
          await closeOrder(deps.db, order.id, "failed", outcome.reason, now);
          result.failed++;
          fail(order, outcome.reason);
        }
        continue;
      }
      if (verdict?.status === "refused") {
        if (await closeOrder(deps.db, order.id, "failed", verdict.reason, now)) {
          result.failed++;
          log.warn("payment refused", { orderId: order.id, tx: order.providerRef, reason: verdict.reason });
          fail(order, verdict.reason);
        }
        continue;
      }
    }
    if (overdue && (await closeOrder(deps.db, order.id, "expired", TIMEOUT_REASON, now))) {
      result.expired++;
      fail(order, TIMEOUT_REASON);
    }
  }
  return result;
}

import { creditOrder } from "@jadeverse/db/payments/credit";
import { closeOrder, openOrdersOf } from "@jadeverse/db/payments/orders";
import { type Address, getAddress, type Hash } from "viem";
import type { Deps } from "../../../context.ts";
import { serializeError } from "../../logger.ts";
import { evmRail } from "./config.ts";
import { verifyEvmTransfer } from "./verify-transfer.ts";

/** Spec 001 §8: what the player reads when nothing (good) arrived in time. */
export const TIMEOUT_REASON = "Payment confirmation timeout (10 minutes)";

export interface WatchResult {
  checked: number;
  credited: number;
  failed: number;
  expired: number;
}

/**
 * The EVM payments watcher (a job, restart-safe: everything it knows is in `payment_orders`). For
 * each open order with a transaction named, it asks the chain itself: a confirmed transfer credits
 * the order once (a crash between the check and the credit only repeats the check next run), a
 * refused one fails it, and an order with nothing confirmed 10 minutes after it was initialised
 * expires. Each outcome reaches the buyer on the `/crypto` socket (any instance).
 */
export async function watchEvmPayments(deps: Deps, now = new Date(), limit = 200): Promise<WatchResult> {
  const result: WatchResult = { checked: 0, credited: 0, failed: 0, expired: 0 };
  const rail = evmRail(deps.env);
  if (!rail) return result;
  const log = deps.logger.child({ component: "evm-payments" });
  const tell = deps.realtime?.paymentSettled?.bind(deps.realtime);
  for (const order of await openOrdersOf(deps.db, "evm", limit)) {
    result.checked++;
    const overdue = order.expiresAt !== null && order.expiresAt.getTime() <= now.getTime();
    const chain = rail.chains.get(Number(order.chain));
    if (order.providerRef && chain && order.payer) {
      let verdict: Awaited<ReturnType<typeof verifyEvmTransfer>>;
      try {
        verdict = await verifyEvmTransfer(chain.client, order.providerRef as Hash, {
          chainId: chain.chainId,
          from: getAddress(order.payer),
          to: rail.platformWallet,
          token: order.token ? (getAddress(order.token) as Address) : null,
          amount: BigInt(order.amount),
          confirmations: chain.confirmations,
        });
      } catch (error) {
        // The RPC did not answer: ask again next run (the order's clock still runs).
        log.warn("evm: chain not reachable, retrying", { orderId: order.id, error: serializeError(error) });
        continue;
      }
      if (verdict.status === "confirmed") {
        const outcome = await creditOrder(
          deps.db,
          "evm",
          { orderId: order.id },
          { proof: order.providerRef.toLowerCase(), currency: order.currency, amount: verdict.received },
          { atLeast: true },
        );
        log.info("evm: payment verified", { orderId: order.id, tx: order.providerRef, ...outcome });
        if (outcome.status === "credited") {
          result.credited++;
          tell?.(order.userId, "evm", {
            type: "payment:success",
            transferId: order.reference,
            gemsAmount: order.gems,
          });
          continue;
        }
        if (outcome.status !== "mismatch") continue;
        result.failed++;
        tell?.(order.userId, "evm", {
          type: "payment:failed",
          transferId: order.reference,
          reason: outcome.reason,
        });
        continue;
      }
      if (verdict.status === "refused") {
        if (await closeOrder(deps.db, order.id, "failed", verdict.reason, now)) {
          result.failed++;
          log.warn("evm: payment refused", {
            orderId: order.id,
            tx: order.providerRef,
            reason: verdict.reason,
          });
          tell?.(order.userId, "evm", {
            type: "payment:failed",
            transferId: order.reference,
            reason: verdict.reason,
          });
        }
        continue;
      }
    }
    if (overdue && (await closeOrder(deps.db, order.id, "expired", TIMEOUT_REASON, now))) {
      result.expired++;
      tell?.(order.userId, "evm", {
        type: "payment:failed",
        transferId: order.reference,
        reason: TIMEOUT_REASON,
      });
    }
  }
  return result;
}

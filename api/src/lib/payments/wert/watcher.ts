import { openOrdersOf, type PaymentOrder } from "@jadeverse/db/payments/orders";
import type { Deps } from "../../../context.ts";
import { serializeError } from "../../logger.ts";
import { wertRail } from "./config.ts";
import { settleWertOrders, type WertCheckResult } from "./verify.ts";

/**
 * The Wert payments watcher (the `wert-payments` job, restart-safe: everything it knows is in
 * `payment_orders`): every open Wert order is checked against Wert's Data API each run, so a payment
 * whose webhook never came (Wert retries for hours, or gives up) is still credited: the
 * reconciliation Wert's docs ask for.
 */
export async function watchWertPayments(
  deps: Deps,
  now = new Date(),
  limit = 200,
): Promise<WertCheckResult | null> {
  const rail = wertRail(deps.env);
  if (!rail) return null;
  const log = deps.logger.child({ component: "wert-payments" });
  return settleWertOrders(deps, rail, await openOrdersOf(deps.db, "wert", limit), log, now);
}

/**
 * Orders with a check under way in this process (one Data API call per order at a time), each with
 * whether another hint came while it ran: then the order is checked once more when it ends, since that
 * hint may report what the running check asked Wert too early to see (`payment_started`, then
 * `order_complete` while the first check was still waiting on Wert).
 */
const checking = new Map<number, boolean>();

/**
 * A webhook's hint, worked after the answer went back (Wert wants a 2xx within 5 seconds and the
 * Data API may be slower): checks the open order it named now instead of at the next run. Only a
 * hint for an open Wert order of ours gets here, so guessing transfer ids makes no calls to Wert.
 */
export async function checkWertOrderSoon(deps: Deps, order: PaymentOrder): Promise<void> {
  const rail = wertRail(deps.env);
  if (!rail) return;
  if (checking.has(order.id)) {
    checking.set(order.id, true);
    return;
  }
  const log = deps.logger.child({ component: "wert-payments" });
  try {
    do {
      checking.set(order.id, false);
      await settleWertOrders(deps, rail, [order], log);
    } while (checking.get(order.id));
  } catch (error) {
    log.warn("wert: check failed, the watcher retries", { orderId: order.id, error: serializeError(error) });
  } finally {
    checking.delete(order.id);
  }
}

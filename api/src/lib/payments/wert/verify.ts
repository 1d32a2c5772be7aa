import { creditOrder } from "@jadeverse/db/payments/credit";
import { closeOrder, type PaymentOrder } from "@jadeverse/db/payments/orders";
import type { Deps } from "../../../context.ts";
import type { Logger } from "../../logger.ts";
import { WERT_CURRENCY } from "./checkout.ts";
import type { WertRail } from "./config.ts";
import {
  ORDERS_PER_REQUEST,
  ordersByClickId,
  WERT_FAILED_STATUSES,
  WERT_SUCCESS,
  type WertOrder,
} from "./partner-api.ts";

/** What the player reads when a Wert order ends with nothing paid (docs/product/economy.md §8 style). */
export const WERT_EXPIRED_REASON = "Card payment was not completed in time";

/**
 * The longest an order Wert still reports in progress stays open; past it an operator looks (logged as
 * an error): Wert's own retries end within a day.
 */
export const WERT_HARD_LIMIT_MS = 72 * 60 * 60 * 1000;

export interface WertCheckResult {
  checked: number;
  credited: number;
  expired: number;
}

/** Dollars as Wert reports them, in cents (exact for two decimals; a float's noise is rounded off). */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Settles these open Wert orders from Wert's own records (the Data API, authenticated with our key):
 * a Wert order filed under the order's transfer id with status `success`, in dollars, for at least
 * the pack's price, credits it once (proof `wert:<Wert order id>`: one Wert order pays one of ours,
 * ever); a payment that does not match fails the order for an operator to refund. An order past its
 * time expires only when Wert has no payment in progress for it. Nothing here believes a webhook:
 * webhooks are unsigned (docs.wert.io/docs/webhooks), so they only ask for this check sooner.
 */
export async function settleWertOrders(
  deps: Deps,
  rail: WertRail,
  orders: readonly PaymentOrder[],
  log: Logger,
  now = new Date(),
): Promise<WertCheckResult> {
  const result: WertCheckResult = { checked: 0, credited: 0, expired: 0 };
  // Stryker disable next-line EqualityOperator: one more pass past the end has an empty batch, which
  // asks Wert nothing (ordersByClickId answers [] for no ids) and checks no order.
  for (let i = 0; i < orders.length; i += ORDERS_PER_REQUEST) {
    const batch = orders.slice(i, i + ORDERS_PER_REQUEST);
    // Wert unreachable: throws, and the next run asks again (the orders' clocks still run).
    const known = await ordersByClickId(
      rail,
      batch.map((order) => order.reference),
    );
    for (const order of batch) {
      result.checked++;
      const mine = known.filter((wert) => wert.click_id === order.reference);
      const paid = mine.find((wert) => wert.status === WERT_SUCCESS);
      if (paid) {
        if (await credit(deps, order, paid, log)) result.credited++;
        continue;
      }
      if (await expireIfOverdue(deps, order, mine, log, now)) result.expired++;
    }
  }
  return result;
}

async function credit(deps: Deps, order: PaymentOrder, paid: WertOrder, log: Logger): Promise<boolean> {
  const outcome = await creditOrder(
    deps.db,
    "wert",
    { orderId: order.id },
    {
      proof: `wert:${paid.order_id}`,
      currency: paid.currency.toLowerCase() === WERT_CURRENCY ? WERT_CURRENCY : paid.currency,
      amount: cents(paid.currency_amount),
      providerRef: paid.order_id,
    },
    // The player may pay Wert's fees on top of the pack's price; never less than the price.
    { atLeast: true },
  );
  const fields = { orderId: order.id, wertOrder: paid.order_id, ...outcome };
  if (outcome.status === "credited") log.info("wert: payment credited", fields);
  else if (outcome.status === "mismatch")
    log.error("wert: payment does not match its order, refund it", fields);
  return outcome.status === "credited";
}

async function expireIfOverdue(
  deps: Deps,
  order: PaymentOrder,
  mine: WertOrder[],
  log: Logger,
  now: Date,
): Promise<boolean> {
  if (!order.expiresAt || order.expiresAt.getTime() > now.getTime()) return false;
  const inProgress = mine.filter((wert) => !WERT_FAILED_STATUSES.has(wert.status));
  if (inProgress.length > 0) {
    if (now.getTime() - order.createdAt.getTime() > WERT_HARD_LIMIT_MS)
      log.error("wert: payment still in progress after 72 hours, look at it", {
        orderId: order.id,
        wertOrders: inProgress.map((wert) => `${wert.order_id}:${wert.status}`),
      });
    return false;
  }
  const closed = await closeOrder(deps.db, order.id, "expired", WERT_EXPIRED_REASON, now);
  if (closed) log.info("wert: order expired unpaid", { orderId: order.id, wertOrders: mine.length });
  return closed;
}

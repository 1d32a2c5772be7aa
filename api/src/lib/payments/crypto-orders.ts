import type { Db } from "@jadeverse/db/client";
import { claimProviderRef, closeOrder, findOrder, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { conflict, notFound } from "../errors.ts";

type CryptoRail = "evm" | "solana";

/** The player's own open order of a crypto rail, named by its transfer id. */
async function ownOpenOrder(
  db: Db,
  rail: CryptoRail,
  userId: number,
  transferId: string,
): Promise<PaymentOrder> {
  const order = await findOrder(db, { reference: transferId });
  if (!order || order.userId !== userId || order.rail !== rail) throw notFound("PAYMENT_NOT_FOUND");
  if (order.status !== "created" && order.status !== "pending") throw conflict("PAYMENT_NOT_OPEN");
  return order;
}

/**
 * The wallet sent the transfer: its transaction (a hash, a signature) is the order's to watch, a hint
 * the rail's watcher verifies on the chain itself, never a proof. A transaction that already paid an
 * order is refused (one transaction pays one order, ever); one another open order names is not: the
 * watcher pays only the order whose proven payer sent it, so naming someone else's transaction first
 * cannot keep its owner from being credited.
 */
export async function nameOrderTransaction(
  db: Db,
  rail: CryptoRail,
  userId: number,
  transferId: string,
  transaction: string,
): Promise<void> {
  const order = await ownOpenOrder(db, rail, userId, transferId);
  if (order.providerRef === transaction) return;
  if (order.providerRef) throw conflict("PAYMENT_IN_PROGRESS");
  if (await findOrder(db, { proof: transaction })) throw conflict("TRANSACTION_ALREADY_USED");
  if (await claimProviderRef(db, order.id, transaction)) return;
  // Another request named a transaction, or the order closed, in between.
  const now = await findOrder(db, { reference: transferId });
  // Stryker disable next-line OptionalChaining: a crypto order is never deleted (only a Stripe, Wert or Stars order whose checkout was never made is), so it is still found
  if (now?.providerRef === transaction) return;
  // Stryker disable next-line OptionalChaining: as above
  throw conflict(now?.providerRef ? "PAYMENT_IN_PROGRESS" : "PAYMENT_NOT_OPEN");
}

/** The player gave up before sending anything (docs/product/economy.md §4: cancelled on any error after initialisation). */
export async function cancelCryptoOrder(
  db: Db,
  rail: CryptoRail,
  userId: number,
  transferId: string,
): Promise<void> {
  const order = await ownOpenOrder(db, rail, userId, transferId);
  if (order.providerRef) throw conflict("PAYMENT_IN_PROGRESS");
  await closeOrder(db, order.id, "cancelled", "cancelled by the player");
}

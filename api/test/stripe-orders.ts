import type { Db } from "@jadeverse/db/client";
import { ledger } from "@jadeverse/db/ledger";
import { openOrder } from "@jadeverse/db/payments/orders";
import { type GemPack, packForSale } from "@jadeverse/db/payments/packs";
import { paymentOrders } from "@jadeverse/db/schema";
import { beforeAll } from "vitest";
import { createLogger, type Logger } from "../src/lib/logger.ts";
import { type HandledStripeEvent, parseStripeEvent } from "../src/lib/payments/stripe-events.ts";
import { gemsOf as gemsIn, newPlayer as newPlayerIn, orderById, useCatalogDb } from "./payments-db.ts";

// What the Stripe webhook's unit suites share: a migrated database with the catalog, fresh players,
// orders opened on a rail at pack 1 (400 gems for $1.99), exact reads, and a logger whose lines the
// test reads back. `useStripeOrders()` opens it for the calling suite; the bindings are live.
export let db: Db;
export let pack: GemPack;

export function useStripeOrders(): void {
  const database = useCatalogDb("stripe-orders");
  beforeAll(async () => {
    db = database();
    pack = (await packForSale(db, 1))!;
  });
}

/** A fresh player with no gems. */
export const newPlayer = () => newPlayerIn(db);

/** Opens an order for a fresh player: Stripe's in cents of usd, or another rail's. */
export async function newOrder(rail: "stripe" | "evm" = "stripe") {
  const userId = await newPlayer();
  const order =
    rail === "stripe"
      ? await openOrder(db, { userId, pack, rail, currency: "usd", amount: pack.priceCents })
      : await openOrder(db, { userId, pack, rail, currency: "USDC", amount: 1_990_000n });
  return { userId, order };
}

export const gemsOf = (userId: number) => gemsIn(db, userId);
export const orderRow = (orderId: number) => orderById(db, orderId);
export const allOrders = () => db.orm.select().from(paymentOrders).orderBy(paymentOrders.id);

/** The player spends `gems` (a store purchase), as the ledger records it. */
export const spend = (userId: number, gems: number) =>
  ledger.run(db, {
    key: `test:spend:${userId}:${gems}`,
    reason: "store-purchase",
    changes: [{ userId, currency: "gems", delta: -gems }],
  });

/** A logger at debug level whose lines are kept (without their time) for the test to read. */
export function recordingLogger(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => {
    const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
    lines.push(rest);
  });
  return { log, lines };
}

let events = 0;
/** A verified event of `type` about `object`, read as the webhook reads it. */
export function stripeEvent(type: string, object: unknown): HandledStripeEvent {
  const parsed = parseStripeEvent({ id: `evt_test_${++events}`, object: "event", type, data: { object } });
  if (parsed.kind !== "handled") throw new Error(`not a handled event: ${JSON.stringify(parsed)}`);
  return parsed.event;
}

/** A Checkout Session for `order` as Stripe sends it once paid ($1.99 in usd), with `changes`. */
export const session = (order: { id: number; reference: string }, changes: Record<string, unknown> = {}) => ({
  id: `cs_test_${order.id}`,
  object: "checkout.session",
  client_reference_id: order.reference,
  amount_total: 199,
  currency: "usd",
  status: "complete",
  payment_status: "paid",
  payment_intent: `pi_test_${order.id}`,
  ...changes,
});

/** A Charge of $1.99 on `paymentIntent`, refunded in full unless `changes` say otherwise. */
export const charge = (paymentIntent: unknown, changes: Record<string, unknown> = {}) => ({
  id: `ch_test_${String(typeof paymentIntent === "string" ? paymentIntent : "none").slice(-10)}`,
  object: "charge",
  amount: 199,
  amount_refunded: 199,
  refunded: true,
  currency: "usd",
  paid: true,
  payment_intent: paymentIntent,
  ...changes,
});

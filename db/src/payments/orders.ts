import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import type { PaymentRail, PaymentStatus } from "../enums/payments.ts";
import { reportPayment } from "../observe.ts";
import { paymentOrders } from "../schema/payments.ts";
import type { GemPack } from "./packs.ts";

export type PaymentOrder = typeof paymentOrders.$inferSelect;

/** Random bytes of an order's reference (24 bytes → 32 base64url characters; fits a Stars payload). */
const REFERENCE_BYTES = 24;

/** A fresh, unguessable order reference. */
export const newReference = () => randomBytes(REFERENCE_BYTES).toString("base64url");

/** States an order can still be paid from. */
export const OPEN_STATUSES = ["created", "pending"] as const satisfies readonly PaymentStatus[];

export interface OpenOrderInput {
  userId: number;
  pack: GemPack;
  rail: PaymentRail;
  /** The currency the rail delivers (`XTR`, `usd`, `ETH`, `USDC`, `SOL`…). */
  currency: string;
  /** What it must deliver, in the currency's smallest unit. */
  amount: bigint | number;
  payer?: string | undefined;
  chain?: string | undefined;
  token?: string | undefined;
  expiresAt?: Date | undefined;
  /** Crypto rails: the chain's head (block number or slot) as the order opens. */
  openedAtBlock?: bigint | undefined;
}

/**
 * Opens an order at the pack's current gems and price, with a fresh reference. `guard` runs first in
 * the same write transaction (spending the nonce a wallet signed): if it throws, no order is opened.
 */
export async function openOrder(
  db: Db,
  input: OpenOrderInput,
  guard?: (tx: Tx) => Promise<void>,
): Promise<PaymentOrder> {
  const [order] = await db.write(async (tx) => {
    await guard?.(tx);
    return tx
      .insert(paymentOrders)
      .values({
        userId: input.userId,
        packId: input.pack.id,
        rail: input.rail,
        gems: input.pack.gems,
        priceCents: input.pack.priceCents,
        currency: input.currency,
        amount: String(input.amount),
        reference: newReference(),
        payer: input.payer ?? null,
        chain: input.chain ?? null,
        token: input.token ?? null,
        expiresAt: input.expiresAt ?? null,
        openedAtBlock: input.openedAtBlock === undefined ? null : String(input.openedAtBlock),
      })
      .returning();
  });
  // An insert of one row returns that row, or throws: RETURNING never comes back empty.
  return order!;
}

/** Records the rail's own object for an order (Stripe's Checkout Session id). */
export async function setProviderRef(db: Db, orderId: number, providerRef: string): Promise<void> {
  await db.write((tx) => tx.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, orderId)));
}

/**
 * Names the rail's object of an open order that has none yet (a transaction the player's wallet sent)
 * and marks it `pending`, in one conditional update: false when the order already names one or is
 * closed. Other orders may name the same transaction: only the payment's `proof` is unique.
 */
export async function claimProviderRef(db: Db, orderId: number, providerRef: string): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(paymentOrders)
      .set({ providerRef, status: "pending" })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          isNull(paymentOrders.providerRef),
          inArray(paymentOrders.status, OPEN_STATUSES),
        ),
      )
      .returning({ id: paymentOrders.id }),
  );
  return rows.length > 0;
}

/** Drops an order no payment can ever reach (its link or session was never made); a paid one stays. */
export async function discardOrder(db: Db, orderId: number): Promise<void> {
  await db.write((tx) =>
    tx.delete(paymentOrders).where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "created"))),
  );
}

/** One of the player's own orders (undefined for anyone else's). */
export async function findOwnOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<PaymentOrder | undefined> {
  const [row] = await db.orm
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  return row;
}

/** The order a rail's report names: by our reference, the rail's object, or the payment's proof. */
export async function findOrder(
  db: Db,
  by: { reference: string } | { providerRef: string } | { proof: string },
): Promise<PaymentOrder | undefined> {
  const where =
    "reference" in by
      ? eq(paymentOrders.reference, by.reference)
      : "providerRef" in by
        ? eq(paymentOrders.providerRef, by.providerRef)
        : eq(paymentOrders.proof, by.proof);
  const [row] = await db.orm.select().from(paymentOrders).where(where).limit(1);
  return row;
}

/**
 * Moves an open order to `pending` (the rail reported a payment on its way). False when it was not
 * open any more (paid, failed, cancelled or expired meanwhile).
 */
export async function markPending(db: Db, orderId: number): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(paymentOrders)
      .set({ status: "pending" })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "created")))
      .returning({ id: paymentOrders.id }),
  );
  return rows.length > 0;
}

/**
 * Closes an open order without paying it: the rail said no (`failed`), the player gave up
 * (`cancelled`) or nothing came in time (`expired`). False when it was not open any more.
 */
export async function closeOrder(
  db: Db,
  orderId: number,
  status: "failed" | "cancelled" | "expired",
  reason: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(paymentOrders)
      .set({ status, failureReason: reason.slice(0, 500), closedAt: now })
      .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, OPEN_STATUSES)))
      .returning({ rail: paymentOrders.rail }),
  );
  for (const row of rows) reportPayment(row.rail, { status: "closed", as: status });
  return rows.length > 0;
}

/** A rail's open orders (created or pending), oldest first: a watcher's work list. */
export async function openOrdersOf(db: Db, rail: PaymentRail, limit = 200): Promise<PaymentOrder[]> {
  return db.orm
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.rail, rail), inArray(paymentOrders.status, OPEN_STATUSES)))
    .orderBy(paymentOrders.id)
    .limit(limit);
}

/** Open orders of a rail whose time ran out by `now`: the watcher's list to expire (oldest first). */
export async function overdueOrders(
  db: Db,
  rail: PaymentRail,
  now: Date,
  limit = 100,
): Promise<PaymentOrder[]> {
  return db.orm
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, OPEN_STATUSES),
        eq(paymentOrders.rail, rail),
        lte(paymentOrders.expiresAt, now),
      ),
    )
    .orderBy(paymentOrders.expiresAt)
    .limit(limit);
}

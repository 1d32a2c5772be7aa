import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PAYMENT_RAILS, PAYMENT_STATUSES } from "../enums/payments.ts";
import { gemPacks } from "./catalog.ts";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

export { PAYMENT_RAILS, PAYMENT_STATUSES, type PaymentRail, type PaymentStatus } from "../enums/payments.ts";

/**
 * One purchase of a gem pack on any rail (the payments domain, db/src/payments). The row is opened
 * before the player pays, at the pack's price then; the rail's verified report credits it once.
 *
 * - `reference`: our random handle the rail carries back (Stars' invoice payload, Stripe's
 *   `client_reference_id`, the crypto and Wert transfer id).
 * - `provider_ref`: the rail's own object (Stripe's Checkout Session id, Wert's order id).
 * - `proof`: what paid it (Telegram's charge id, Stripe's session, a transaction hash or signature);
 *   unique across every rail, so one payment pays one order, ever.
 * - `amount`: what the rail must deliver, in its currency's smallest unit as a decimal string
 *   (Stars, cents, wei, lamports, token base units).
 * - `debt_gems`: gems a refund could not take back because they were spent (the balance never goes
 *   below zero; the shortfall is recorded here).
 */
export const paymentOrders = sqliteTable(
  "payment_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    packId: integer("pack_id")
      .notNull()
      .references(() => gemPacks.id),
    rail: text("rail", { enum: PAYMENT_RAILS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    gems: integer("gems").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull(),
    amount: text("amount").notNull(),
    reference: text("reference").notNull().unique(),
    /**
     * The rail's object for the order: a Checkout Session, or the transaction a player names for a
     * crypto order. Not unique: a named transaction is only a hint the watcher verifies, so a player
     * naming someone else's transaction must not keep its owner from naming it (the `proof` of what
     * paid is unique: one payment pays one order, ever).
     */
    providerRef: text("provider_ref"),
    proof: text("proof").unique(),
    payer: text("payer"),
    chain: text("chain"),
    token: text("token"),
    expiresAt: timestamp("expires_at"),
    /**
     * Crypto rails: the chain's head when the order was opened (an EVM block number, a Solana slot). A
     * transaction included at or before it was sent before the order existed and never pays it.
     */
    openedAtBlock: text("opened_at_block"),
    failureReason: text("failure_reason"),
    debtGems: integer("debt_gems").notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at"),
    closedAt: timestamp("closed_at"),
    refundedAt: timestamp("refunded_at"),
    /** Who refunded it: a community manager's Telegram id, or the rail (`stripe`). */
    refundedBy: text("refunded_by"),
  },
  (t) => [
    index("payment_orders_user_idx").on(t.userId, t.id),
    index("payment_orders_open_idx").on(t.status, t.rail, t.expiresAt),
    index("payment_orders_provider_ref_idx").on(t.providerRef),
  ],
);

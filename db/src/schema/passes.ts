import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PASS_RAILS, PASS_STATUSES } from "../enums/passes.ts";
import { seasonPasses } from "./catalog.ts";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

export { PASS_RAILS, PASS_STATUSES, type PassRail, type PassStatus } from "../enums/passes.ts";

/**
 * A player's season pass subscription on one rail (docs/passes.md). Opened `pending` when the player
 * asks for the invoice or the checkout; the rail's first verified charge makes it `active`; it stays
 * active until `paid_until` (each charge adds one period) and renews while `renews` holds. A higher
 * pass bought over it makes it `replaced`; the rail ending it makes it `ended`.
 *
 * - `reference`: our random handle the rail carries back (the Stars invoice payload, Stripe's
 *   `client_reference_id` and the subscription's metadata).
 * - `provider_ref`: the rail's subscription (Stripe's `sub_…`; for Stars, the first charge's
 *   `telegram_payment_charge_id`, which `editUserStarSubscription` names).
 * - A player holds at most one `active` subscription (the partial unique index).
 */
export const passSubscriptions = sqliteTable(
  "pass_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    passId: integer("pass_id")
      .notNull()
      .references(() => seasonPasses.id),
    rail: text("rail", { enum: PASS_RAILS }).notNull(),
    status: text("status", { enum: PASS_STATUSES }).notNull().default("pending"),
    reference: text("reference").notNull().unique(),
    providerRef: text("provider_ref"),
    /** What one period costs on this rail, in its smallest unit (Stars, cents). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    renews: integer("renews", { mode: "boolean" }).notNull().default(true),
    /**
     * When the rail confirmed it charges no more (a cancellation, or the stop after a replacement);
     * null while the rail may still renew it. A replaced pass with none is stopped by the
     * `pass-rail-stops` job.
     */
    railStoppedAt: timestamp("rail_stopped_at"),
    paidUntil: timestamp("paid_until"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at"),
  },
  (t) => [
    uniqueIndex("pass_subscriptions_one_active").on(t.userId).where(sql`${t.status} = 'active'`),
    index("pass_subscriptions_user_idx").on(t.userId, t.id),
    index("pass_subscriptions_provider_idx").on(t.providerRef),
    index("pass_subscriptions_to_stop_idx").on(t.status, t.railStoppedAt),
  ],
);

/**
 * One verified charge of a subscription (the first or a renewal): `proof` is the rail's charge
 * (Telegram's `telegram_payment_charge_id`, Stripe's invoice), unique, so a charge extends the pass
 * once however often it is reported. `seconds` is the time it added (a period, plus any time carried
 * over from a replaced pass); a refund takes that time back once.
 */
export const passCharges = sqliteTable(
  "pass_charges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => passSubscriptions.id),
    proof: text("proof").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    seconds: integer("seconds").notNull(),
    /** Time carried over from the replaced pass (part of `seconds`). */
    carriedSeconds: integer("carried_seconds").notNull().default(0),
    createdAt: createdAt(),
    refundedAt: timestamp("refunded_at"),
  },
  (t) => [index("pass_charges_subscription_idx").on(t.subscriptionId)],
);

export type PassSubscription = typeof passSubscriptions.$inferSelect;
export type PassCharge = typeof passCharges.$inferSelect;

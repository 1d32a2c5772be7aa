import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { ledger } from "../ledger.ts";
import { enqueueNotification } from "../notifications.ts";
import { starPayments } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";
import { STARS_CURRENCY } from "./stars-config.ts";

/** The ledger's idempotency key of a Stars payment's credit. */
export const starsCreditKey = (chargeId: string) => `payment:stars:${chargeId}`;

/** Why Telegram must not take the buyer's Stars. */
export type PreCheckoutRefusal = "unknown" | "notYours" | "alreadyPaid" | "priceChanged";

/** Telegram's pre-checkout query, as far as the payment is concerned. */
export interface PreCheckoutInput {
  /** The buyer's Telegram user id. */
  telegramId: number | string;
  currency: string;
  totalAmount: number;
  invoicePayload: string;
}

/**
 * Whether Telegram may take the buyer's Stars: the payload names a `created` payment of this Telegram
 * user, in XTR, for exactly its price. Returns the reason to refuse, or null.
 */
export async function checkStarPreCheckout(
  db: Db,
  query: PreCheckoutInput,
): Promise<PreCheckoutRefusal | null> {
  const [row] = await db.orm
    .select({ status: starPayments.status, stars: starPayments.stars, telegramId: users.telegramId })
    .from(starPayments)
    .innerJoin(users, eq(users.id, starPayments.userId))
    .where(eq(starPayments.invoicePayload, query.invoicePayload))
    .limit(1);
  if (!row) return "unknown";
  if (row.telegramId !== String(query.telegramId)) return "notYours";
  if (row.status !== "created") return "alreadyPaid";
  if (query.currency !== STARS_CURRENCY || query.totalAmount !== row.stars) return "priceChanged";
  return null;
}

/** Telegram's `successful_payment`, as far as the payment is concerned. */
export interface SuccessfulStarPayment {
  invoicePayload: string;
  currency: string;
  totalAmount: number;
  /** `telegram_payment_charge_id`: unique per payment, the key of the credit. */
  chargeId: string;
  /** `provider_payment_charge_id` (empty for Stars). */
  providerChargeId?: string | undefined;
}

export type CreditOutcome =
  | { status: "credited"; paymentId: number; userId: number; gems: number }
  | { status: "duplicate"; paymentId: number }
  | { status: "unknown_payload" }
  | { status: "mismatch"; paymentId: number; reason: string };

/**
 * Credits a `successful_payment` once, in one transaction: the payment becomes `paid` with its
 * `telegram_charge_id` (unique), the gems go through the ledger (key `payment:stars:<chargeId>`) and a
 * `payment_credited` notification row is written. The same payment delivered again (same charge id)
 * changes nothing and resolves to `duplicate`.
 */
export async function creditStarPayment(db: Db, payment: SuccessfulStarPayment): Promise<CreditOutcome> {
  const { chargeId } = payment;
  try {
    return await db.write(async (tx) => {
      const [row] = await tx
        .select()
        .from(starPayments)
        .where(eq(starPayments.invoicePayload, payment.invoicePayload))
        .limit(1);
      if (!row) return { status: "unknown_payload" } as const;
      if (row.telegramChargeId === chargeId) return { status: "duplicate", paymentId: row.id } as const;
      if (row.status !== "created")
        return { status: "mismatch", paymentId: row.id, reason: `payment is ${row.status} already` } as const;
      if (payment.currency !== STARS_CURRENCY || payment.totalAmount !== row.stars) {
        const reason = `paid ${payment.totalAmount} ${payment.currency}, expected ${row.stars} ${STARS_CURRENCY}`;
        return { status: "mismatch", paymentId: row.id, reason } as const;
      }
      const marked = await tx
        .update(starPayments)
        .set({
          status: "paid",
          telegramChargeId: chargeId,
          providerChargeId: payment.providerChargeId || null,
          paidAt: new Date(),
        })
        .where(and(eq(starPayments.id, row.id), eq(starPayments.status, "created")))
        .returning({ id: starPayments.id });
      if (marked.length === 0) return { status: "duplicate", paymentId: row.id } as const;
      await ledger.apply(tx, {
        key: starsCreditKey(chargeId),
        reason: "stars-purchase",
        reference: `star_payment:${row.id}`,
        changes: [{ userId: row.userId, currency: "gems", delta: row.gems }],
      });
      await enqueueNotification(tx, {
        userId: row.userId,
        kind: "payment_credited",
        payload: { paymentId: row.id, gems: row.gems, stars: row.stars },
        dedupeKey: `payment_credited:stars:${chargeId}`,
      });
      return { status: "credited", paymentId: row.id, userId: row.userId, gems: row.gems } as const;
    });
  } catch (error) {
    // Another instance committed the same charge first (webhook redelivery racing): nothing to do.
    if (isUniqueViolation(error, "star_payments", ["telegram_charge_id"])) {
      const [row] = await db.orm
        .select({ id: starPayments.id })
        .from(starPayments)
        .where(eq(starPayments.telegramChargeId, chargeId));
      if (row) return { status: "duplicate", paymentId: row.id };
    }
    throw error;
  }
}

import type { Db } from "@jadeverse/db/client";
import { isUniqueViolation } from "@jadeverse/db/errors";
import { ledger } from "@jadeverse/db/ledger";
import { enqueueNotification } from "@jadeverse/db/notifications";
import { starPayments, users } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import type { PreCheckoutQuery, SuccessfulPayment } from "grammy/types";
import { PRE_CHECKOUT_ERRORS } from "../texts.ts";

/** Telegram Stars' currency code. */
export const STARS_CURRENCY = "XTR";

export const creditKey = (chargeId: string) => `payment:stars:${chargeId}`;

/**
 * Whether Telegram may take the buyer's Stars: the payload names a `created` payment of this Telegram
 * user, in XTR, for exactly its price. Returns the reason to refuse, or null.
 */
export async function checkPreCheckout(
  db: Db,
  query: Pick<PreCheckoutQuery, "from" | "currency" | "total_amount" | "invoice_payload">,
): Promise<string | null> {
  const [row] = await db.orm
    .select({ status: starPayments.status, stars: starPayments.stars, telegramId: users.telegramId })
    .from(starPayments)
    .innerJoin(users, eq(users.id, starPayments.userId))
    .where(eq(starPayments.invoicePayload, query.invoice_payload))
    .limit(1);
  if (!row) return PRE_CHECKOUT_ERRORS.unknown;
  if (row.telegramId !== String(query.from.id)) return PRE_CHECKOUT_ERRORS.notYours;
  if (row.status !== "created") return PRE_CHECKOUT_ERRORS.alreadyPaid;
  if (query.currency !== STARS_CURRENCY || query.total_amount !== row.stars)
    return PRE_CHECKOUT_ERRORS.priceChanged;
  return null;
}

export type CreditOutcome =
  | { status: "credited"; paymentId: number; userId: number; gems: number }
  | { status: "duplicate"; paymentId: number }
  | { status: "unknown_payload" }
  | { status: "mismatch"; paymentId: number; reason: string };

/**
 * Credits a `successful_payment` once, in one transaction: the payment becomes `paid` with its
 * `telegram_charge_id` (unique), the gems go through the ledger (key `payment:stars:<chargeId>`) and a
 * `payment_credited` notification row is written. The same update delivered again (same charge id)
 * changes nothing and resolves to `duplicate`.
 */
export async function creditStarPayment(db: Db, payment: SuccessfulPayment): Promise<CreditOutcome> {
  const chargeId = payment.telegram_payment_charge_id;
  try {
    return await db.write(async (tx) => {
      const [row] = await tx
        .select()
        .from(starPayments)
        .where(eq(starPayments.invoicePayload, payment.invoice_payload))
        .limit(1);
      if (!row) return { status: "unknown_payload" } as const;
      if (row.telegramChargeId === chargeId) return { status: "duplicate", paymentId: row.id } as const;
      if (row.status !== "created")
        return { status: "mismatch", paymentId: row.id, reason: `payment is ${row.status} already` } as const;
      if (payment.currency !== STARS_CURRENCY || payment.total_amount !== row.stars) {
        const reason = `paid ${payment.total_amount} ${payment.currency}, expected ${row.stars} ${STARS_CURRENCY}`;
        return { status: "mismatch", paymentId: row.id, reason } as const;
      }
      const marked = await tx
        .update(starPayments)
        .set({
          status: "paid",
          telegramChargeId: chargeId,
          providerChargeId: payment.provider_payment_charge_id || null,
          paidAt: new Date(),
        })
        .where(and(eq(starPayments.id, row.id), eq(starPayments.status, "created")))
        .returning({ id: starPayments.id });
      if (marked.length === 0) return { status: "duplicate", paymentId: row.id } as const;
      await ledger.apply(tx, {
        key: creditKey(chargeId),
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

import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { STARS_CURRENCY } from "../enums/payments.ts";
import type {
  PreCheckoutInput,
  PreCheckoutRefusal,
  RefundAtTelegram,
  SuccessfulStarPayment,
} from "../payments/stars.ts";
import { seasonPasses } from "../schema/catalog.ts";
import { users } from "../schema/users.ts";
import { type ChargeOutcome, findCharge, recordCharge, refundCharge } from "./charges.ts";
import { findSubscription, heldPass, refusalToOpen } from "./subscriptions.ts";

/**
 * The Telegram Stars rail of season passes (docs/passes.md): the invoice payload is the
 * subscription's reference; the bot checks the first payment's pre-checkout query here and records
 * every charge (`successful_payment`, the first and each renewal) here, once per charge id.
 */

/** Whether the payload names a season pass subscription (else it is a gem pack's order). */
export async function isPassPayload(db: Db, invoicePayload: string): Promise<boolean> {
  return (await findSubscription(db.orm, { reference: invoicePayload }))?.rail === "stars";
}

/**
 * Whether Telegram may take the buyer's Stars for the first period: the payload names a pending
 * Stars subscription of this Telegram user, for exactly its price in XTR, the buyer may buy now (no
 * break, no lock) and may still take this pass (they did not meanwhile buy a higher one, or this one
 * on the web). Returns the reason to refuse, or null.
 */
export async function checkPassPreCheckout(
  db: Db,
  query: PreCheckoutInput,
  now: Date = new Date(),
): Promise<PreCheckoutRefusal | null> {
  const sub = await findSubscription(db.orm, { reference: query.invoicePayload });
  if (sub?.rail !== "stars") return "unknown";
  const [buyer] = await db.orm
    .select({ telegramId: users.telegramId, breakUntil: users.breakUntil, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, sub.userId));
  // Stryker disable next-line OptionalChaining: the subscription's player always exists (a foreign key)
  if (buyer?.telegramId !== String(query.telegramId)) return "notYours";
  if (buyer.lockedAt !== null) return "accountLocked";
  // Stryker disable next-line ConditionalExpression: a null break compares as not later than now anyway; the guard is for the type
  if (buyer.breakUntil !== null && buyer.breakUntil > now) return "onBreak";
  if (sub.status !== "pending") return "alreadyPaid";
  if (query.currency !== STARS_CURRENCY || query.totalAmount !== sub.amount) return "priceChanged";
  const [pass] = await db.orm.select().from(seasonPasses).where(eq(seasonPasses.id, sub.passId));
  // Stryker disable next-line ConditionalExpression: the subscription's pass always exists (a foreign key)
  if (pass && refusalToOpen(await heldPass(db.orm, sub.userId, now), pass)) return "passHeld";
  return null;
}

/**
 * Records a Stars subscription charge once (`telegram_payment_charge_id`); the first one's charge id
 * is the subscription's handle at Telegram (`editUserStarSubscription` names it).
 */
export function recordStarCharge(
  db: Db,
  payment: SuccessfulStarPayment,
  now: Date = new Date(),
): Promise<ChargeOutcome> {
  return recordCharge(
    db,
    { reference: payment.invoicePayload },
    {
      proof: `stars:${payment.chargeId}`,
      currency: payment.currency,
      amount: payment.totalAmount,
      providerRef: payment.chargeId,
    },
    now,
  );
}

export type PassRefundOutcome =
  | { status: "refunded"; subscriptionId: number; days: number; stars: number }
  | { status: "not_found" }
  | { status: "already_refunded"; subscriptionId: number }
  | { status: "no_telegram"; subscriptionId: number }
  | { status: "telegram_refused"; subscriptionId: number; reason: string };

/**
 * A community manager's refund of a Stars pass charge (`/refund <chargeId>`): Telegram gives the
 * Stars back first (`refundStarPayment`), then the charge's period is taken back once
 * (`refundCharge`). Run again after a crash between the two, Telegram answers that the charge was
 * refunded (counted as done) and the period is taken back then.
 */
export async function refundStarPassCharge(
  db: Db,
  input: { chargeId: string; refundAtTelegram: RefundAtTelegram; now?: Date },
): Promise<PassRefundOutcome> {
  const found = await findCharge(db, `stars:${input.chargeId}`);
  if (!found) return { status: "not_found" };
  const subscriptionId = found.subscription.id;
  if (found.charge.refundedAt) return { status: "already_refunded", subscriptionId };
  const [buyer] = await db.orm
    .select({ telegramId: users.telegramId })
    .from(users)
    .where(eq(users.id, found.subscription.userId));
  // Stryker disable next-line OptionalChaining: the subscription's player always exists (a foreign key, accounts only soft-deleted)
  if (!buyer?.telegramId) return { status: "no_telegram", subscriptionId };
  const refused = await input.refundAtTelegram(buyer.telegramId, input.chargeId);
  if (refused) return { status: "telegram_refused", subscriptionId, reason: refused };
  const outcome = await refundCharge(db, `stars:${input.chargeId}`, input.now);
  // Stryker disable next-line all: only a second refund of the same charge racing this one, between its check above and here, is answered so
  if (outcome.status === "already_refunded") return outcome;
  return {
    status: "refunded",
    subscriptionId,
    days: Math.round(found.charge.seconds / 86_400),
    stars: found.charge.amount,
  };
}

import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { STARS_CURRENCY } from "../enums/payments.ts";
import { users } from "../schema/users.ts";
import { type CreditOutcome, creditOrder } from "./credit.ts";
import { discardOrder, findOrder, openOrder, type PaymentOrder } from "./orders.ts";
import { packsForSale } from "./packs.ts";
import { reverseOrder } from "./reverse.ts";

/**
 * The Telegram Stars rail of the payments domain: the API opens the order and makes the invoice link
 * with the order's reference as its payload; the bot checks the pre-checkout query here and has
 * `successful_payment` credited here, exactly once (key: `telegram_payment_charge_id`).
 */

export { STARS_CURRENCY } from "../enums/payments.ts";

export interface StarPack {
  id: number;
  name: string;
  gems: number;
  badge: string | null;
  /** Its price in Telegram Stars. */
  stars: number;
}

/** Active gem packs with a Stars price (the catalog's `price_stars`), in the store's order. */
export async function starPacks(db: Db): Promise<StarPack[]> {
  return (await packsForSale(db)).flatMap(({ id, name, gems, badge, priceStars }) =>
    priceStars ? [{ id, name, gems, badge, stars: priceStars }] : [],
  );
}

export interface StarOrder {
  order: PaymentOrder;
  /** Travels through Telegram's invoice and comes back in the pre-checkout query and the payment. */
  invoicePayload: string;
  pack: StarPack;
}

/** Opens a Stars order for a gem pack; null when the pack is not sold for Stars. */
export async function createStarOrder(db: Db, userId: number, packId: number): Promise<StarOrder | null> {
  const pack = (await starPacks(db)).find((p) => p.id === packId);
  const full = (await packsForSale(db)).find((p) => p.id === packId);
  if (!pack || !full) return null;
  const order = await openOrder(db, {
    userId,
    pack: full,
    rail: "stars",
    currency: STARS_CURRENCY,
    amount: pack.stars,
  });
  return { order, invoicePayload: order.reference, pack };
}

/** Drops an order no invoice link reached (it can never be paid). */
export const discardStarOrder = discardOrder;

/** Why Telegram must not take the buyer's Stars. */
export type PreCheckoutRefusal =
  | "unknown"
  | "notYours"
  | "onBreak"
  | "accountLocked"
  | "alreadyPaid"
  | "priceChanged"
  /** A season pass: the buyer holds this pass or a higher one (docs/passes.md). */
  | "passHeld";

/** Telegram's pre-checkout query, as far as the payment is concerned. */
export interface PreCheckoutInput {
  /** The buyer's Telegram user id. */
  telegramId: number | string;
  currency: string;
  totalAmount: number;
  invoicePayload: string;
}

/**
 * Whether Telegram may take the buyer's Stars: the payload names an open Stars order of this Telegram
 * user, in XTR, for exactly its price, and the buyer may buy now: not on a break (an invoice opened
 * before it began is not paid during it) and not locked by an operator (docs/security.md "Taking a
 * break", docs/operations.md). Returns the reason to refuse, or null.
 */
export async function checkStarPreCheckout(
  db: Db,
  query: PreCheckoutInput,
  now: Date = new Date(),
): Promise<PreCheckoutRefusal | null> {
  const order = await findOrder(db, { reference: query.invoicePayload });
  if (order?.rail !== "stars") return "unknown";
  const [buyer] = await db.orm
    .select({ telegramId: users.telegramId, breakUntil: users.breakUntil, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, order.userId));
  // Stryker disable next-line OptionalChaining: the order's player always exists (payment_orders.user_id references users, foreign keys on, accounts only soft-deleted)
  if (buyer?.telegramId !== String(query.telegramId)) return "notYours";
  if (buyer.lockedAt !== null) return "accountLocked";
  if (buyer.breakUntil !== null && buyer.breakUntil > now) return "onBreak";
  if (order.status !== "created") return "alreadyPaid";
  if (query.currency !== STARS_CURRENCY || String(query.totalAmount) !== order.amount) return "priceChanged";
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

/** Credits a `successful_payment` once (the same charge delivered again is a `duplicate`). */
export function creditStarPayment(db: Db, payment: SuccessfulStarPayment): Promise<CreditOutcome> {
  return creditOrder(
    db,
    "stars",
    { reference: payment.invoicePayload },
    {
      proof: payment.chargeId,
      currency: payment.currency,
      amount: payment.totalAmount,
      providerRef: payment.providerChargeId || null,
    },
  );
}

export type StarRefundOutcome =
  | { status: "refunded"; orderId: number; userId: number; stars: number; gems: number }
  | { status: "not_found" }
  | { status: "already_refunded"; orderId: number }
  | { status: "no_telegram"; orderId: number }
  | { status: "spent"; orderId: number; gems: number }
  | { status: "telegram_refused"; orderId: number; reason: string };

/**
 * Gives the buyer's Stars back at Telegram (`refundStarPayment`). Resolves to null when Telegram
 * refunded them (or had already), or to Telegram's reason for refusing.
 */
export type RefundAtTelegram = (buyerTelegramId: string, chargeId: string) => Promise<string | null>;

/**
 * A community manager's refund of a Stars payment: the gems are debited back (refused when the player
 * has spent them: nothing is refunded at Telegram then), Telegram refunds the Stars, and the order
 * becomes `refunded`, in ONE write transaction that commits only after Telegram said yes. (If the
 * process dies after Telegram's yes but before the commit, running the refund again debits and
 * commits: Telegram then answers that the charge was refunded, which counts as done.) Refunds are rare
 * manager actions, so holding the writer for one Bot API call is acceptable.
 */
export async function refundStarPayment(
  db: Db,
  input: { chargeId: string; refundedBy: string; refundAtTelegram: RefundAtTelegram },
): Promise<StarRefundOutcome> {
  const order = await findOrder(db, { proof: input.chargeId });
  if (order?.rail !== "stars") return { status: "not_found" };
  if (order.status === "refunded") return { status: "already_refunded", orderId: order.id };
  // A charge that failed its order (it did not match) credited nothing: Telegram's own dispute or
  // the operator's Bot API call refunds it, not this command (its Stars are not the order's price).
  if (order.status !== "paid") return { status: "not_found" };
  const [buyer] = await db.orm
    .select({ telegramId: users.telegramId })
    .from(users)
    .where(eq(users.id, order.userId));
  // Stryker disable next-line OptionalChaining: the order's player always exists (payment_orders.user_id references users, foreign keys on, accounts only soft-deleted)
  const telegramId = buyer?.telegramId;
  if (!telegramId) return { status: "no_telegram", orderId: order.id };
  const outcome = await reverseOrder(db, {
    rail: "stars",
    proof: input.chargeId,
    refundedBy: input.refundedBy,
    // Stryker disable next-line StringLiteral: reverseOrder tells only "record_debt" apart; any other value refuses
    shortfall: "refuse",
    atRail: () => input.refundAtTelegram(telegramId, input.chargeId),
  });
  switch (outcome.status) {
    case "refunded":
      return { ...outcome, stars: Number(order.amount) };
    case "refused":
      return { status: "telegram_refused", orderId: outcome.orderId, reason: outcome.reason };
    default:
      return outcome;
  }
}

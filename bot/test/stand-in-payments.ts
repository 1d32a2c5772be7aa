// Telegram Stars methods for the Bot API stand-in (bot-api-stand-in.ts), registered through its
// `handle`: createInvoiceLink (subscriptions too), answerPreCheckoutQuery, refundStarPayment and
// editUserStarSubscription, with Telegram's answers
// (an `https://t.me/$…` invoice link, `true`, and 400 CHARGE_ALREADY_REFUNDED for a second refund),
// plus the updates Telegram sends during a payment.
import type { Update } from "grammy/types";
import type { BotApiStandIn, Failure, Params } from "./bot-api-stand-in.ts";

export interface StarsStandIn {
  /** Charge ids Telegram has refunded. */
  refunded: Set<string>;
  /** Subscriptions cancelled by `editUserStarSubscription`: `<user_id>:<charge id>`. */
  cancelled: Set<string>;
  /** The next refundStarPayment fails with this (e.g. a 400 Telegram refusal). */
  refuseNextRefund(description: string): void;
}

export function withStarsMethods(api: BotApiStandIn): StarsStandIn {
  const refunded = new Set<string>();
  let refusal: string | undefined;
  let nextLink = 1;
  const badRequest = (description: string): Failure => ({ kind: "error", code: 400, description });
  api.handle("createInvoiceLink", (p: Params) => {
    const prices = p.prices as { label: string; amount: number }[] | undefined;
    if (p.currency === "XTR" && (prices?.length !== 1 || p.provider_token))
      return badRequest("Bad Request: invalid Stars invoice");
    if (!p.payload || !p.title || !p.description) return badRequest("Bad Request: parameter missing");
    // Telegram's only subscription period is 30 days, in Stars only.
    if (
      p.subscription_period !== undefined &&
      (Number(p.subscription_period) !== 2_592_000 || p.currency !== "XTR")
    )
      return badRequest("Bad Request: SUBSCRIPTION_PERIOD_INVALID");
    return `https://t.me/$stand-in-invoice-${nextLink++}`;
  });
  const cancelled = new Set<string>();
  api.handle("editUserStarSubscription", (p: Params) => {
    if (!p.user_id || !p.telegram_payment_charge_id || p.is_canceled === undefined)
      return badRequest("Bad Request: parameter missing");
    const key = `${p.user_id}:${p.telegram_payment_charge_id}`;
    if (p.is_canceled === true || p.is_canceled === "true") cancelled.add(key);
    else cancelled.delete(key);
    return true;
  });
  api.handle("answerPreCheckoutQuery", (p: Params) => {
    if (p.ok === false && !p.error_message) return badRequest("Bad Request: error_message is required");
    return true;
  });
  api.handle("refundStarPayment", (p: Params) => {
    if (refusal) {
      const description = refusal;
      refusal = undefined;
      return badRequest(description);
    }
    const charge = String(p.telegram_payment_charge_id);
    if (refunded.has(charge)) return badRequest("Bad Request: CHARGE_ALREADY_REFUNDED");
    refunded.add(charge);
    return true;
  });
  return {
    refunded,
    cancelled,
    refuseNextRefund: (description) => {
      refusal = description;
    },
  };
}

const buyer = (userId: number, languageCode = "en") => ({
  id: userId,
  is_bot: false,
  first_name: "Player",
  language_code: languageCode,
});

/**
 * The pre-checkout query Telegram sends when the buyer confirms (currency, amount, our payload), from a
 * Telegram set to `languageCode` (English unless said).
 */
export function preCheckoutUpdate(
  updateId: number,
  fields: { userId: number; payload: string; amount: number; currency?: string; languageCode?: string },
): Update {
  return {
    update_id: updateId,
    pre_checkout_query: {
      id: `pcq-${updateId}`,
      from: buyer(fields.userId, fields.languageCode),
      currency: fields.currency ?? "XTR",
      total_amount: fields.amount,
      invoice_payload: fields.payload,
    },
  };
}

/** The service message of a completed payment (Telegram may deliver the same update again). */
export function successfulPaymentUpdate(
  updateId: number,
  fields: {
    userId: number;
    payload: string;
    amount: number;
    chargeId: string;
    /** A subscription's charge: when it expires, and whether it is a renewal. */
    subscription?: { expiresAt: number; recurring: boolean; firstRecurring?: boolean };
  },
): Update {
  return {
    update_id: updateId,
    message: {
      message_id: 10_000 + updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: fields.userId, type: "private", first_name: "Player" },
      from: buyer(fields.userId),
      successful_payment: {
        currency: "XTR",
        total_amount: fields.amount,
        invoice_payload: fields.payload,
        telegram_payment_charge_id: fields.chargeId,
        provider_payment_charge_id: "",
        ...(fields.subscription
          ? {
              subscription_expiration_date: fields.subscription.expiresAt,
              ...(fields.subscription.recurring ? { is_recurring: true } : {}),
              ...(fields.subscription.firstRecurring ? { is_first_recurring: true } : {}),
            }
          : {}),
      },
    },
  } as Update;
}

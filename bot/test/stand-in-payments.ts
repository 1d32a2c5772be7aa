// Telegram Stars methods for the Bot API stand-in (bot-api-stand-in.ts), registered through its
// `handle`: createInvoiceLink, answerPreCheckoutQuery and refundStarPayment, with Telegram's answers
// (an `https://t.me/$…` invoice link, `true`, and 400 CHARGE_ALREADY_REFUNDED for a second refund),
// plus the updates Telegram sends during a payment.
import type { Update } from "grammy/types";
import type { BotApiStandIn, Failure, Params } from "./bot-api-stand-in.ts";

export interface StarsStandIn {
  /** Charge ids Telegram has refunded. */
  refunded: Set<string>;
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
    return `https://t.me/$stand-in-invoice-${nextLink++}`;
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
    refuseNextRefund: (description) => {
      refusal = description;
    },
  };
}

const buyer = (userId: number) => ({ id: userId, is_bot: false, first_name: "Player", language_code: "en" });

/** The pre-checkout query Telegram sends when the buyer confirms (currency, amount, our payload). */
export function preCheckoutUpdate(
  updateId: number,
  fields: { userId: number; payload: string; amount: number; currency?: string },
): Update {
  return {
    update_id: updateId,
    pre_checkout_query: {
      id: `pcq-${updateId}`,
      from: buyer(fields.userId),
      currency: fields.currency ?? "XTR",
      total_amount: fields.amount,
      invoice_payload: fields.payload,
    },
  };
}

/** The service message of a completed payment (Telegram may deliver the same update again). */
export function successfulPaymentUpdate(
  updateId: number,
  fields: { userId: number; payload: string; amount: number; chargeId: string },
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
      },
    },
  } as Update;
}

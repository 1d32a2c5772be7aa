import type { RefundAtTelegram } from "@jadeverse/db/payments/stars";
import { type Api, GrammyError } from "grammy";

/** How long the refund may wait for Telegram while the debit's transaction is open. */
export const REFUND_TIMEOUT_MS = 10_000;

/** Telegram's answer when the charge was refunded already (e.g. our commit was lost after its refund). */
const ALREADY_REFUNDED = /CHARGE_ALREADY_REFUNDED/i;

/**
 * The payments domain's Telegram step of a refund (`refundStarPayment` of the Bot API): null when the
 * Stars went back (or had already), else Telegram's reason for refusing (then nothing is debited).
 */
export function refundAtTelegram(api: Api): RefundAtTelegram {
  return async (buyerTelegramId, chargeId) => {
    try {
      // (grammY's Node typings want the abort-controller shim's AbortSignal; the native one works.)
      const signal = AbortSignal.timeout(REFUND_TIMEOUT_MS) as Parameters<Api["refundStarPayment"]>[2];
      await api.refundStarPayment(Number(buyerTelegramId), chargeId, signal);
      return null;
    } catch (error) {
      if (error instanceof GrammyError && ALREADY_REFUNDED.test(error.description)) return null;
      return error instanceof GrammyError ? error.description : String(error);
    }
  };
}

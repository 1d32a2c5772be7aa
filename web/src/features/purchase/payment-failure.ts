import type { MessageValues, Translate } from "../../i18n/messages.ts";
import { type PurchaseMessage, purchaseMessages } from "./messages.ts";

/**
 * Why a payment failed, as the "Payment Failed" popup shows it: one of the area's messages (rendered
 * in the player's language), or a text as the server, the wallet or Wert's widget wrote it.
 */
export type PaymentFailure = { id: PurchaseMessage; values?: MessageValues } | { text: string };

/**
 * A failure of our own, thrown inside a purchase's flow (docs/product/economy.md §8's payment
 * messages): it carries its message's id, and its English as the error's message (logs, and the
 * display mapping below, which reads the English).
 */
export class PaymentProblem extends Error {
  constructor(
    readonly id: PurchaseMessage,
    readonly values?: MessageValues,
  ) {
    super(purchaseMessages.english._(id, values));
    this.name = "PaymentProblem";
  }
}

/**
 * docs/product/economy.md §8's display mapping: a message naming "Insufficient" reads as the wallet's balance, one
 * naming "timeout" as a confirmation that timed out; anything else as it is.
 */
export function displayPaymentError(message: string): PaymentFailure {
  if (/insufficient/i.test(message)) return { id: "insufficient" };
  if (/timeout/i.test(message)) return { id: "timedOut" };
  return { text: message };
}

/** What a failed crypto purchase shows: its own message or the error's, through the display mapping. */
export function paymentFailure(error: unknown): PaymentFailure {
  if (!(error instanceof Error)) return { id: "failedDefault" };
  const shown = displayPaymentError(error.message);
  if ("text" in shown && error instanceof PaymentProblem)
    return error.values ? { id: error.id, values: error.values } : { id: error.id };
  return shown;
}

/** A failure as the player reads it, in the current language. */
export const failureText = (failure: PaymentFailure, t: Translate<PurchaseMessage>): string =>
  "text" in failure ? failure.text : t(failure.id, failure.values);

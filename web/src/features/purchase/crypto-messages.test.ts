import { describe, expect, it } from "vitest";
import { purchaseMessages } from "./messages.ts";
import { displayPaymentError, PaymentProblem, paymentFailure } from "./payment-failure.ts";

describe("the payment error display mapping (docs/product/economy.md §8)", () => {
  it("reads Insufficient as the wallet's balance and timeout as a confirmation that timed out", () => {
    expect(displayPaymentError("execution reverted: Insufficient funds for gas")).toEqual({
      id: "insufficient",
    });
    expect(displayPaymentError("Payment confirmation timeout (10 minutes)")).toEqual({ id: "timedOut" });
    expect(paymentFailure(new PaymentProblem("timeout"))).toEqual({ id: "timedOut" });
  });

  it("shows anything else as it is: our own messages by their id, the server's or wallet's text as written", () => {
    expect(paymentFailure(new PaymentProblem("cancelled"))).toEqual({ id: "cancelled" });
    expect(paymentFailure(new PaymentProblem("tokenNotSupported", { symbol: "BONK" }))).toEqual({
      id: "tokenNotSupported",
      values: { symbol: "BONK" },
    });
    expect(paymentFailure(new Error("underpaid: received 1, expected 2"))).toEqual({
      text: "underpaid: received 1, expected 2",
    });
    expect(paymentFailure("not an error")).toEqual({ id: "failedDefault" });
  });

  it("keeps the spec's English in the error's message", () => {
    expect(new PaymentProblem("cancelled").message).toBe("Transaction was cancelled");
    expect(purchaseMessages.english._("timedOut")).toBe(
      "Payment confirmation timed out. Please check your transaction status.",
    );
  });
});

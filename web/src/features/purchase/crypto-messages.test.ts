import { describe, expect, it } from "vitest";
import { CRYPTO, displayPaymentError } from "./constants.ts";

describe("the payment error display mapping (docs/product/economy.md §8)", () => {
  it("reads Insufficient as the wallet's balance and timeout as a confirmation that timed out", () => {
    expect(displayPaymentError("execution reverted: Insufficient funds for gas")).toBe(CRYPTO.insufficient);
    expect(displayPaymentError(CRYPTO.timeout)).toBe(CRYPTO.timedOut);
    expect(displayPaymentError("Payment confirmation timeout (10 minutes)")).toBe(CRYPTO.timedOut);
  });

  it("shows anything else as it is", () => {
    expect(displayPaymentError(CRYPTO.cancelled)).toBe("Transaction was cancelled");
    expect(displayPaymentError("underpaid: received 1, expected 2")).toBe(
      "underpaid: received 1, expected 2",
    );
  });
});

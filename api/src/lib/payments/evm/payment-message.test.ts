import { describe, expect, it } from "vitest";
import { type EvmPaymentTerms, evmPaymentMessage, PAYMENT_CHALLENGE_TTL_MS } from "./payment-message.ts";

// The message a buyer's wallet signs before an EVM order opens (docs/payments.md): every term on a
// line of its own, word for word, since the server rebuilds it to check the signature.
const terms: EvmPaymentTerms = {
  userId: 42,
  packId: 3,
  gems: 2_500,
  priceCents: 1_999,
  chainId: 8453,
  symbol: "USDC",
  token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  platformWallet: "0x1111111111111111111111111111111111111111",
  from: "0x2222222222222222222222222222222222222222",
  nonce: "0123456789abcdef0123456789abcdef",
  issuedAt: new Date("2025-06-01T12:00:00.000Z"),
  expiresAt: new Date("2025-06-01T12:05:00.000Z"),
};

describe("evmPaymentMessage", () => {
  it("states the gems, the dollar price and every term the order is opened on", () => {
    expect(evmPaymentMessage(terms)).toBe(
      [
        "I am buying 2500 JadeVerse gems for $19.99.",
        "",
        "Pack: 3",
        "Pay with: USDC (token 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913) on chain 8453",
        "To: 0x1111111111111111111111111111111111111111",
        "From: 0x2222222222222222222222222222222222222222",
        "Account: 42",
        "Nonce: 0123456789abcdef0123456789abcdef",
        "Issued at: 2025-06-01T12:00:00.000Z",
        "Expires at: 2025-06-01T12:05:00.000Z",
      ].join("\n"),
    );
  });

  it("names a native coin as such, and writes cents below ten with a leading zero", () => {
    const message = evmPaymentMessage({ ...terms, symbol: "ETH", token: null, priceCents: 105, gems: 400 });
    expect(message.split("\n").slice(0, 4)).toEqual([
      "I am buying 400 JadeVerse gems for $1.05.",
      "",
      "Pack: 3",
      "Pay with: ETH (native coin) on chain 8453",
    ]);
    expect(evmPaymentMessage({ ...terms, priceCents: 500 }).split("\n")[0]).toBe(
      "I am buying 2500 JadeVerse gems for $5.00.",
    );
  });

  it("lets a signing request stand for 5 minutes", () => {
    expect(PAYMENT_CHALLENGE_TTL_MS).toBe(300_000);
  });
});

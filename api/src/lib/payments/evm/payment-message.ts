import type { Address } from "viem";

/** How long a signing request stands between the wallet's signature and the order it opens. */
export const PAYMENT_CHALLENGE_TTL_MS = 300_000;

/** The terms an EVM order is opened on: what the wallet signs, and what the server rebuilds to check. */
export interface EvmPaymentTerms {
  /** The player the order is for (named, so a signature made for one account opens nothing for another). */
  userId: number;
  packId: number;
  gems: number;
  priceCents: number;
  chainId: number;
  /** The coin paid with, and its contract (null: the chain's native coin). */
  symbol: string;
  token: Address | null;
  platformWallet: Address;
  from: Address;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * The message the buyer's wallet signs (EIP-191 `personal_sign`) before an EVM order is opened
 * (docs/payments.md): it states the gems and the dollar price, and names the pack, the coin, the chain,
 * the platform wallet, the paying wallet, the account and a single-use server nonce. The server builds
 * it once to hand out and again, from the order's terms, to verify: a signature over anything else
 * opens nothing.
 */
export function evmPaymentMessage(terms: EvmPaymentTerms): string {
  const coin = terms.token ? `${terms.symbol} (token ${terms.token})` : `${terms.symbol} (native coin)`;
  return [
    `I am buying ${terms.gems} JadeVerse gems for ${dollars(terms.priceCents)}.`,
    "",
    `Pack: ${terms.packId}`,
    `Pay with: ${coin} on chain ${terms.chainId}`,
    `To: ${terms.platformWallet}`,
    `From: ${terms.from}`,
    `Account: ${terms.userId}`,
    `Nonce: ${terms.nonce}`,
    `Issued at: ${terms.issuedAt.toISOString()}`,
    `Expires at: ${terms.expiresAt.toISOString()}`,
  ].join("\n");
}

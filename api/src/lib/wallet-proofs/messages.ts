import type { bindWalletToSession } from "@jadeverse/db/wallet-proofs/session-wallets";
import { getAddress } from "viem";
import { createSiweMessage } from "viem/siwe";

/** The wallets a session can prove: "evm" or "solana" (the db's session_wallets kinds). */
export type WalletKind = Parameters<typeof bindWalletToSession>[2];

/** How long a sign-in nonce can be signed and sent back (docs/vesting-and-airdrop.md "Vesting"). */
export const WALLET_PROOF_TTL_MS = 5 * 60_000;

/** What the wallet shows above the fields: why it is asked to sign. One line (EIP-4361 forbids more). */
export const WALLET_PROOF_STATEMENT =
  "Sign in to JadeVerse with this wallet to see your vesting allocation. Signing is free: it sends no transaction.";

/** Where the signed message says it comes from: the public URL's host (domain) and origin (URI). */
export interface ProofSite {
  domain: string;
  uri: string;
}

export const proofSite = (publicUrl: string): ProofSite => {
  const url = new URL(publicUrl);
  return { domain: url.host, uri: url.origin };
};

export interface ProofTerms {
  site: ProofSite;
  address: string;
  /** The EVM chain the wallet is on (EIP-4361 Chain ID); ignored for Solana. */
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The text a wallet signs to prove it belongs to the session, built by the server from its own terms:
 * for an EVM wallet an EIP-4361 (sign-in-with-Ethereum) message; for a Solana key the same fields in
 * the same layout, naming the Solana account. The verifier rebuilds it and accepts only exactly this.
 */
export function walletProofMessage(kind: WalletKind, terms: ProofTerms): string {
  const { site, address, chainId, nonce, issuedAt, expiresAt } = terms;
  if (kind === "evm")
    return createSiweMessage({
      domain: site.domain,
      address: getAddress(address),
      statement: WALLET_PROOF_STATEMENT,
      uri: site.uri,
      version: "1",
      chainId,
      nonce,
      issuedAt,
      expirationTime: expiresAt,
    });
  return [
    `${site.domain} wants you to sign in with your Solana account:`,
    address,
    "",
    WALLET_PROOF_STATEMENT,
    "",
    `URI: ${site.uri}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${expiresAt.toISOString()}`,
  ].join("\n");
}

const NONCE_LINE = /^Nonce: ([0-9a-f]{32})$/m;

/** The nonce a signed Solana message names (undefined when it names none of ours). */
export const solanaNonceIn = (message: string): string | undefined => NONCE_LINE.exec(message)?.[1];

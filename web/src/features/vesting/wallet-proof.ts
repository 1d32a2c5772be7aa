import type { QueryClient } from "@tanstack/react-query";
import { ApiRequestError, type ClientErrorCode } from "../../lib/api-client.ts";
import { describeWalletError } from "../wallet/format.ts";
import type { VestingMessage, VestingTranslate } from "./messages.ts";

/** A connected wallet the page can prove: its kind, address and (EVM) the chain it is on. */
export type ProvableWallet =
  | { kind: "evm"; address: string; chainId: number }
  | { kind: "solana"; address: string };

/** The wallet did not sign (refused, failed, or cannot sign messages): `text`, the message to show. */
export class WalletProofError extends Error {
  override name = "WalletProofError";
  constructor(readonly text: VestingMessage) {
    super(text);
  }
}

/**
 * A wallet's failure to sign as one of the area's messages: a declined request is "rejected"
 * (Transaction was rejected by user), anything else `generic`.
 */
export const walletErrorText = (error: unknown, generic: VestingMessage): VestingMessage =>
  describeWalletError(error, { rejected: "rejected", generic }) === "rejected" ? "rejected" : generic;

/** The API's refusals that a new signature answers. */
const PROOF_CODES: ReadonlySet<ClientErrorCode | null> = new Set<ClientErrorCode>([
  "WALLET_NOT_PROVED",
  "WALLET_PROOF_UNKNOWN",
  "WALLET_PROOF_EXPIRED",
  "WALLET_PROOF_MISMATCH",
  "SIGNATURE_REUSED",
  "INVALID_SIGNATURE",
]);

/** Whether a failure is about the wallet's proof (the page offers to sign again) rather than the look-up. */
export const isProofFailure = (error: unknown): boolean =>
  (error instanceof Error && error.name === "WalletProofError") ||
  (error instanceof ApiRequestError && PROOF_CODES.has(error.code));

/** What a proof's failure says: the wallet's (in the player's language) or the API's own message. */
export const proofFailureText = (t: VestingTranslate, error: Error): string =>
  error instanceof WalletProofError ? t(error.text) : error.message;

/**
 * The proofs this tab has made, one query per wallet (EVM lower-cased). They never go stale: a proof
 * lasts as long as the session (signing out clears the whole cache); the page drops the ones of a
 * wallet that is no longer connected, so a wallet change or a disconnect asks for a new signature.
 */
export const walletProofKeys = {
  all: ["wallet-proof"] as const,
  one: (wallet: ProvableWallet) =>
    [
      "wallet-proof",
      wallet.kind,
      wallet.kind === "evm" ? wallet.address.toLowerCase() : wallet.address,
    ] as const,
};

/** Proves the wallet once per connection: the cached proof, else the wallet's signature (one prompt). */
export function ensureWalletProved(
  queryClient: QueryClient,
  wallet: ProvableWallet,
  prove: (wallet: ProvableWallet) => Promise<void>,
): Promise<true> {
  return queryClient.fetchQuery({
    queryKey: walletProofKeys.one(wallet),
    queryFn: async () => {
      await prove(wallet);
      return true as const;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Forgets one wallet's proof: its next read asks for a new signature. */
export function forgetWalletProof(queryClient: QueryClient, wallet: ProvableWallet) {
  queryClient.removeQueries({ queryKey: walletProofKeys.one(wallet), exact: true });
}

/** Forgets proofs: of every wallet but the connected ones (`keep`), or all of them. */
export function forgetWalletProofs(queryClient: QueryClient, keep: readonly ProvableWallet[] = []) {
  const kept = new Set(keep.map((wallet) => walletProofKeys.one(wallet).join(":")));
  queryClient.removeQueries({
    queryKey: walletProofKeys.all,
    predicate: (query) => !kept.has(query.queryKey.join(":")),
  });
}

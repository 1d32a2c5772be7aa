import { isAddress as isSolanaAddress } from "@solana/kit";
import { z } from "zod";

// The Solana payment calls' bodies (server only: the address check is @solana/kit's, which the
// front ends never load). Their answer's schema is the client's (lib/payments/responses.ts).

/** A Solana address: base58, 32 bytes (kit's own check). */
const solanaAddress = z
  .string()
  .trim()
  .refine((value) => isSolanaAddress(value), "a Solana address (base58, 32 bytes)");

/** `POST /api/v1/solana/initialize-payment` (docs/product/economy.md §3 "Solana payment initialization"). */
export const solanaInitializeBody = z.strictObject({
  fromWalletAddress: solanaAddress,
  toWalletAddress: solanaAddress,
  currency: z.string().trim().min(1).max(12),
  network: z.string().trim().min(1).max(32),
  /** The client's own computation (docs/product/economy.md §5: above zero); the server fixes the amount itself. */
  amount: z.number().positive("Amount must be greater than zero").optional(),
  packageId: z.number().int().positive().max(1_000_000),
  mintAddress: solanaAddress.optional(),
});

/** `POST /api/v1/solana/transaction`: the signature the wallet sent (verified on the cluster by the server). */
export const solanaTransactionBody = z.strictObject({
  transferId: z.string().min(1).max(64),
  signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, "a transaction signature (base58)"),
});

/**
 * `POST /api/v1/solana/cancel-payment`: docs/product/economy.md §7 sends the payment's fields; the transfer id it was
 * given names the order, so a cancel can never close another one (the other fields are accepted).
 */
export const solanaCancelBody = z.looseObject({ transferId: z.string().min(1).max(64) });

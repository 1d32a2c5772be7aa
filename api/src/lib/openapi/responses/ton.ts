import { z } from "zod";

export const tonProofPayloadResponse = z.object({
  /** Sign this in the wallet's `ton_proof` (TON Connect `tonProof` request parameter). */
  payload: z.string(),
  expiresInSeconds: z.number().int(),
});

export const tonWalletResponse = z.object({
  /** The proven address in raw form `0:<hex>`, or null after disconnecting. */
  tonAddress: z.string().nullable(),
});

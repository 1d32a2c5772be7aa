// The wallet proofs' bodies and answers (plain zod: the vesting page parses answers with these,
// through client-vesting.ts).
import { z } from "zod";
import { solanaWalletAddress } from "../solana-wallet-address.ts";

const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address (0x and 40 hex digits)");
/** The server-built message, sent back as signed (EIP-4361 or the Solana text: well under 1000). */
const message = z.string().min(1).max(2000);

/** `POST /api/wallet-proofs/challenge`: the wallet to prove (and, for EVM, the chain it is on). */
export const walletChallengeBody = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("evm"),
    address: evmAddress,
    chainId: z
      .number()
      .int()
      .positive()
      .max(2 ** 40)
      .default(1),
  }),
  z.strictObject({ kind: z.literal("solana"), address: solanaWalletAddress }),
]);

/** `POST /api/wallet-proofs/verify`: the message as issued, and the wallet's signature over it. */
export const walletProofBody = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("evm"),
    address: evmAddress,
    message,
    signature: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{130}$/, "a personal_sign signature (0x and 130 hex digits)"),
  }),
  z.strictObject({
    kind: z.literal("solana"),
    address: solanaWalletAddress,
    message,
    signature: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/]{86}==$/, "an ed25519 signature (64 bytes, base64)"),
  }),
]);
export type WalletProofInput = z.infer<typeof walletProofBody>;

export const walletChallengeResponse = z.strictObject({
  nonce: z.string().describe("single use, 32 hex digits"),
  message: z.string().describe("the exact text the wallet signs (EIP-4361 for EVM)"),
  expiresAt: z.iso.datetime(),
});
export type WalletChallengeView = z.infer<typeof walletChallengeResponse>;

export const walletProofResponse = z.strictObject({
  kind: z.enum(["evm", "solana"]),
  address: z.string().describe("EVM lower-cased; Solana base58"),
  proved: z.literal(true),
});
export type WalletProofView = z.infer<typeof walletProofResponse>;

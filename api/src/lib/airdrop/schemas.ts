import { AIRDROP_CODE_LENGTH } from "@jadeverse/db/enums/airdrop";
import { address, isAddress, isOffCurveAddress } from "@solana/kit";
import { z } from "zod";

/** Spec 001 §5, §8 Airdrop: what the server says of a bad address or code. */
export const AIRDROP_MESSAGES = {
  addressLength: "Invalid address length (32 to 44 expected)",
  addressFormat: "Invalid Solana wallet address format",
  passwordLength: "Password must be exactly 5 characters",
} as const;

/** A wallet's Solana address: base58 of 32 bytes, and a key on the curve (a wallet, not a program address). */
const solanaWallet = z
  .string()
  .trim()
  .min(32, AIRDROP_MESSAGES.addressLength)
  .max(44, AIRDROP_MESSAGES.addressLength)
  .refine((value) => isAddress(value) && !isOffCurveAddress(address(value)), AIRDROP_MESSAGES.addressFormat);

/** `POST /api/private-reward-airdrop/register` (spec 001 §3 "Airdrop registration"). */
export const airdropRegisterBody = z.strictObject({
  solanaWalletAddress: solanaWallet,
  password: z
    .string()
    .trim()
    .length(AIRDROP_CODE_LENGTH, AIRDROP_MESSAGES.passwordLength)
    .transform((code) => code.toUpperCase()),
});

import { address, isAddress, isOffCurveAddress } from "@solana/kit";
import { z } from "zod";

/** docs/product/economy.md §5, §8: what the server says of a bad Solana wallet address. */
export const SOLANA_ADDRESS_MESSAGES = {
  length: "Invalid address length (32 to 44 expected)",
  format: "Invalid Solana wallet address format",
} as const;

/** A wallet's key: base58, 32 bytes, on the curve (a program-derived address is no wallet). */
export const isSolanaWalletAddress = (value: string) =>
  isAddress(value) && !isOffCurveAddress(address(value));

/** A Solana wallet address in a request body. */
export const solanaWalletAddress = z
  .string()
  .trim()
  .min(32, SOLANA_ADDRESS_MESSAGES.length)
  .max(44, SOLANA_ADDRESS_MESSAGES.length)
  .refine(isSolanaWalletAddress, SOLANA_ADDRESS_MESSAGES.format);

import { INVESTOR_PATHS } from "@jadeverse/db/enums/vesting";
import { z } from "zod";
import { solanaWalletAddress } from "../solana-wallet-address.ts";

const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address (0x and 40 hex digits)");
/** `personal_sign`: 65 bytes, hex (docs/product/economy.md §9: 132 characters). */
const signature = z.string().trim().min(1).max(200);
const timestamp = z
  .number()
  .int()
  .positive()
  .max(2 ** 40);

export const investorParams = z.strictObject({
  investorType: z.enum(Object.keys(INVESTOR_PATHS) as [keyof typeof INVESTOR_PATHS]),
  address: z.string().trim().min(32).max(64),
});

export const walletTypeParams = z.strictObject({
  investorType: z.enum(["private-investor", "team-investor"]),
});

/** `POST /api/vesting/{investorType}/update-wallet` (docs/product/economy.md §7). */
export const updateWalletBody = z
  .strictObject({
    currentWalletAddress: evmAddress,
    newWalletAddress: solanaWalletAddress,
    walletType: z.literal("solana"),
    signatureType: z.literal("personal_sign"),
    signature,
    timestamp,
    message: z.string().min(1).max(500),
  })
  .transform(({ currentWalletAddress, newWalletAddress, signature, timestamp, message }) => ({
    investorWallet: currentWalletAddress,
    newSolanaWallet: newWalletAddress,
    signature,
    timestamp,
    message,
  }));

/** `POST /api/vesting/public-investor/add-solana-wallet` (docs/product/economy.md §7). */
export const addSolanaWalletBody = z
  .strictObject({
    currentEvmAddress: evmAddress,
    solanaWalletAddress,
    signature,
    timestamp,
    message: z.string().min(1).max(500),
  })
  .transform(({ currentEvmAddress, solanaWalletAddress, signature, timestamp, message }) => ({
    investorWallet: currentEvmAddress,
    newSolanaWallet: solanaWalletAddress,
    signature,
    timestamp,
    message,
  }));

export { type InvestorRecord, investorRecord, walletChangedResponse } from "./responses.ts";

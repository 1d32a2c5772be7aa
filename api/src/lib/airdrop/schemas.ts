import { AIRDROP_CODE_LENGTH } from "@jadeverse/db/enums/airdrop";
import { z } from "zod";
import { solanaWalletAddress } from "../solana-wallet-address.ts";

/** docs/product/economy.md §8 Airdrop: what the server says of a code of the wrong length. */
export const AIRDROP_MESSAGES = { passwordLength: "Password must be exactly 5 characters" } as const;

/** `POST /api/private-reward-airdrop/register` (docs/product/economy.md §3 "Airdrop registration"). */
export const airdropRegisterBody = z.strictObject({
  solanaWalletAddress,
  password: z
    .string()
    .trim()
    // As typed: the code is uppercased where it is hashed (`normalizeCode`, db/src/airdrop/codes.ts).
    .length(AIRDROP_CODE_LENGTH, AIRDROP_MESSAGES.passwordLength),
});

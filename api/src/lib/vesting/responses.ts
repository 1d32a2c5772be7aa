// The vesting answers the page parses (plain zod: the front ends import them through client-vesting.ts).
import { z } from "zod";

/** docs/product/economy.md §3 "Vesting investor record". */
export const investorRecord = z.strictObject({
  id: z.number().int(),
  evmWalletAddress: z.string().nullable().describe("checksummed"),
  solanaWalletAddress: z.string().nullable(),
  tokenAmount: z.string(),
  roundPriceUsd: z.number(),
  createdAt: z.iso.datetime(),
  totalInvested: z.number(),
  cliffMonths: z.number().int(),
  vestingMonths: z.number().int(),
  unlockAtTge: z.string().describe("percent, e.g. '5.00' ('0.00': locked at TGE)"),
});
export type InvestorRecord = z.infer<typeof investorRecord>;

export const walletChangedResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: investorRecord,
});

export const presaleResponse = z.discriminatedUnion("configured", [
  z.strictObject({ configured: z.literal(false) }),
  z.strictObject({
    configured: z.literal(true),
    chainId: z.number().int(),
    contract: z.string(),
    saleId: z.number().int(),
    status: z.enum(["Not started", "Active", "Finished"]),
    tokenPrice: z.string().describe("USD per token (6 decimals on chain)"),
    soldAmountOfTokens: z.string().describe("tokens (18 decimals on chain)"),
    poolOfTokens: z.string(),
    soldPercent: z.number().describe("sold ÷ pool, 0–100, two decimals"),
    buyers: z.number().int(),
  }),
]);
export type PresaleView = z.infer<typeof presaleResponse>;

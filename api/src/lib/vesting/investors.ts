import type { Db } from "@jadeverse/db/client";
import { INVESTOR_PATHS, type InvestorPath } from "@jadeverse/db/enums/vesting";
import { type Investor, investorByEvm, investorBySolana } from "@jadeverse/db/vesting/investors";
import { isAddress } from "@solana/kit";
import { getAddress } from "viem";
import { notFound } from "../errors.ts";
import type { InvestorRecord } from "./schemas.ts";

const NOT_FOUND = {
  "private-investor": "NOT_PRIVATE_INVESTOR",
  "public-investor": "NOT_PUBLIC_INVESTOR",
  "team-investor": "NOT_TEAM_MEMBER",
} as const;

const EVM = /^0x[0-9a-fA-F]{40}$/;

/** The record as the vesting page reads it (EVM addresses checksummed). */
export function presentInvestor(investor: Investor): InvestorRecord {
  return {
    id: investor.id,
    evmWalletAddress: investor.evmWalletAddress ? getAddress(investor.evmWalletAddress) : null,
    solanaWalletAddress: investor.solanaWalletAddress,
    tokenAmount: investor.tokenAmount,
    roundPriceUsd: investor.roundPriceUsd,
    createdAt: investor.createdAt.toISOString(),
    totalInvested: investor.totalInvested,
    cliffMonths: investor.cliffMonths,
    vestingMonths: investor.vestingMonths,
    unlockAtTge: investor.unlockAtTge,
  };
}

/**
 * The investor of a type holding `address`: an EVM address in any letter case, or a Solana key
 * (the team's page asks with the Solana key first, then the Ethereum address). 404 with the spec's
 * message for the type when there is none.
 */
export async function findInvestor(db: Db, path: InvestorPath, address: string): Promise<Investor> {
  const type = INVESTOR_PATHS[path];
  const found = EVM.test(address)
    ? await investorByEvm(db, type, address)
    : isAddress(address)
      ? await investorBySolana(db, type, address)
      : undefined;
  if (!found) throw notFound(NOT_FOUND[path]);
  return found;
}

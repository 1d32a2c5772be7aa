import type { Db } from "@jadeverse/db/client";
import {
  INVESTOR_PATHS,
  type InvestorPath,
  WALLET_CHANGE_MAX_AGE_SECONDS,
  walletChangeMessage,
} from "@jadeverse/db/enums/vesting";
import { changeSolanaWallet, investorByEvm } from "@jadeverse/db/vesting/investors";
import { type Hex, verifyMessage } from "viem";
import { badRequest, conflict, notFound, unauthorized } from "../errors.ts";
import { presentInvestor } from "./investors.ts";
import type { InvestorRecord } from "./schemas.ts";

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

export interface SignedWalletChange {
  /** The investor's EVM wallet, which signs. */
  investorWallet: string;
  newSolanaWallet: string;
  signature: string;
  /** Seconds. */
  timestamp: number;
  message: string;
}

/** The investor's EVM wallet signed the message (a signature viem cannot even read is not theirs). */
async function isInvestorSignature(change: SignedWalletChange): Promise<boolean> {
  try {
    return await verifyMessage({
      address: change.investorWallet as Hex,
      message: change.message,
      signature: change.signature as Hex,
    });
  } catch {
    return false;
  }
}

/**
 * Sets an investor's Solana wallet on the investor's own word (docs/product/economy.md §7 `update-wallet`,
 * `add-solana-wallet`): the signature is a `personal_sign` (0x and 130 hex digits) of exactly the
 * message naming the signing wallet, the new Solana address and the timestamp sent, by the investor's
 * EVM wallet (viem `verifyMessage`, which also takes smart-wallet signatures through no RPC: EOA only
 * here); the timestamp is at most 5 minutes old (and not ahead of the clock by more); a signed message
 * is accepted once, ever (replays 409).
 */
export async function applyWalletChange(
  db: Db,
  path: InvestorPath,
  change: SignedWalletChange,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<InvestorRecord> {
  if (!SIGNATURE.test(change.signature)) throw badRequest("INVALID_SIGNATURE_FORMAT");
  if (change.message !== walletChangeMessage(change.investorWallet, change.newSolanaWallet, change.timestamp))
    throw badRequest("SIGNED_MESSAGE_MISMATCH");
  if (Math.abs(nowSeconds - change.timestamp) > WALLET_CHANGE_MAX_AGE_SECONDS)
    throw badRequest("SIGNATURE_EXPIRED");
  if (!(await isInvestorSignature(change))) throw unauthorized("INVALID_SIGNATURE");
  const investor = await investorByEvm(db, INVESTOR_PATHS[path], change.investorWallet);
  if (!investor) throw notFound("INVESTOR_NOT_FOUND");
  const outcome = await changeSolanaWallet(db, {
    investorId: investor.id,
    signer: change.investorWallet,
    signedAt: change.timestamp,
    previous: investor.solanaWalletAddress,
    next: change.newSolanaWallet,
  });
  if (outcome.status === "replayed") throw conflict("SIGNATURE_REUSED");
  return presentInvestor(outcome.investor);
}

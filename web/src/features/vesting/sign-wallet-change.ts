import { walletChangeMessage } from "@jadeverse/api/client/vesting";
import { type Address, verifyMessage } from "viem";
import type { Config } from "wagmi";
import { signMessage } from "wagmi/actions";
import type { VestingMessage } from "./messages.ts";
import type { SignedChange } from "./vesting-queries.ts";
import { walletErrorText } from "./wallet-proof.ts";

/** A `personal_sign` signature: 65 bytes as 0x and 130 hex digits (docs/product/economy.md §9: 132 characters). */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/**
 * A failure of the signing step, in the words of docs/product/economy.md §8 "Vesting" (wallet modal):
 * `text`, the message to show.
 */
export class WalletChangeError extends Error {
  override name = "WalletChangeError";
  constructor(readonly text: VestingMessage) {
    super(text);
  }
}

/**
 * Signs a Solana wallet change with the investor's EVM wallet (docs/product/economy.md §4 "Solana wallet modal"): the
 * message names the investor's wallet, the new Solana address and the time in seconds, so a signature
 * fits this one change (the server rebuilds the message and refuses any other, a stale one or a
 * replay). The signature's form and its signer are checked here before anything is sent.
 */
export async function signWalletChange(
  config: Config,
  investorWallet: Address,
  solanaWallet: string,
  now = Date.now(),
): Promise<SignedChange> {
  const timestamp = Math.floor(now / 1000);
  const message = walletChangeMessage(investorWallet, solanaWallet, timestamp);
  let signature: string;
  try {
    signature = await signMessage(config, { account: investorWallet, message });
  } catch (error) {
    throw new WalletChangeError(walletErrorText(error, "updateDefault"));
  }
  if (!SIGNATURE.test(signature)) throw new WalletChangeError("badSignature");
  const valid = await verifyMessage({
    address: investorWallet,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) throw new WalletChangeError("localCheck");
  return { investorWallet, solanaWallet, signature, timestamp, message };
}

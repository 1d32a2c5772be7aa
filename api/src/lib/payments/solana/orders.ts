import type { Db } from "@jadeverse/db/client";
import { openOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import type { Env } from "../../../env.ts";
import { errorText } from "../../errors/texts.ts";
import { badRequest, notFound } from "../../errors.ts";
import { fromChain } from "../chain-call.ts";
import { cancelCryptoOrder, nameOrderTransaction } from "../crypto-orders.ts";
import { CRYPTO_PAYMENT_TTL_MS } from "../evm/orders.ts";
import { quotePack } from "../prices.ts";
import type { SolanaRail } from "./config.ts";
import { paymentMemo } from "./verify-transfer.ts";

export interface SolanaInitializeInput {
  fromWalletAddress: string;
  toWalletAddress: string;
  currency: string;
  /** The cluster the wallet is on (docs/product/economy.md §3 "network"). */
  network: string;
  packageId: number;
  /** The SPL mint for a token payment (spec: tokens only). */
  mintAddress?: string | undefined;
}

/**
 * `POST /api/v1/solana/initialize-payment` (docs/product/economy.md §4 "Solana purchase"): the server fixes what the
 * order must receive for 10 minutes — a stablecoin at face value, SOL at the price service's current
 * price, in base units, rounded up — and the memo the transfer must carry. Only the platform wallet,
 * this server's cluster and a token it takes there are accepted (docs/product/economy.md §5: the token supported,
 * enabled and minted on the network).
 */
export async function initializeSolanaPayment(
  db: Db,
  env: Env,
  rail: SolanaRail,
  userId: number,
  input: SolanaInitializeInput,
) {
  if (input.network !== rail.cluster)
    throw badRequest("UNSUPPORTED_NETWORK", errorText("solanaNetworkMissing"));
  if (input.toWalletAddress !== rail.platformWallet) throw badRequest("WRONG_RECIPIENT");
  if (input.fromWalletAddress === rail.platformWallet) throw badRequest("WRONG_RECIPIENT");
  const symbol = input.currency.toUpperCase();
  const coin = rail.coins.find((candidate) => candidate.symbol === symbol);
  if (!coin || (coin.mint ?? undefined) !== (input.mintAddress ?? undefined))
    throw badRequest("TOKEN_NOT_SUPPORTED", errorText("tokenNotOnNetwork", { currency: input.currency }));
  const pack = await packForSale(db, input.packageId);
  if (!pack) throw notFound("PACK_NOT_FOUND");
  const amount = await quotePack(env, pack.priceCents, {
    symbol: coin.symbol,
    decimals: coin.decimals,
    stablecoin: coin.mint !== null,
  });
  // The cluster's slot as the order opens: a transaction that landed in it or before was sent before the order.
  // Stryker disable next-line ObjectLiteral: "confirmed" is also kit's own default commitment, so an empty config asks the same
  const openedAtBlock = await fromChain(() => rail.rpc.getSlot({ commitment: "confirmed" }).send());
  const expiresAt = new Date(Date.now() + CRYPTO_PAYMENT_TTL_MS);
  const order = await openOrder(db, {
    userId,
    pack,
    rail: "solana",
    currency: symbol,
    amount,
    payer: input.fromWalletAddress,
    chain: rail.cluster,
    token: coin.mint ?? undefined,
    expiresAt,
    openedAtBlock,
  });
  return {
    id: order.reference,
    amount: amount.toString(),
    decimals: coin.decimals,
    toWalletAddress: rail.platformWallet,
    mintAddress: coin.mint,
    memo: paymentMemo(order.reference),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The wallet sent the transfer: the order's transaction to watch (crypto-orders.ts). */
export const submitSolanaTransaction = (db: Db, userId: number, transferId: string, signature: string) =>
  nameOrderTransaction(db, "solana", userId, transferId, signature);

/** The player gave up before sending anything. */
export const cancelSolanaPayment = (db: Db, userId: number, transferId: string) =>
  cancelCryptoOrder(db, "solana", userId, transferId);

import type { Db } from "@jadeverse/db/client";
import { openOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { type Address, getAddress, type Hash, isAddressEqual } from "viem";
import type { Env } from "../../../env.ts";
import { badRequest, notFound } from "../../errors.ts";
import { cancelCryptoOrder, nameOrderTransaction } from "../crypto-orders.ts";
import { quotePack } from "../prices.ts";
import type { EvmRail } from "./config.ts";

/** How long an initialised crypto payment waits for its transfer (spec 001 §9: 600,000 ms). */
export const CRYPTO_PAYMENT_TTL_MS = 600_000;

export interface InitializeInput {
  fromWalletAddress: Address;
  toWalletAddress: Address;
  currency: string;
  chainId: number;
  packageId: number;
  tokenContractAddress?: Address | undefined;
}

/**
 * `POST /api/v1/crypto/initialize-payment` (spec 001 §4 "Crypto purchase (EVM)"): the server fixes
 * what the order must receive for 10 minutes: a stablecoin at face value, a native coin at the price
 * service's current price (never a stale one), in the coin's smallest unit, rounded up. Only the
 * platform wallet, a configured chain and an allow-listed token (or the chain's native coin) are
 * accepted.
 */
export async function initializeEvmPayment(
  db: Db,
  env: Env,
  rail: EvmRail,
  userId: number,
  input: InitializeInput,
) {
  const chain = rail.chains.get(input.chainId);
  if (!chain) throw badRequest("UNSUPPORTED_NETWORK");
  if (!isAddressEqual(input.toWalletAddress, rail.platformWallet)) throw badRequest("WRONG_RECIPIENT");
  const symbol = input.currency.toUpperCase();
  const token = input.tokenContractAddress
    ? chain.tokens.find(
        (t) => t.symbol === symbol && isAddressEqual(t.address, input.tokenContractAddress as Address),
      )
    : null;
  if (input.tokenContractAddress ? !token : symbol !== chain.nativeSymbol)
    throw badRequest("TOKEN_NOT_SUPPORTED", `${input.currency} not supported on this network`);
  const pack = await packForSale(db, input.packageId);
  if (!pack) throw notFound("PACK_NOT_FOUND");
  const amount = await quotePack(env, pack.priceCents, {
    symbol,
    decimals: token?.decimals ?? 18,
    stablecoin: token !== null && token !== undefined,
  });
  const expiresAt = new Date(Date.now() + CRYPTO_PAYMENT_TTL_MS);
  const order = await openOrder(db, {
    userId,
    pack,
    rail: "evm",
    currency: symbol,
    amount,
    payer: getAddress(input.fromWalletAddress),
    chain: String(chain.chainId),
    token: token?.address ?? undefined,
    expiresAt,
  });
  return {
    id: order.reference,
    amount: amount.toString(),
    decimals: token?.decimals ?? 18,
    toWalletAddress: rail.platformWallet,
    tokenContractAddress: token?.address ?? null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The wallet sent the transfer: the order's transaction to watch (crypto-orders.ts). */
export const submitEvmTransaction = (db: Db, userId: number, transferId: string, txHash: Hash) =>
  nameOrderTransaction(db, "evm", userId, transferId, txHash);

/** The player gave up before sending anything. */
export const cancelEvmPayment = (db: Db, userId: number, transferId: string) =>
  cancelCryptoOrder(db, "evm", userId, transferId);

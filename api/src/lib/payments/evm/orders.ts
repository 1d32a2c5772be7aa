import type { Db } from "@jadeverse/db/client";
import { openOrder } from "@jadeverse/db/payments/orders";
import { type GemPack, packForSale } from "@jadeverse/db/payments/packs";
import { findChallenge, issueChallenge, spendChallenge } from "@jadeverse/db/wallet-proofs/challenges";
import { type Address, getAddress, type Hash, type Hex, isAddressEqual } from "viem";
import type { Env } from "../../../env.ts";
import { errorText } from "../../errors/texts.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { fromChain } from "../chain-call.ts";
import { cancelCryptoOrder, nameOrderTransaction } from "../crypto-orders.ts";
import { quotePack } from "../prices.ts";
import type { EvmChainConfig, EvmRail, EvmToken } from "./config.ts";
import { evmPaymentMessage, PAYMENT_CHALLENGE_TTL_MS } from "./payment-message.ts";

/** How long an initialised crypto payment waits for its transfer (docs/payments.md: 10 minutes). */
export const CRYPTO_PAYMENT_TTL_MS = 600_000;

/** What the buyer asks to pay with: the signing request and the order it opens both name it. */
export interface EvmPaymentRequest {
  fromWalletAddress: Address;
  toWalletAddress: Address;
  currency: string;
  chainId: number;
  packageId: number;
  tokenContractAddress?: Address | undefined;
}

export interface InitializeInput extends EvmPaymentRequest {
  /** The server nonce of the signing request the wallet signed. */
  nonce: string;
  /** The paying wallet's `personal_sign` signature over the request's message. */
  signature: Hex;
}

interface ResolvedTerms {
  chain: EvmChainConfig;
  token: EvmToken | null;
  symbol: string;
  pack: GemPack;
  from: Address;
}

/** The chain, coin and pack a request names, each checked: a configured chain, the platform wallet, an allow-listed coin. */
async function resolveTerms(db: Db, rail: EvmRail, input: EvmPaymentRequest): Promise<ResolvedTerms> {
  const chain = rail.chains.get(input.chainId);
  if (!chain) throw badRequest("UNSUPPORTED_NETWORK");
  if (!isAddressEqual(input.toWalletAddress, rail.platformWallet)) throw badRequest("WRONG_RECIPIENT");
  if (isAddressEqual(input.fromWalletAddress, rail.platformWallet)) throw badRequest("WRONG_RECIPIENT");
  const symbol = input.currency.toUpperCase();
  const token = input.tokenContractAddress
    ? chain.tokens.find(
        (t) => t.symbol === symbol && isAddressEqual(t.address, input.tokenContractAddress as Address),
      )
    : null;
  if (input.tokenContractAddress ? !token : symbol !== chain.nativeSymbol)
    throw badRequest("TOKEN_NOT_SUPPORTED", errorText("tokenNotOnNetwork", { currency: input.currency }));
  const pack = await packForSale(db, input.packageId);
  if (!pack) throw notFound("PACK_NOT_FOUND");
  return { chain, token: token ?? null, symbol, pack, from: getAddress(input.fromWalletAddress) };
}

const messageFor = (
  rail: EvmRail,
  userId: number,
  terms: ResolvedTerms,
  challenge: { nonce: string; issuedAt: Date; expiresAt: Date },
) =>
  evmPaymentMessage({
    userId,
    packId: terms.pack.id,
    gems: terms.pack.gems,
    priceCents: terms.pack.priceCents,
    chainId: terms.chain.chainId,
    symbol: terms.symbol,
    token: terms.token?.address ?? null,
    platformWallet: rail.platformWallet,
    from: terms.from,
    ...challenge,
  });

/**
 * `POST /api/v1/crypto/payment-request`: the message the paying wallet must sign before its order can
 * be opened (docs/payments.md), with a fresh single-use nonce good for 5 minutes. The wallet's
 * signature is what proves the payer: nobody can open an order that a transfer from a wallet they do
 * not hold would pay.
 */
export async function requestEvmPayment(
  db: Db,
  rail: EvmRail,
  userId: number,
  input: EvmPaymentRequest,
  now: Date = new Date(),
) {
  const terms = await resolveTerms(db, rail, input);
  const challenge = await issueChallenge(db, userId, "evm-payment", PAYMENT_CHALLENGE_TTL_MS, now);
  return {
    nonce: challenge.nonce,
    message: messageFor(rail, userId, terms, challenge),
    expiresAt: challenge.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/v1/crypto/initialize-payment` (docs/payments.md): opens the order only with the paying
 * wallet's signature over the signing request's message, rebuilt here from the request's terms (a
 * signature over other terms, another wallet's, or one whose nonce was spent or expired opens
 * nothing), and fixes what the order must receive for 10 minutes: a stablecoin at face value, a
 * native coin at the price service's current price (never a stale one), in the coin's smallest unit,
 * rounded up. The nonce is spent in the transaction that opens the order: of two racing uses exactly
 * one opens an order. The chain's head is recorded: a transfer mined before it never pays the order.
 */
export async function initializeEvmPayment(
  db: Db,
  env: Env,
  rail: EvmRail,
  userId: number,
  input: InitializeInput,
  now: Date = new Date(),
) {
  const terms = await resolveTerms(db, rail, input);
  const challenge = await findChallenge(db, userId, "evm-payment", input.nonce);
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime())
    throw badRequest("PAYMENT_CHALLENGE_EXPIRED");
  if (challenge.usedAt) throw conflict("PAYMENT_CHALLENGE_USED");
  const message = messageFor(rail, userId, terms, challenge);
  // An account's key (ecrecover), or a contract wallet (ERC-1271/6492) asked on its own chain.
  const signed = await fromChain(() =>
    terms.chain.client.verifyMessage({ address: terms.from, message, signature: input.signature }),
  );
  if (!signed) throw badRequest("PAYMENT_SIGNATURE_INVALID");
  const amount = await quotePack(env, terms.pack.priceCents, {
    symbol: terms.symbol,
    decimals: terms.token?.decimals ?? 18,
    stablecoin: terms.token !== null,
  });
  // The chain's head as the order opens: a transaction included at or before it was sent before the order.
  const openedAtBlock = await fromChain(() => terms.chain.client.getBlockNumber({ cacheTime: 0 }));
  const expiresAt = new Date(now.getTime() + CRYPTO_PAYMENT_TTL_MS);
  const order = await openOrder(
    db,
    {
      userId,
      pack: terms.pack,
      rail: "evm",
      currency: terms.symbol,
      amount,
      payer: terms.from,
      chain: String(terms.chain.chainId),
      token: terms.token?.address ?? undefined,
      expiresAt,
      openedAtBlock,
    },
    async (tx) => {
      const spent = await spendChallenge(tx, userId, "evm-payment", input.nonce, now);
      if (spent === "used") throw conflict("PAYMENT_CHALLENGE_USED");
      if (spent !== true) throw badRequest("PAYMENT_CHALLENGE_EXPIRED");
    },
  );
  return {
    id: order.reference,
    amount: amount.toString(),
    decimals: terms.token?.decimals ?? 18,
    toWalletAddress: rail.platformWallet,
    tokenContractAddress: terms.token?.address ?? null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The wallet sent the transfer: the order's transaction to watch (crypto-orders.ts). */
export const submitEvmTransaction = (db: Db, userId: number, transferId: string, txHash: Hash) =>
  nameOrderTransaction(db, "evm", userId, transferId, txHash);

/** The player gave up before sending anything. */
export const cancelEvmPayment = (db: Db, userId: number, transferId: string) =>
  cancelCryptoOrder(db, "evm", userId, transferId);

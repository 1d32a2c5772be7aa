import { Hono } from "hono";
import type { Address } from "viem";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { configuredRail, cryptoPaymentLimit } from "../../lib/payments/crypto-limits.ts";
import { evmRail } from "../../lib/payments/evm/config.ts";
import {
  cancelEvmPayment,
  type EvmPaymentRequest,
  initializeEvmPayment,
  requestEvmPayment,
  submitEvmTransaction,
} from "../../lib/payments/evm/orders.ts";
import {
  cryptoCancelBody,
  cryptoInitializeBody,
  cryptoInitializeResponse,
  cryptoPaymentRequestBody,
  cryptoPaymentRequestResponse,
  cryptoTransactionBody,
} from "../../lib/payments/responses.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { chainPaymentRoutes } from "./chain.ts";

const CRYPTO_LIMIT = cryptoPaymentLimit("crypto-payment");

const railOf = (env: AppEnv["Variables"]["deps"]["env"]) => configuredRail(evmRail(env));

/** The terms a body names, as the orders module reads them. */
const termsOf = (body: {
  fromWalletAddress: string;
  toWalletAddress: string;
  currency: string;
  chainId: number;
  packageId: number;
  tokenContractAddress?: string | undefined;
}): EvmPaymentRequest => ({
  fromWalletAddress: body.fromWalletAddress as Address,
  toWalletAddress: body.toWalletAddress as Address,
  currency: body.currency,
  chainId: body.chainId,
  packageId: body.packageId,
  tokenContractAddress: body.tokenContractAddress as Address | undefined,
});

/**
 * EVM crypto purchases (docs/payments.md): the paying wallet signs the order's terms and a server
 * nonce, the server fixes the order's amount for 10 minutes; the wallet's transaction hash is a hint
 * the watcher job verifies on the chain itself (api/src/lib/payments/evm/watcher.ts), crediting once
 * and telling the buyer on `/crypto`. The signing request is the EVM rail's own; the rest are the
 * chain rails' routes (chain.ts), with the signature as the initialisation's proof.
 */
export const cryptoPaymentRoutes = new Hono<AppEnv>()
  .post(
    "/payment-request",
    doc("payments", "Ask for the message the paying wallet signs before an EVM payment is initialised", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: cryptoPaymentRequestResponse,
      errors: {
        400: ["UNSUPPORTED_NETWORK", "TOKEN_NOT_SUPPORTED", "WRONG_RECIPIENT"],
        404: ["PACK_NOT_FOUND"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(CRYPTO_LIMIT),
    validate("json", cryptoPaymentRequestBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const data = await requestEvmPayment(
        db,
        railOf(env),
        c.get("session").userId,
        termsOf(c.req.valid("json")),
      );
      return c.json({ data }, 201);
    },
  )
  .route(
    "/",
    chainPaymentRoutes({
      payment: "an EVM payment",
      verifiedOn: "chain",
      railOf: evmRail,
      limit: CRYPTO_LIMIT,
      initialize: {
        summary: "Initialise an EVM payment for a gem pack: the amount to send and the transfer id",
        body: cryptoInitializeBody,
        response: cryptoInitializeResponse,
        errors: {
          400: [
            "UNSUPPORTED_NETWORK",
            "TOKEN_NOT_SUPPORTED",
            "WRONG_RECIPIENT",
            "PAYMENT_SIGNATURE_INVALID",
            "PAYMENT_CHALLENGE_EXPIRED",
          ],
          404: ["PACK_NOT_FOUND"],
          409: ["PAYMENT_CHALLENGE_USED"],
          503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PRICE_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
        },
        // The proof: the paying wallet's signature over the signing request's message and nonce.
        open: (db, env, rail, userId, body) =>
          initializeEvmPayment(db, env, rail, userId, {
            ...termsOf(body),
            nonce: body.nonce,
            signature: body.signature,
          }),
      },
      transaction: {
        body: cryptoTransactionBody,
        submit: (db, userId, { transferId, txHash }) => submitEvmTransaction(db, userId, transferId, txHash),
      },
      cancel: { body: cryptoCancelBody, cancel: cancelEvmPayment },
    }),
  );

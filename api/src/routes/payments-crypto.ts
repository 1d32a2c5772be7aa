import { Hono } from "hono";
import type { Address, Hash } from "viem";
import type { AppEnv } from "../context.ts";
import { doc } from "../lib/openapi.ts";
import { configuredRail, cryptoPaymentLimit } from "../lib/payments/crypto-limits.ts";
import { evmRail } from "../lib/payments/evm/config.ts";
import { cancelEvmPayment, initializeEvmPayment, submitEvmTransaction } from "../lib/payments/evm/orders.ts";
import {
  acceptedResponse,
  cryptoCancelBody,
  cryptoInitializeBody,
  cryptoInitializeResponse,
  cryptoTransactionBody,
} from "../lib/payments/responses.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";

const CRYPTO_LIMIT = cryptoPaymentLimit("crypto-payment");

const railOf = (env: AppEnv["Variables"]["deps"]["env"]) => configuredRail(evmRail(env));

/**
 * EVM crypto purchases (spec 001 §4 "Crypto purchase (EVM)", §7): the server fixes the order's amount
 * for 10 minutes; the wallet's transaction hash is a hint the watcher job verifies on the chain
 * itself (api/src/lib/payments/evm/watcher.ts), crediting once and telling the buyer on `/crypto`.
 */
export const cryptoPaymentRoutes = new Hono<AppEnv>()
  .post(
    "/initialize-payment",
    doc("payments", "Initialise an EVM payment for a gem pack: the amount to send and the transfer id", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: cryptoInitializeResponse,
      errors: {
        400: ["UNSUPPORTED_NETWORK", "TOKEN_NOT_SUPPORTED", "WRONG_RECIPIENT"],
        404: ["PACK_NOT_FOUND"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PRICE_NOT_AVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(CRYPTO_LIMIT),
    validate("json", cryptoInitializeBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const body = c.req.valid("json");
      const data = await initializeEvmPayment(db, env, railOf(env), c.get("session").userId, {
        fromWalletAddress: body.fromWalletAddress as Address,
        toWalletAddress: body.toWalletAddress as Address,
        currency: body.currency,
        chainId: body.chainId,
        packageId: body.packageId,
        tokenContractAddress: body.tokenContractAddress as Address | undefined,
      });
      return c.json({ data }, 201);
    },
  )
  .post(
    "/transaction",
    doc("payments", "Name the transaction the wallet sent for an EVM payment (verified on the chain)", {
      auth: "session",
      input: "json",
      limited: true,
      response: acceptedResponse,
      errors: {
        404: ["PAYMENT_NOT_FOUND"],
        409: ["PAYMENT_NOT_OPEN", "PAYMENT_IN_PROGRESS", "TRANSACTION_ALREADY_USED"],
      },
    }),
    requireUser,
    rateLimit(CRYPTO_LIMIT),
    validate("json", cryptoTransactionBody),
    async (c) => {
      const { transferId, txHash } = c.req.valid("json");
      railOf(c.get("deps").env);
      await submitEvmTransaction(
        c.get("deps").db,
        c.get("session").userId,
        transferId,
        txHash.toLowerCase() as Hash,
      );
      return c.json({ data: { status: "pending" as const } });
    },
  )
  .post(
    "/cancel-payment",
    doc("payments", "Cancel an EVM payment no transaction was sent for (any error after initialisation)", {
      auth: "session",
      input: "json",
      limited: true,
      response: acceptedResponse,
      errors: { 404: ["PAYMENT_NOT_FOUND"], 409: ["PAYMENT_NOT_OPEN", "PAYMENT_IN_PROGRESS"] },
    }),
    requireUser,
    rateLimit(CRYPTO_LIMIT),
    validate("json", cryptoCancelBody),
    async (c) => {
      await cancelEvmPayment(c.get("deps").db, c.get("session").userId, c.req.valid("json").transferId);
      return c.json({ data: { status: "cancelled" as const } });
    },
  );

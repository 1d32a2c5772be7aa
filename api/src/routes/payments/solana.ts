import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { configuredRail, cryptoPaymentLimit } from "../../lib/payments/crypto-limits.ts";
import { acceptedResponse, solanaInitializeResponse } from "../../lib/payments/responses.ts";
import { solanaRail } from "../../lib/payments/solana/config.ts";
import {
  cancelSolanaPayment,
  initializeSolanaPayment,
  submitSolanaTransaction,
} from "../../lib/payments/solana/orders.ts";
import {
  solanaCancelBody,
  solanaInitializeBody,
  solanaTransactionBody,
} from "../../lib/payments/solana/schemas.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const SOLANA_LIMIT = cryptoPaymentLimit("solana-payment");

const railOf = (env: AppEnv["Variables"]["deps"]["env"]) => configuredRail(solanaRail(env));

/**
 * Solana purchases (docs/product/economy.md §4 "Solana purchase", §7): the server fixes the order's amount and memo
 * for 10 minutes; the wallet's transaction signature is a hint the watcher job verifies on the
 * cluster itself (api/src/lib/payments/solana/watcher.ts), crediting once and telling the buyer on
 * `/solana`.
 */
export const solanaPaymentRoutes = new Hono<AppEnv>()
  .post(
    "/initialize-payment",
    doc("payments", "Initialise a Solana payment for a gem pack: the amount, the memo and the transfer id", {
      auth: "session",
      input: "json",
      limited: true,
      success: 201,
      response: solanaInitializeResponse,
      errors: {
        400: ["UNSUPPORTED_NETWORK", "TOKEN_NOT_SUPPORTED", "WRONG_RECIPIENT"],
        404: ["PACK_NOT_FOUND"],
        503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PRICE_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
      },
    }),
    requireUser,
    rateLimit(SOLANA_LIMIT),
    validate("json", solanaInitializeBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const body = c.req.valid("json");
      const data = await initializeSolanaPayment(db, env, railOf(env), c.get("session").userId, body);
      return c.json({ data }, 201);
    },
  )
  .post(
    "/transaction",
    doc("payments", "Name the transaction the wallet sent for a Solana payment (verified on the cluster)", {
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
    rateLimit(SOLANA_LIMIT),
    validate("json", solanaTransactionBody),
    async (c) => {
      const { transferId, signature } = c.req.valid("json");
      railOf(c.get("deps").env);
      await submitSolanaTransaction(c.get("deps").db, c.get("session").userId, transferId, signature);
      return c.json({ data: { status: "pending" as const } });
    },
  )
  .post(
    "/cancel-payment",
    doc("payments", "Cancel a Solana payment no transaction was sent for (any error after initialisation)", {
      auth: "session",
      input: "json",
      limited: true,
      response: acceptedResponse,
      errors: { 404: ["PAYMENT_NOT_FOUND"], 409: ["PAYMENT_NOT_OPEN", "PAYMENT_IN_PROGRESS"] },
    }),
    requireUser,
    rateLimit(SOLANA_LIMIT),
    validate("json", solanaCancelBody),
    async (c) => {
      await cancelSolanaPayment(c.get("deps").db, c.get("session").userId, c.req.valid("json").transferId);
      return c.json({ data: { status: "cancelled" as const } });
    },
  );

import { cryptoPaymentLimit } from "../../lib/payments/crypto-limits.ts";
import { solanaInitializeResponse } from "../../lib/payments/responses.ts";
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
import { chainPaymentRoutes } from "./chain.ts";

/**
 * Solana purchases (docs/product/economy.md §4 "Solana purchase", §7): the server fixes the order's amount and memo
 * for 10 minutes; the wallet's transaction signature is a hint the watcher job verifies on the
 * cluster itself (api/src/lib/payments/solana/watcher.ts), crediting once and telling the buyer on
 * `/solana`.
 */
export const solanaPaymentRoutes = chainPaymentRoutes({
  payment: "a Solana payment",
  verifiedOn: "cluster",
  railOf: solanaRail,
  limit: cryptoPaymentLimit("solana-payment"),
  initialize: {
    summary: "Initialise a Solana payment for a gem pack: the amount, the memo and the transfer id",
    body: solanaInitializeBody,
    response: solanaInitializeResponse,
    errors: {
      400: ["UNSUPPORTED_NETWORK", "TOKEN_NOT_SUPPORTED", "WRONG_RECIPIENT"],
      404: ["PACK_NOT_FOUND"],
      503: ["PAYMENT_METHOD_NOT_AVAILABLE", "PRICE_NOT_AVAILABLE", "PAYMENT_PROVIDER_UNAVAILABLE"],
    },
    // No proof of the paying wallet: the memo names the order, and the watcher checks the transfer.
    open: initializeSolanaPayment,
  },
  transaction: {
    body: solanaTransactionBody,
    submit: (db, userId, { transferId, signature }) =>
      submitSolanaTransaction(db, userId, transferId, signature),
  },
  cancel: { body: solanaCancelBody, cancel: cancelSolanaPayment },
});

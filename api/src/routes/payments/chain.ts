import type { Db } from "@jadeverse/db/client";
import { Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../context.ts";
import type { Env } from "../../env.ts";
import { type DocOptions, doc } from "../../lib/openapi.ts";
import { configuredRail } from "../../lib/payments/crypto-limits.ts";
import { acceptedResponse } from "../../lib/payments/responses.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { type RateLimitRule, rateLimit } from "../../middleware/rate-limit.ts";

/**
 * What one chain rail (EVM, Solana) brings to its payment routes: everything else — the session, the
 * rate limit, the configured-rail check, the validation, the answers — is the same for every rail.
 */
export interface ChainRail<
  Rail,
  InitBody extends z.ZodType,
  Opened,
  TxBody extends z.ZodType,
  CancelBody extends z.ZodType<{ transferId: string }>,
> {
  /** The payment in the document's summaries: "an EVM payment", "a Solana payment". */
  payment: string;
  /** Where the watcher verifies a transaction: "chain", "cluster". */
  verifiedOn: string;
  /** The rail's configuration on this deployment, or null when it takes no such payments. */
  railOf: (env: Env) => Rail | null;
  /** Every route of the rail shares this limit (per player). */
  limit: RateLimitRule;
  /**
   * `POST /initialize-payment`: opens the order for a pack, after whatever proof the rail asks of the
   * paying wallet; answers 201 with what it returns.
   */
  initialize: {
    summary: string;
    body: InitBody;
    response: z.ZodType;
    errors: DocOptions["errors"];
    open: (db: Db, env: Env, rail: Rail, userId: number, body: z.output<InitBody>) => Promise<Opened>;
  };
  /** `POST /transaction`: the wallet names its transaction, a hint the rail's watcher verifies. */
  transaction: {
    body: TxBody;
    submit: (db: Db, userId: number, body: z.output<TxBody>) => Promise<unknown>;
  };
  /** `POST /cancel-payment`: closes an order no transaction was sent for. */
  cancel: {
    body: CancelBody;
    cancel: (db: Db, userId: number, transferId: string) => Promise<unknown>;
  };
}

/**
 * The routes of a chain rail's purchases (docs/payments.md): the server fixes the order's amount for
 * 10 minutes; the wallet's transaction is a hint the rail's watcher job verifies on the chain itself,
 * crediting once and telling the buyer on the rail's socket namespace.
 */
export function chainPaymentRoutes<
  Rail,
  InitBody extends z.ZodType,
  Opened,
  TxBody extends z.ZodType,
  CancelBody extends z.ZodType<{ transferId: string }>,
>(rail: ChainRail<Rail, InitBody, Opened, TxBody, CancelBody>) {
  const configured = (env: Env) => configuredRail(rail.railOf(env));
  return new Hono<AppEnv>()
    .post(
      "/initialize-payment",
      doc("payments", rail.initialize.summary, {
        auth: "session",
        input: "json",
        limited: true,
        success: 201,
        response: rail.initialize.response,
        errors: rail.initialize.errors,
      }),
      requireUser,
      rateLimit(rail.limit),
      validate("json", rail.initialize.body),
      async (c) => {
        const { db, env } = c.get("deps");
        const body = c.req.valid("json") as z.output<InitBody>;
        const data = await rail.initialize.open(db, env, configured(env), c.get("session").userId, body);
        return c.json({ data }, 201);
      },
    )
    .post(
      "/transaction",
      doc(
        "payments",
        `Name the transaction the wallet sent for ${rail.payment} (verified on the ${rail.verifiedOn})`,
        {
          auth: "session",
          input: "json",
          limited: true,
          response: acceptedResponse,
          errors: {
            404: ["PAYMENT_NOT_FOUND"],
            409: ["PAYMENT_NOT_OPEN", "PAYMENT_IN_PROGRESS", "TRANSACTION_ALREADY_USED"],
          },
        },
      ),
      requireUser,
      rateLimit(rail.limit),
      validate("json", rail.transaction.body),
      async (c) => {
        const body = c.req.valid("json") as z.output<TxBody>;
        configured(c.get("deps").env);
        await rail.transaction.submit(c.get("deps").db, c.get("session").userId, body);
        return c.json({ data: { status: "pending" as const } });
      },
    )
    .post(
      "/cancel-payment",
      doc("payments", `Cancel ${rail.payment} no transaction was sent for (any error after initialisation)`, {
        auth: "session",
        input: "json",
        limited: true,
        response: acceptedResponse,
        errors: { 404: ["PAYMENT_NOT_FOUND"], 409: ["PAYMENT_NOT_OPEN", "PAYMENT_IN_PROGRESS"] },
      }),
      requireUser,
      rateLimit(rail.limit),
      validate("json", rail.cancel.body),
      async (c) => {
        const { transferId } = c.req.valid("json") as z.output<CancelBody>;
        await rail.cancel.cancel(c.get("deps").db, c.get("session").userId, transferId);
        return c.json({ data: { status: "cancelled" as const } });
      },
    );
}

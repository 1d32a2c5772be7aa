import { PAYMENT_RAILS, PAYMENT_STATUSES } from "@jadeverse/db/enums/payments";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import {
  attentionQueue,
  listOrders,
  markRefunded,
  orderStory,
  resolveDebt,
  reverseCredit,
} from "../../lib/console/payments.ts";
import {
  consoleAttentionResponse,
  consoleOrderActionResponse,
  consoleOrderStoryResponse,
  consoleOrdersResponse,
  consoleReversalResponse,
} from "../../lib/openapi/responses/console-payments.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { clientIp } from "../../middleware/client-ip.ts";
import { consoleActor, requireConsole } from "../../middleware/console-auth.ts";
import { perOperatorLimit } from "./limits.ts";

const ordersQuery = z.strictObject({
  rail: z.enum(PAYMENT_RAILS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  before: z.coerce.number().int().positive().optional(),
});
const orderParam = z.strictObject({ orderId: z.coerce.number().int().positive() });
const reason = z.string().trim().min(5).max(500);
const actionBody = z.strictObject({
  reason,
  note: z.string().trim().max(1000).optional().describe("What was done at the provider (a refund id…)"),
});
const reverseBody = z.strictObject({ reason });

const READERS = ["admin", "support"] as const;
const limit = (name: string) => perOperatorLimit(name);
/** The operator's action on an order, from the request. */
const action = (
  c: Context<AppEnv>,
  orderId: number,
  body: { reason: string; note?: string | undefined },
) => ({
  actor: consoleActor(c),
  orderId,
  ...body,
  address: clientIp(c),
});
const orderErrors = { 400: ["VALIDATION_ERROR"], 404: ["PAYMENT_NOT_FOUND"] } as const;

/**
 * The console's payments calls (docs/operations.md "The operator's console"): orders, the queue of
 * what needs an operator, an order's story, and the actions on an order (admin and support; the
 * reversal of gems is the admin's), each action audited.
 */
export const consolePaymentsRoutes = new Hono<AppEnv>()
  .get(
    "/orders",
    doc("console", "Orders, newest first (50 a page), by rail and status", {
      auth: "console",
      input: "query",
      response: consoleOrdersResponse,
    }),
    requireConsole(...READERS),
    validate("query", ordersQuery),
    async (c) => c.json(await listOrders(c.get("deps"), c.req.valid("query"))),
  )
  .get(
    "/attention",
    doc("console", "Orders that need an operator: mismatched payments, stuck Wert orders, debts", {
      auth: "console",
      response: consoleAttentionResponse,
    }),
    requireConsole(...READERS),
    async (c) => c.json(await attentionQueue(c.get("deps"))),
  )
  .get(
    "/orders/:orderId",
    doc("console", "An order's story: the order, its moments, notifications, ledger and audit", {
      auth: "console",
      response: consoleOrderStoryResponse,
      errors: orderErrors,
    }),
    requireConsole(...READERS),
    validate("param", orderParam),
    async (c) => c.json(await orderStory(c.get("deps"), c.req.valid("param").orderId)),
  )
  .post(
    "/orders/:orderId/refunded",
    doc("console", "Mark an order refunded by hand at the provider (moves no gems)", {
      auth: "console",
      input: "json",
      limited: true,
      response: consoleOrderActionResponse,
      errors: {
        ...orderErrors,
        409: ["CONSOLE_ORDER_ALREADY_REFUNDED", "CONSOLE_ORDER_NOT_REFUNDABLE"],
      },
    }),
    requireConsole(...READERS),
    limit("console-payment-action"),
    validate("param", orderParam),
    validate("json", actionBody),
    async (c) =>
      c.json(await markRefunded(c.get("deps"), action(c, c.req.valid("param").orderId, c.req.valid("json")))),
  )
  .post(
    "/orders/:orderId/reverse",
    doc("console", "Reverse a credited order's gems once, never below zero (admin)", {
      auth: "console",
      input: "json",
      limited: true,
      response: consoleReversalResponse,
      errors: { ...orderErrors, 409: ["CONSOLE_ORDER_NOT_CREDITED"] },
    }),
    requireConsole("admin"),
    limit("console-payment-action"),
    validate("param", orderParam),
    validate("json", reverseBody),
    async (c) =>
      c.json(
        await reverseCredit(c.get("deps"), action(c, c.req.valid("param").orderId, c.req.valid("json"))),
      ),
  )
  .post(
    "/orders/:orderId/debt-resolved",
    doc("console", "Record that a reversal's debt was resolved (moves no gems)", {
      auth: "console",
      input: "json",
      limited: true,
      response: consoleOrderActionResponse,
      errors: { ...orderErrors, 409: ["CONSOLE_ORDER_NO_DEBT", "CONSOLE_DEBT_ALREADY_RESOLVED"] },
    }),
    requireConsole(...READERS),
    limit("console-payment-action"),
    validate("param", orderParam),
    validate("json", actionBody),
    async (c) =>
      c.json(await resolveDebt(c.get("deps"), action(c, c.req.valid("param").orderId, c.req.valid("json")))),
  );

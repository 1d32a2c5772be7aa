import { PAYMENT_RAILS, PAYMENT_STATUSES } from "@jadeverse/db/enums/payments";
import { z } from "zod";

// The console's Payments area (docs/operations.md "The operator's console"): api/src/routes/console/payments.ts.

const when = z.string().nullable();

/** An order as the console lists it. */
export const consoleOrder = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  rail: z.enum(PAYMENT_RAILS),
  status: z.enum(PAYMENT_STATUSES),
  gems: z.number().int(),
  amount: z.string().describe("What the rail must deliver, in the currency's smallest unit"),
  currency: z.string(),
  providerRef: z.string().nullable().describe("The rail's own object (a Checkout Session, a Wert order…)"),
  failureReason: z.string().nullable(),
  debtGems: z.number().int().describe("Gems a reversal could not take back (they were spent)"),
  createdAt: z.string(),
  paidAt: when,
  closedAt: when,
  refundedAt: when,
});

/** An order with everything the payments domain knows of it: its references, proof and payer. */
export const consoleOrderDetail = consoleOrder.extend({
  packId: z.number().int(),
  priceCents: z.number().int(),
  reference: z.string().describe("Our handle the rail carries back (Stars payload, transfer id…)"),
  proof: z.string().nullable().describe("What paid it: a charge id, a transaction hash, `wert:<order>`…"),
  payer: z.string().nullable(),
  chain: z.string().nullable(),
  token: z.string().nullable(),
  expiresAt: when,
  openedAtBlock: z.string().nullable(),
  refundedBy: z.string().nullable().describe("A manager's Telegram id, `console:<userId>`, or the rail"),
});

export const consoleOrdersResponse = z.strictObject({
  orders: z.array(consoleOrder),
  nextBefore: z.number().int().nullable().describe("`before` for the next page; null on the last"),
});

export const ATTENTION_KINDS = ["mismatch", "wert-stuck", "reversal-debt"] as const;

export const consoleAttentionResponse = z.strictObject({
  items: z.array(
    z.strictObject({
      kind: z.enum(ATTENTION_KINDS),
      orderId: z.number().int(),
      why: z.string().describe("One line for the operator"),
      since: z.string().describe("When it began: the failure, the order's opening, the reversal"),
      order: consoleOrder,
    }),
  ),
});

const auditEntry = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  outcome: z.enum(["done", "refused"]),
  address: z.string().nullable(),
});

export const consoleOrderStoryResponse = z.strictObject({
  order: consoleOrderDetail,
  timeline: z
    .array(
      z.strictObject({
        at: z.string(),
        event: z.enum(["opened", "paid", "closed", "refunded"]),
        detail: z.string().nullable(),
      }),
    )
    .describe("The order's own moments, oldest first (webhook deliveries are logged, not stored)"),
  notifications: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: when,
    }),
  ),
  ledger: z.array(
    z.strictObject({
      id: z.number().int(),
      userId: z.number().int(),
      currency: z.string(),
      delta: z.number().int(),
      balanceAfter: z.number().int(),
      reason: z.string(),
      reference: z.string().nullable(),
      key: z.string(),
      createdAt: z.string(),
    }),
  ),
  audit: z.array(auditEntry).describe("The console's entries on `order:<id>`, newest first"),
});

export const consoleOrderActionResponse = z.strictObject({ order: consoleOrderDetail });

export const consoleReversalResponse = z.strictObject({
  applied: z.boolean().describe("False when the order was refunded already (nothing changed again)"),
  gemsTaken: z.number().int(),
  debtGems: z.number().int(),
  balance: z.number().int().describe("The player's gems after it"),
  order: consoleOrderDetail,
});

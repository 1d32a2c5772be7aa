import type { Db } from "@jadeverse/db/client";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { starPayments, users } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import { type Api, GrammyError } from "grammy";

/** How long the refund may wait for Telegram while the debit's transaction is open. */
export const REFUND_TIMEOUT_MS = 10_000;

export const refundKey = (chargeId: string) => `refund:stars:${chargeId}`;

export type RefundOutcome =
  | { status: "refunded"; paymentId: number; userId: number; stars: number; gems: number }
  | { status: "not_found" }
  | { status: "already_refunded"; paymentId: number }
  | { status: "no_telegram"; paymentId: number }
  | { status: "spent"; paymentId: number; gems: number }
  | { status: "telegram_refused"; paymentId: number; reason: string };

class TelegramRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Telegram's answer when the charge was refunded already (e.g. our commit was lost after its refund). */
const ALREADY_REFUNDED = /CHARGE_ALREADY_REFUNDED/i;

/**
 * Refunds a Stars payment: the gems are debited back through the ledger (key `refund:stars:<chargeId>`,
 * refused when the player has spent them: nothing is refunded at Telegram then), Telegram refunds the
 * Stars (`refundStarPayment`) and the payment becomes `refunded`, all in ONE write transaction that
 * commits only after Telegram said yes. If Telegram refuses, the transaction rolls back: no debit
 * stays. (If the process dies after Telegram's yes but before the commit, running the refund again
 * debits and commits: Telegram then answers CHARGE_ALREADY_REFUNDED, which counts as done.)
 * Refunds are rare manager actions, so holding the writer for one Bot API call is acceptable.
 */
export async function refundStars(
  db: Db,
  api: Api,
  chargeId: string,
  refundedBy: string,
): Promise<RefundOutcome> {
  const [row] = await db.orm
    .select({
      id: starPayments.id,
      userId: starPayments.userId,
      status: starPayments.status,
      stars: starPayments.stars,
      gems: starPayments.gems,
      telegramId: users.telegramId,
    })
    .from(starPayments)
    .innerJoin(users, eq(users.id, starPayments.userId))
    .where(eq(starPayments.telegramChargeId, chargeId))
    .limit(1);
  if (!row) return { status: "not_found" };
  if (row.status === "refunded") return { status: "already_refunded", paymentId: row.id };
  const telegramId = row.telegramId;
  if (!telegramId) return { status: "no_telegram", paymentId: row.id };

  try {
    return await db.write(async (tx) => {
      const marked = await tx
        .update(starPayments)
        .set({ status: "refunded", refundedAt: new Date(), refundedBy })
        .where(and(eq(starPayments.id, row.id), eq(starPayments.status, "paid")))
        .returning({ id: starPayments.id });
      if (marked.length === 0) return { status: "already_refunded", paymentId: row.id } as const;
      await ledger.apply(tx, {
        key: refundKey(chargeId),
        reason: "stars-refund",
        reference: `star_payment:${row.id}`,
        changes: [{ userId: row.userId, currency: "gems", delta: -row.gems }],
      });
      try {
        // (grammY's Node typings want the abort-controller shim's AbortSignal; the native one works.)
        const signal = AbortSignal.timeout(REFUND_TIMEOUT_MS) as Parameters<Api["refundStarPayment"]>[2];
        await api.refundStarPayment(Number(telegramId), chargeId, signal);
      } catch (error) {
        if (!(error instanceof GrammyError && ALREADY_REFUNDED.test(error.description))) {
          throw new TelegramRefused(error instanceof GrammyError ? error.description : String(error));
        }
      }
      return {
        status: "refunded",
        paymentId: row.id,
        userId: row.userId,
        stars: row.stars,
        gems: row.gems,
      } as const;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS")
      return { status: "spent", paymentId: row.id, gems: row.gems };
    if (error instanceof TelegramRefused)
      return { status: "telegram_refused", paymentId: row.id, reason: error.reason };
    throw error;
  }
}

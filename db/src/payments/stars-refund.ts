import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { LedgerError, ledger } from "../ledger.ts";
import { starPayments } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";

/** The ledger's idempotency key of a Stars payment's refund. */
export const starsRefundKey = (chargeId: string) => `refund:stars:${chargeId}`;

export type RefundOutcome =
  | { status: "refunded"; paymentId: number; userId: number; stars: number; gems: number }
  | { status: "not_found" }
  | { status: "already_refunded"; paymentId: number }
  | { status: "no_telegram"; paymentId: number }
  | { status: "spent"; paymentId: number; gems: number }
  | { status: "telegram_refused"; paymentId: number; reason: string };

/**
 * Gives the buyer's Stars back at Telegram (`refundStarPayment`). Resolves to null when Telegram
 * refunded them (or had already), or to Telegram's reason for refusing.
 */
export type RefundAtTelegram = (buyerTelegramId: string, chargeId: string) => Promise<string | null>;

class TelegramRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Refunds a Stars payment: the gems are debited back through the ledger (key `refund:stars:<chargeId>`,
 * refused when the player has spent them: nothing is refunded at Telegram then), Telegram refunds the
 * Stars (`refundAtTelegram`) and the payment becomes `refunded`, all in ONE write transaction that
 * commits only after Telegram said yes. If Telegram refuses, the transaction rolls back: no debit
 * stays. (If the process dies after Telegram's yes but before the commit, running the refund again
 * debits and commits: Telegram then answers that the charge was refunded, which counts as done.)
 * Refunds are rare manager actions, so holding the writer for one Bot API call is acceptable.
 */
export async function refundStarPayment(
  db: Db,
  input: { chargeId: string; refundedBy: string; refundAtTelegram: RefundAtTelegram },
): Promise<RefundOutcome> {
  const { chargeId, refundedBy } = input;
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
        key: starsRefundKey(chargeId),
        reason: "stars-refund",
        reference: `star_payment:${row.id}`,
        changes: [{ userId: row.userId, currency: "gems", delta: -row.gems }],
      });
      const refusal = await input.refundAtTelegram(telegramId, chargeId);
      if (refusal !== null) throw new TelegramRefused(refusal);
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

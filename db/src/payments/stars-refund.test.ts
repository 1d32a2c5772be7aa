import { describe, expect, it } from "vitest";
import { checkLedgerInvariant } from "../invariant.ts";
import { ledger } from "../ledger.ts";
import {
  db,
  entriesOf,
  gemsOf,
  newPlayer,
  order,
  orderRow,
  usePaymentEdges,
} from "../testing/payment-edges.ts";
import { paidStarOrder, starOrder, starPayment } from "../testing/star-orders.ts";
import { creditOrder } from "./credit.ts";
import { reversalKey } from "./reverse.ts";
import { creditStarPayment, type RefundAtTelegram, refundStarPayment } from "./stars.ts";

// A community manager's `/refund <chargeId>` of a Stars payment (docs/telegram.md): Telegram gives
// the Stars back only together with the gems, once; nothing happens when the charge paid no Stars
// order, the buyer has no Telegram account, the gems are spent, or Telegram says no.
usePaymentEdges();

/** Telegram's refund, answering `answer` (null: the Stars went back) and remembering what it was asked. */
function telegram(answer: string | null = null) {
  const asked: [string, string][] = [];
  const refundAtTelegram: RefundAtTelegram = async (buyer, chargeId) => {
    asked.push([buyer, chargeId]);
    return answer;
  };
  return { asked, refundAtTelegram };
}

const refundEntries = async (userId: number) =>
  (await entriesOf(userId)).filter((entry) => entry.reason === "stars-refund");

describe("refundStarPayment", () => {
  it("gives the Stars back at Telegram and takes the gems back, once", async () => {
    const { userId, telegramId, order: opened, chargeId } = await paidStarOrder();
    const yes = telegram();
    const refund = { chargeId, refundedBy: "cm:1", refundAtTelegram: yes.refundAtTelegram };
    expect(await refundStarPayment(db, refund)).toEqual({
      status: "refunded",
      orderId: opened.id,
      userId,
      gems: 400,
      debtGems: 0,
      stars: 100,
    });
    expect(yes.asked).toEqual([[telegramId, chargeId]]);
    expect(await gemsOf(userId)).toBe(0);
    expect(await refundEntries(userId)).toEqual([
      {
        delta: -400,
        balanceAfter: 0,
        reason: "stars-refund",
        reference: `payment_order:${opened.id}`,
        key: `${reversalKey("stars", chargeId)}#0`,
      },
    ]);
    expect(await orderRow(opened.id)).toMatchObject({ status: "refunded", refundedBy: "cm:1", debtGems: 0 });
    // Asked again, nothing more is taken and Telegram is not asked again.
    expect(await refundStarPayment(db, refund)).toEqual({ status: "already_refunded", orderId: opened.id });
    expect(yes.asked).toHaveLength(1);
    expect(await refundEntries(userId)).toHaveLength(1);
  });

  it("finds nothing for an unknown charge, a card payment, or a charge that failed its order", async () => {
    const yes = telegram();
    const refund = (chargeId: string) =>
      refundStarPayment(db, { chargeId, refundedBy: "cm:1", refundAtTelegram: yes.refundAtTelegram });
    expect(await refund("stxCharge-nobody")).toEqual({ status: "not_found" });

    const userId = await newPlayer("6000001");
    const card = await order(userId, "stripe", "usd", 199n);
    await creditOrder(db, "stripe", { orderId: card.id }, { proof: "pi_card", currency: "usd", amount: 199 });
    expect(await refund("pi_card")).toEqual({ status: "not_found" });
    expect((await orderRow(card.id)).status).toBe("paid");

    // A charge that did not match its order credited nothing: it is refunded at Telegram by hand.
    const failed = await starOrder();
    await creditStarPayment(db, starPayment(failed.payload, "stxCharge-failed", 99));
    expect(await refund("stxCharge-failed")).toEqual({ status: "not_found" });
    expect((await orderRow(failed.order.id)).status).toBe("failed");
    expect(yes.asked).toEqual([]);
    expect(await gemsOf(userId)).toBe(400);
  });

  it("refunds nothing when the buyer has no Telegram account to give the Stars back to", async () => {
    const { userId, order: opened, chargeId } = await paidStarOrder(false);
    const yes = telegram();
    expect(
      await refundStarPayment(db, { chargeId, refundedBy: "cm:1", refundAtTelegram: yes.refundAtTelegram }),
    ).toEqual({ status: "no_telegram", orderId: opened.id });
    expect(yes.asked).toEqual([]);
    expect(await gemsOf(userId)).toBe(400);
    expect((await orderRow(opened.id)).status).toBe("paid");
  });

  it("refunds nothing, without asking Telegram, when the buyer has spent some of the gems", async () => {
    const { userId, order: opened, chargeId } = await paidStarOrder();
    await ledger.run(db, {
      key: `test:spend:${userId}`,
      reason: "test",
      changes: [{ userId, currency: "gems", delta: -1 }],
    });
    const yes = telegram();
    expect(
      await refundStarPayment(db, { chargeId, refundedBy: "cm:1", refundAtTelegram: yes.refundAtTelegram }),
    ).toEqual({ status: "spent", orderId: opened.id, gems: 400 });
    expect(yes.asked).toEqual([]);
    expect(await gemsOf(userId)).toBe(399);
    expect(await refundEntries(userId)).toEqual([]);
    expect((await orderRow(opened.id)).status).toBe("paid");
  });

  it("keeps the gems and the order when Telegram refuses, and refunds on a later yes", async () => {
    const { userId, telegramId, order: opened, chargeId } = await paidStarOrder();
    const no = telegram("CHARGE_NOT_FOUND");
    expect(
      await refundStarPayment(db, { chargeId, refundedBy: "cm:2", refundAtTelegram: no.refundAtTelegram }),
    ).toEqual({ status: "telegram_refused", orderId: opened.id, reason: "CHARGE_NOT_FOUND" });
    expect(no.asked).toEqual([[telegramId, chargeId]]);
    expect(await gemsOf(userId)).toBe(400);
    expect(await refundEntries(userId)).toEqual([]);
    expect(await orderRow(opened.id)).toMatchObject({ status: "paid", refundedBy: null, refundedAt: null });

    const yes = telegram();
    expect(
      await refundStarPayment(db, { chargeId, refundedBy: "cm:2", refundAtTelegram: yes.refundAtTelegram }),
    ).toMatchObject({ status: "refunded", orderId: opened.id, gems: 400, stars: 100 });
    expect(await gemsOf(userId)).toBe(0);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });
});

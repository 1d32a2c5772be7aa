import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkLedgerInvariant } from "../invariant.ts";
import { ledger } from "../ledger.ts";
import { paymentOrders } from "../schema/payments.ts";
import {
  db,
  entriesOf,
  gemsOf,
  newPlayer,
  order,
  orderRow,
  players,
  usePaymentEdges,
} from "../testing/payment-edges.ts";
import { creditOrder } from "./credit.ts";
import { type ReversalInput, reversalKey, reverseOrder } from "./reverse.ts";

// A reversal's debit at, one under and one over the player's balance, with exact values.
usePaymentEdges();

describe("reverseOrder at the edges of the player's balance", () => {
  /** A paid 400-gem Stripe order whose player then holds `balance` gems. */
  async function paidOrder(balance: number) {
    const userId = await newPlayer();
    const opened = await order(userId, "stripe", "usd", 199n);
    const proof = `pi_edge_${players}`;
    await creditOrder(db, "stripe", { orderId: opened.id }, { proof, currency: "usd", amount: 199 });
    if (balance !== 400)
      await ledger.run(db, {
        key: `test:edge:${userId}`,
        reason: "test",
        changes: [{ userId, currency: "gems", delta: balance - 400 }],
      });
    expect(await gemsOf(userId)).toBe(balance);
    return { userId, orderId: opened.id, proof };
  }
  const reversal = (proof: string, shortfall: ReversalInput["shortfall"], refundedBy = "stripe") =>
    ({ rail: "stripe", proof, refundedBy, shortfall }) as const;
  const refundEntries = async (userId: number) =>
    (await entriesOf(userId)).filter((entry) => entry.reason === "stripe-refund");

  it("takes it all when the balance is exactly the order's gems, or one more", async () => {
    for (const [balance, left] of [
      [400, 0],
      [401, 1],
    ] as const) {
      for (const shortfall of ["record_debt", "refuse"] as const) {
        const { userId, orderId, proof } = await paidOrder(balance);
        expect(await reverseOrder(db, reversal(proof, shortfall, "cm:7"))).toEqual({
          status: "refunded",
          orderId,
          userId,
          gems: 400,
          debtGems: 0,
        });
        expect(await gemsOf(userId)).toBe(left);
        expect(await refundEntries(userId)).toEqual([
          {
            delta: -400,
            balanceAfter: left,
            reason: "stripe-refund",
            reference: `payment_order:${orderId}`,
            key: `${reversalKey("stripe", proof)}#0`,
          },
        ]);
        expect(await orderRow(orderId)).toMatchObject({
          status: "refunded",
          refundedBy: "cm:7",
          debtGems: 0,
        });
        expect((await orderRow(orderId)).refundedAt).toBeInstanceOf(Date);
      }
    }
  });

  it("one gem short: records 1 gem of debt, or refuses and takes nothing", async () => {
    const debt = await paidOrder(399);
    expect(await reverseOrder(db, reversal(debt.proof, "record_debt"))).toEqual({
      status: "refunded",
      orderId: debt.orderId,
      userId: debt.userId,
      gems: 399,
      debtGems: 1,
    });
    expect(await gemsOf(debt.userId)).toBe(0);
    expect((await refundEntries(debt.userId)).map((e) => [e.delta, e.balanceAfter])).toEqual([[-399, 0]]);
    expect(await orderRow(debt.orderId)).toMatchObject({ status: "refunded", debtGems: 1 });

    const refused = await paidOrder(399);
    expect(await reverseOrder(db, reversal(refused.proof, "refuse"))).toEqual({
      status: "spent",
      orderId: refused.orderId,
      gems: 400,
    });
    expect(await gemsOf(refused.userId)).toBe(399);
    expect(await refundEntries(refused.userId)).toEqual([]);
    expect(await orderRow(refused.orderId)).toMatchObject({
      status: "paid",
      refundedAt: null,
      refundedBy: null,
      debtGems: 0,
    });
  });

  it("with one gem left, takes that gem and records the other 399 as debt", async () => {
    const { userId, orderId, proof } = await paidOrder(1);
    expect(await reverseOrder(db, reversal(proof, "record_debt"))).toEqual({
      status: "refunded",
      orderId,
      userId,
      gems: 1,
      debtGems: 399,
    });
    expect(await gemsOf(userId)).toBe(0);
    expect((await refundEntries(userId)).map((e) => [e.delta, e.balanceAfter])).toEqual([[-1, 0]]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", debtGems: 399 });
  });

  it("with nothing left, records the whole order as debt without a ledger entry, and only once", async () => {
    const { userId, orderId, proof } = await paidOrder(0);
    expect(await reverseOrder(db, reversal(proof, "record_debt"))).toEqual({
      status: "refunded",
      orderId,
      userId,
      gems: 0,
      debtGems: 400,
    });
    expect(await refundEntries(userId)).toEqual([]);
    // The player earns gems again; the reversal replayed takes none of them and keeps the debt as it was.
    await ledger.run(db, {
      key: `test:earn:${userId}`,
      reason: "test",
      changes: [{ userId, currency: "gems", delta: 500 }],
    });
    for (const shortfall of ["record_debt", "refuse"] as const)
      expect(await reverseOrder(db, reversal(proof, shortfall))).toEqual({
        status: "already_refunded",
        orderId,
      });
    expect(await gemsOf(userId)).toBe(500);
    expect(await refundEntries(userId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", debtGems: 400 });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("refunds a failed order (nothing was credited) without a debit", async () => {
    const userId = await newPlayer();
    await ledger.run(db, {
      key: `test:own:${userId}`,
      reason: "test",
      changes: [{ userId, currency: "gems", delta: 50 }],
    });
    const opened = await order(userId, "stripe", "usd", 199n);
    await creditOrder(
      db,
      "stripe",
      { orderId: opened.id },
      { proof: "pi_edge_failed", currency: "usd", amount: 1 },
    );
    expect(await reverseOrder(db, reversal("pi_edge_failed", "refuse"))).toEqual({
      status: "refunded",
      orderId: opened.id,
      userId,
      gems: 0,
      debtGems: 0,
    });
    expect(await gemsOf(userId)).toBe(50);
    expect(await refundEntries(userId)).toEqual([]);
    expect(await orderRow(opened.id)).toMatchObject({ status: "refunded", debtGems: 0 });
  });

  it("finds nothing for an unknown proof, another rail's proof, or an order neither paid nor failed", async () => {
    const { userId, orderId, proof } = await paidOrder(400);
    expect(await reverseOrder(db, reversal("pi_nobody", "record_debt"))).toEqual({ status: "not_found" });
    expect(await reverseOrder(db, { ...reversal(proof, "record_debt"), rail: "stars" })).toEqual({
      status: "not_found",
    });
    await db.write((tx) =>
      tx.update(paymentOrders).set({ status: "expired" }).where(eq(paymentOrders.id, orderId)),
    );
    expect(await reverseOrder(db, reversal(proof, "record_debt"))).toEqual({ status: "not_found" });
    expect(await gemsOf(userId)).toBe(400);
    expect(await refundEntries(userId)).toEqual([]);
  });

  it("commits only when the rail's own refund says yes", async () => {
    const { userId, orderId, proof } = await paidOrder(400);
    const asked: unknown[] = [];
    const declining = {
      ...reversal(proof, "refuse", "cm:9"),
      atRail: async (order: { userId: number; proof: string }) => {
        asked.push(order);
        return "the charge is disputed";
      },
    };
    expect(await reverseOrder(db, declining)).toEqual({
      status: "refused",
      orderId,
      reason: "the charge is disputed",
    });
    expect(asked).toEqual([{ userId, proof }]);
    expect(await gemsOf(userId)).toBe(400);
    expect(await refundEntries(userId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedBy: null, debtGems: 0 });
    const agreeing = { ...declining, atRail: async () => null };
    expect(await reverseOrder(db, agreeing)).toEqual({
      status: "refunded",
      orderId,
      userId,
      gems: 400,
      debtGems: 0,
    });
    expect(await gemsOf(userId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedBy: "cm:9" });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });
});

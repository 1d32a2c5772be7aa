import { describe, expect, it } from "vitest";
import {
  db,
  entriesOf,
  gemsOf,
  newPlayer,
  order,
  orderRow,
  usePaymentEdges,
} from "../testing/payment-edges.ts";
import { creditOrder } from "./credit.ts";

// What creditOrder does with a report it cannot take (docs/payments.md): a payment that already paid
// another order pays no other, whatever else is wrong with it; a report that is not an amount at all
// is an error for the rail's code to surface, never a payment or a refusal of one.
usePaymentEdges();

describe("creditOrder with a report it cannot take", () => {
  it("refuses a payment that paid another order, leaving the order open even when the amount is wrong", async () => {
    const userId = await newPlayer();
    const first = await order(userId, "stripe", "usd", 199n);
    const second = await order(userId, "stripe", "usd", 199n);
    const report = { proof: "pi_paid_first", currency: "usd", amount: 199 };
    expect((await creditOrder(db, "stripe", { orderId: first.id }, report)).status).toBe("credited");
    expect(await creditOrder(db, "stripe", { orderId: second.id }, { ...report, amount: 1 })).toEqual({
      status: "mismatch",
      orderId: second.id,
      reason: "the payment already paid another order",
    });
    expect(await orderRow(second.id)).toMatchObject({ status: "created", proof: null, failureReason: null });
    expect(await gemsOf(userId)).toBe(400);
  });

  it("throws on an amount that is not a whole number of the currency's smallest unit, changing nothing", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "evm", "ETH", 10n);
    const report = (amount: number | string) => ({ proof: `0xodd-${amount}`, currency: "ETH", amount });
    await expect(creditOrder(db, "evm", { orderId: opened.id }, report(10.5))).rejects.toThrow(RangeError);
    await expect(creditOrder(db, "evm", { orderId: opened.id }, report("ten"))).rejects.toThrow(SyntaxError);
    expect(await orderRow(opened.id)).toMatchObject({ status: "created", proof: null, failureReason: null });
    expect(await entriesOf(userId)).toEqual([]);
  });
});

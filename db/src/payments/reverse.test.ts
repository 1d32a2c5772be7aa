import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LedgerError } from "../ledger.ts";
import { users } from "../schema/users.ts";
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
import { reverseOrder } from "./reverse.ts";

// A reversal that cannot complete (docs/payments.md): only gems the player spent are reported as
// spent; any other failure, of the ledger or of the rail's own refund, reaches the caller and the
// transaction leaves the order paid and the gems where they were.
usePaymentEdges();

let proofs = 0;
/** A paid 400-gem Stripe order, with its player and proof. */
async function paidOrder() {
  const userId = await newPlayer();
  const opened = await order(userId, "stripe", "usd", 199n);
  const proof = `pi_reverse_${++proofs}`;
  await creditOrder(db, "stripe", { orderId: opened.id }, { proof, currency: "usd", amount: 199 });
  return { userId, orderId: opened.id, proof };
}

describe("reverseOrder when it cannot complete", () => {
  it("does not report a deleted player's gems as spent: the ledger's refusal reaches the caller", async () => {
    for (const shortfall of ["refuse", "record_debt"] as const) {
      const { userId, orderId, proof } = await paidOrder();
      await db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)));
      const reversal = reverseOrder(db, { rail: "stripe", proof, refundedBy: "stripe", shortfall });
      await expect(reversal).rejects.toBeInstanceOf(LedgerError);
      await expect(reversal).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
      expect(await gemsOf(userId)).toBe(400);
      expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedBy: null, debtGems: 0 });
    }
  });

  it("rolls everything back when the rail's refund fails instead of answering, and passes its error on", async () => {
    const { userId, orderId, proof } = await paidOrder();
    const outage = new Error("rail unreachable");
    const reversal = reverseOrder(db, {
      rail: "stripe",
      proof,
      refundedBy: "cm:3",
      shortfall: "refuse",
      atRail: async () => {
        throw outage;
      },
    });
    await expect(reversal).rejects.toBe(outage);
    expect(await gemsOf(userId)).toBe(400);
    expect((await entriesOf(userId)).map((entry) => entry.reason)).toEqual(["stripe-purchase"]);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedAt: null, refundedBy: null });
  });
});

import { afterAll, afterEach, describe, expect, it } from "vitest";
import { observePayments, type PaymentFact } from "../observe.ts";
import { db, newPlayer, order, usePaymentEdges } from "../testing/payment-edges.ts";
import { creditOrder } from "./credit.ts";
import { closeOrder } from "./orders.ts";
import { reverseOrder } from "./reverse.ts";

// What the payment functions tell the process's metrics (db/src/observe.ts, docs/operations.md
// "Metrics"): each committed change once, nothing for a duplicate, a refusal or a no-op.
usePaymentEdges();

const facts: PaymentFact[] = [];
const stop = observePayments((fact) => facts.push(fact));
afterAll(stop);
afterEach(() => {
  facts.length = 0;
});

let proofs = 0;
const nextProof = () => `pi_observed_${++proofs}`;

describe("payment outcomes, as the metrics hear them", () => {
  it("a credit once, a redelivery never, a mismatch as failed", async () => {
    const opened = await order(await newPlayer(), "stripe", "usd", 199n);
    const proof = nextProof();
    const payment = { proof, currency: "usd", amount: 199 };
    await creditOrder(db, "stripe", { orderId: opened.id }, payment);
    await creditOrder(db, "stripe", { orderId: opened.id }, payment);
    expect(facts).toEqual([{ rail: "stripe", outcome: "credited", gems: 400 }]);
    const other = await order(await newPlayer(), "stripe", "usd", 199n);
    await creditOrder(
      db,
      "stripe",
      { orderId: other.id },
      { proof: nextProof(), currency: "usd", amount: 1 },
    );
    expect(facts.at(-1)).toEqual({ rail: "stripe", outcome: "failed", gems: 0 });
  });

  it("a close as its status, once; a reversal with its gems, once", async () => {
    const opened = await order(await newPlayer(), "evm", "USDC", 1_990_000n);
    expect(await closeOrder(db, opened.id, "expired", "nothing came")).toBe(true);
    expect(await closeOrder(db, opened.id, "failed", "again")).toBe(false);
    expect(facts).toEqual([{ rail: "evm", outcome: "expired", gems: 0 }]);
    facts.length = 0;
    const paid = await order(await newPlayer(), "stripe", "usd", 199n);
    const proof = nextProof();
    await creditOrder(db, "stripe", { orderId: paid.id }, { proof, currency: "usd", amount: 199 });
    const input = { rail: "stripe", proof, refundedBy: "stripe", shortfall: "record_debt" } as const;
    await reverseOrder(db, input);
    await reverseOrder(db, input);
    expect(facts).toEqual([
      { rail: "stripe", outcome: "credited", gems: 400 },
      { rail: "stripe", outcome: "refunded", gems: 400 },
    ]);
  });
});

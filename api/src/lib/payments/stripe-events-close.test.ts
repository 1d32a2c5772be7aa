import { describe, expect, it } from "vitest";
import {
  charge,
  db,
  gemsOf,
  newOrder,
  orderRow,
  recordingLogger,
  session,
  spend,
  stripeEvent,
  useStripeOrders,
} from "../../../test/stripe-orders.ts";
import { handleStripeEvent } from "./stripe-events.ts";

// The rest of an order's life at Stripe (docs/payments.md): a completed but unpaid session (a
// delayed method) leaves the order pending, a failed or expired session closes it, and a full refund
// takes its gems back (what was spent becomes debt). Only Stripe's own orders are touched.
useStripeOrders();

const handle = async (type: string, object: unknown) => {
  const { log, lines } = recordingLogger();
  return { result: await handleStripeEvent(db, stripeEvent(type, object), log), lines };
};

describe("an unpaid completed session", () => {
  it("marks its order pending (a delayed payment is on its way)", async () => {
    const { userId, order } = await newOrder();
    const unpaid = session(order, { payment_status: "unpaid", payment_intent: null });
    expect((await handle("checkout.session.completed", unpaid)).result).toBe("pending");
    expect((await orderRow(order.id)).status).toBe("pending");
    expect(await gemsOf(userId)).toBe(0);
  });

  it("changes nothing for another rail's order, an unknown reference or none", async () => {
    const { order: evmOrder } = await newOrder("evm");
    for (const reference of [evmOrder.reference, "not-an-order", null]) {
      const unpaid = session(evmOrder, { payment_status: "unpaid", client_reference_id: reference });
      expect((await handle("checkout.session.completed", unpaid)).result, String(reference)).toBe(
        "unknown_order",
      );
    }
    expect(await orderRow(evmOrder.id)).toEqual(evmOrder);
  });
});

describe("a failed or expired session", () => {
  it("fails the order when the delayed payment failed", async () => {
    const { order } = await newOrder();
    const failed = session(order, { payment_status: "unpaid", payment_intent: null });
    expect((await handle("checkout.session.async_payment_failed", failed)).result).toBe("closed");
    expect(await orderRow(order.id)).toMatchObject({
      status: "failed",
      failureReason: "Stripe: the payment failed",
    });
  });

  it("expires the order when the checkout expired unpaid", async () => {
    const { order } = await newOrder();
    const expired = session(order, { status: "expired", payment_status: "unpaid", payment_intent: null });
    expect((await handle("checkout.session.expired", expired)).result).toBe("closed");
    expect(await orderRow(order.id)).toMatchObject({
      status: "expired",
      failureReason: "Stripe: the checkout expired unpaid",
    });
  });

  it("closes no order of another rail, nor one it cannot name", async () => {
    const { order: evmOrder } = await newOrder("evm");
    for (const type of ["checkout.session.expired", "checkout.session.async_payment_failed"])
      for (const reference of [evmOrder.reference, "not-an-order", null]) {
        const closed = session(evmOrder, { payment_status: "unpaid", client_reference_id: reference });
        expect((await handle(type, closed)).result, `${type} ${reference}`).toBe("unknown_order");
      }
    expect(await orderRow(evmOrder.id)).toEqual(evmOrder);
  });
});

describe("a refunded charge", () => {
  /** A paid Stripe order: its player has the 400 gems. */
  async function paidOrder() {
    const { userId, order } = await newOrder();
    expect((await handle("checkout.session.completed", session(order))).result).toBe("credited");
    return { userId, order, paymentIntent: `pi_test_${order.id}` };
  }

  it("takes the order's gems back once; what was spent becomes the order's debt", async () => {
    const { userId, order, paymentIntent } = await paidOrder();
    await spend(userId, 150);
    const refunded = charge(paymentIntent);
    const first = await handle("charge.refunded", refunded);
    expect(first.result).toBe("refunded");
    expect(await gemsOf(userId)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: "refunded",
      refundedBy: "stripe",
      debtGems: 150,
    });
    expect(first.lines).toEqual([
      {
        level: "info",
        msg: "stripe: charge refunded",
        charge: refunded.id,
        status: "refunded",
        orderId: order.id,
        userId,
        gems: 250,
        debtGems: 150,
      },
    ]);
    // Stripe delivers the refund again: nothing more is taken.
    const again = await handle("charge.refunded", refunded);
    expect(again.result).toBe("duplicate");
    expect(await gemsOf(userId)).toBe(0);
    expect(again.lines).toEqual([
      {
        level: "info",
        msg: "stripe: charge refunded",
        charge: refunded.id,
        status: "already_refunded",
        orderId: order.id,
      },
    ]);
  });

  it("reads an expanded PaymentIntent by its id", async () => {
    const { userId, order, paymentIntent } = await paidOrder();
    const expanded = charge({ id: paymentIntent, object: "payment_intent" });
    expect((await handle("charge.refunded", expanded)).result).toBe("refunded");
    expect(await gemsOf(userId)).toBe(0);
    expect((await orderRow(order.id)).status).toBe("refunded");
  });

  it("answers a refund of a payment that paid no order of ours as unknown", async () => {
    const { result, lines } = await handle("charge.refunded", charge("pi_test_not_ours"));
    expect(result).toBe("unknown_order");
    expect(lines.map((line) => line.status)).toEqual(["not_found"]);
  });

  it("leaves the gems to an operator on a partial refund, however Stripe's two fields put it", async () => {
    const { userId, order, paymentIntent } = await paidOrder();
    for (const [what, changes] of [
      ["part refunded", { refunded: false, amount_refunded: 50 }],
      ["all refunded, not flagged", { refunded: false, amount_refunded: 199 }],
      ["flagged, one cent short", { refunded: true, amount_refunded: 198 }],
    ] as const) {
      const partial = charge(paymentIntent, changes);
      const { result, lines } = await handle("charge.refunded", partial);
      expect(result, what).toBe("ignored");
      expect(lines, what).toEqual([
        {
          level: "warn",
          msg: "stripe: partial refund, gems left as they are",
          charge: partial.id,
          paymentIntent,
        },
      ]);
    }
    expect(await gemsOf(userId)).toBe(400);
    expect((await orderRow(order.id)).status).toBe("paid");
  });

  it("answers a charge without a PaymentIntent as naming no order, refunded in full or not", async () => {
    for (const changes of [{}, { refunded: false, amount_refunded: 50 }]) {
      const { result, lines } = await handle("charge.refunded", charge(null, changes));
      expect(result).toBe("unknown_order");
      expect(lines).toEqual([]);
    }
  });
});

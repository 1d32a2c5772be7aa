import { describe, expect, it } from "vitest";
import {
  db,
  gemsOf,
  newOrder,
  orderRow,
  recordingLogger,
  session,
  stripeEvent,
  useStripeOrders,
} from "../../../test/stripe-orders.ts";
import { handleStripeEvent, parseStripeEvent } from "./stripe-events.ts";

// What one verified Stripe event does to its order (docs/payments.md): a paid Checkout Session
// credits its order once, a payment that does not match fails it for an operator to refund, and an
// event naming no order of ours changes nothing. Each event goes through `parseStripeEvent` as the
// webhook's would.
useStripeOrders();

describe("parseStripeEvent", () => {
  it("hands over an event we act on with the object its type names", () => {
    const object = { id: "cs_test_1", payment_status: "paid", amount_total: 199, currency: "usd" };
    const parsed = parseStripeEvent({ id: "evt_1", type: "checkout.session.completed", data: { object } });
    expect(parsed).toEqual({
      kind: "handled",
      event: { id: "evt_1", type: "checkout.session.completed", data: { object } },
    });
  });

  it("names the event's id, type and every field it could not read, for an operator", () => {
    expect(
      parseStripeEvent({
        id: "evt_2",
        type: "checkout.session.completed",
        data: { object: { id: "cs_1", payment_status: "paid", amount_total: "199" } },
      }),
    ).toEqual({
      kind: "malformed",
      id: "evt_2",
      type: "checkout.session.completed",
      issues: ["data.object.amount_total: Invalid input: expected number, received string"],
    });
    expect(
      parseStripeEvent({ id: "evt_3", type: "charge.refunded", data: { object: { id: "ch_1" } } }),
    ).toEqual({
      kind: "malformed",
      id: "evt_3",
      type: "charge.refunded",
      issues: [
        "data.object.amount: Invalid input: expected number, received undefined",
        "data.object.amount_refunded: Invalid input: expected number, received undefined",
        "data.object.refunded: Invalid input: expected boolean, received undefined",
      ],
    });
  });

  it("reports an id or type that is not a string as unknown, and a body that is no event as a whole", () => {
    expect(parseStripeEvent({ id: 7, type: 9 })).toEqual({
      kind: "malformed",
      id: null,
      type: null,
      issues: [
        "id: Invalid input: expected string, received number",
        "type: Invalid input: expected string, received number",
        "data: Invalid input: expected object, received undefined",
      ],
    });
    expect(parseStripeEvent(null)).toEqual({
      kind: "malformed",
      id: null,
      type: null,
      issues: ["(event): Invalid input: expected object, received null"],
    });
  });
});

describe("handleStripeEvent: a paid Checkout Session", () => {
  it("credits its order once, with the PaymentIntent as the proof, and logs the credit", async () => {
    const { userId, order } = await newOrder();
    const { log, lines } = recordingLogger();
    const paid = stripeEvent("checkout.session.completed", session(order));
    expect(await handleStripeEvent(db, paid, log)).toBe("credited");
    expect(await gemsOf(userId)).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({
      status: "paid",
      proof: `pi_test_${order.id}`,
      providerRef: `cs_test_${order.id}`,
    });
    expect(lines).toEqual([
      {
        level: "info",
        msg: "stripe: payment credited",
        session: `cs_test_${order.id}`,
        status: "credited",
        orderId: order.id,
        userId,
        gems: 400,
        // The order's unguessable reference never reaches the log in clear.
        reference: "[redacted:token]",
      },
    ]);
    // Stripe delivers it again: nothing more is credited, and nothing is logged as a new credit.
    lines.length = 0;
    expect(await handleStripeEvent(db, paid, log)).toBe("duplicate");
    expect(await gemsOf(userId)).toBe(400);
    expect(lines).toEqual([]);
  });

  it("reads an expanded PaymentIntent by its id", async () => {
    const { userId, order } = await newOrder();
    const expanded = session(order, {
      payment_intent: { id: `pi_test_x${order.id}`, object: "payment_intent" },
    });
    const { log } = recordingLogger();
    expect(await handleStripeEvent(db, stripeEvent("checkout.session.completed", expanded), log)).toBe(
      "credited",
    );
    expect(await gemsOf(userId)).toBe(400);
    expect((await orderRow(order.id)).proof).toBe(`pi_test_x${order.id}`);
  });

  it("credits a delayed payment when Stripe says it succeeded", async () => {
    const { userId, order } = await newOrder();
    const { log } = recordingLogger();
    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", session(order));
    expect(await handleStripeEvent(db, succeeded, log)).toBe("credited");
    expect(await gemsOf(userId)).toBe(400);
  });

  it("settles a session that needed no payment at once, with the session as the proof: $0 does not pay a pack", async () => {
    const { userId, order } = await newOrder();
    const { log, lines } = recordingLogger();
    const free = session(order, {
      payment_status: "no_payment_required",
      amount_total: 0,
      payment_intent: null,
    });
    expect(await handleStripeEvent(db, stripeEvent("checkout.session.completed", free), log)).toBe(
      "mismatch",
    );
    expect(await gemsOf(userId)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: "failed",
      proof: `cs_test_${order.id}`,
      failureReason: "paid 0 usd, expected 199",
    });
    expect(lines).toEqual([
      {
        level: "error",
        msg: "stripe: payment does not match its order, refund it",
        session: `cs_test_${order.id}`,
        status: "mismatch",
        orderId: order.id,
        reason: "paid 0 usd, expected 199",
      },
    ]);
  });

  it("fails the order, for an operator to refund, when the amount paid is not its price", async () => {
    const { userId, order } = await newOrder();
    const { log, lines } = recordingLogger();
    const short = stripeEvent("checkout.session.completed", session(order, { amount_total: 198 }));
    expect(await handleStripeEvent(db, short, log)).toBe("mismatch");
    expect(await gemsOf(userId)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: "failed",
      failureReason: "paid 198 usd, expected 199",
    });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ["error", "stripe: payment does not match its order, refund it"],
    ]);
  });

  it("warns of a payment naming an order we do not have, and credits nothing", async () => {
    const { order } = await newOrder();
    const { log, lines } = recordingLogger();
    const stranger = session(order, { id: "cs_test_stranger", client_reference_id: "not-an-order" });
    expect(await handleStripeEvent(db, stripeEvent("checkout.session.completed", stranger), log)).toBe(
      "unknown_order",
    );
    expect(lines).toEqual([
      {
        level: "warn",
        msg: "stripe: payment for no order of ours",
        session: "cs_test_stranger",
        status: "unknown",
      },
    ]);
    expect((await orderRow(order.id)).status).toBe("created");
  });

  it("leaves an order alone when the session lacks its reference, its total or its currency", async () => {
    for (const [what, changes] of [
      ["no reference", { client_reference_id: null }],
      ["an empty reference", { client_reference_id: "" }],
      ["no total", { amount_total: null }],
      ["no currency", { currency: null }],
      ["an empty currency", { currency: "" }],
    ] as const) {
      const { userId, order } = await newOrder();
      const { log, lines } = recordingLogger();
      const event = stripeEvent("checkout.session.completed", session(order, changes));
      expect(await handleStripeEvent(db, event, log), what).toBe("unknown_order");
      expect(await orderRow(order.id), what).toEqual(order);
      expect(await gemsOf(userId), what).toBe(0);
      // Not a payment for one of our orders that went astray: nothing for an operator to chase.
      expect(lines, what).toEqual([]);
    }
  });
});

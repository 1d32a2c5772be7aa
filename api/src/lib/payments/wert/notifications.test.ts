import { closeOrder, openOrder } from "@jadeverse/db/payments/orders";
import { describe, expect, it } from "vitest";
import {
  collectingLogger,
  depsOf,
  newPlayer,
  orderRow,
  useWertUnit,
  wertOrder,
} from "../../../../test/wert-unit.ts";
import { noteWertNotification, readWertNotification, WERT_ORDER_EVENTS } from "./notifications.ts";

// Wert's webhook is public and unsigned (docs/payments.md): a delivery is read defensively, and all
// it may do by itself is show an open Wert order of ours as `pending` while a payment is on its way.
const unit = useWertUnit("notifications");

describe("readWertNotification", () => {
  it("reads each order event with the transfer id Wert files it under", () => {
    for (const event of WERT_ORDER_EVENTS)
      expect(readWertNotification(JSON.stringify({ type: event, click_id: "ref-1", order: {} }))).toEqual({
        kind: "order",
        event,
        transferId: "ref-1",
      });
  });

  it("ignores a body that is not JSON, or not shaped like a Wert event", () => {
    expect(readWertNotification("not json")).toEqual({ kind: "ignored", reason: "not JSON" });
    expect(readWertNotification("")).toEqual({ kind: "ignored", reason: "not JSON" });
    for (const body of ["[]", "null", "42", '{"type":42}', '{"click_id":"ref-1"}'])
      expect(readWertNotification(body), body).toEqual({ kind: "ignored", reason: "not a Wert event" });
    expect(readWertNotification(JSON.stringify({ type: "x".repeat(61), click_id: "r" }))).toEqual({
      kind: "ignored",
      reason: "not a Wert event",
    });
  });

  it("ignores account events, naming at most the first 40 characters of their type", () => {
    expect(readWertNotification('{"type":"login","click_id":"ref-1"}')).toEqual({
      kind: "ignored",
      reason: "event login",
    });
    const long = `verification_${"y".repeat(47)}`;
    expect(long).toHaveLength(60);
    expect(readWertNotification(JSON.stringify({ type: long, click_id: "ref-1" }))).toEqual({
      kind: "ignored",
      reason: `event ${long.slice(0, 40)}`,
    });
  });

  it("ignores an order event without a transfer id", () => {
    for (const body of [{ type: "order_complete" }, { type: "order_complete", click_id: null }])
      expect(readWertNotification(JSON.stringify(body))).toEqual({ kind: "ignored", reason: "no click_id" });
  });
});

describe("noteWertNotification", () => {
  const deps = () => depsOf(unit, collectingLogger().logger);
  const notice = (event: (typeof WERT_ORDER_EVENTS)[number], transferId: string) =>
    ({ kind: "order", event, transferId }) as const;

  it("shows an open order pending while a payment is on its way, and answers it", async () => {
    for (const event of ["payment_started", "transfer_started", "order_complete"] as const) {
      const order = await wertOrder(unit, await newPlayer(unit.db));
      expect((await noteWertNotification(deps(), notice(event, order.reference)))?.id).toBe(order.id);
      expect((await orderRow(unit.db, order.id)).status, event).toBe("pending");
      // Told again while pending: still answered (worth checking), still pending.
      expect((await noteWertNotification(deps(), notice(event, order.reference)))?.id).toBe(order.id);
      expect((await orderRow(unit.db, order.id)).status).toBe("pending");
    }
  });

  it("leaves an order open as it was on a failure event, but still answers it for a check", async () => {
    for (const event of ["order_failed", "order_canceled", "tx_smart_contract_failed"] as const) {
      const order = await wertOrder(unit, await newPlayer(unit.db));
      expect((await noteWertNotification(deps(), notice(event, order.reference)))?.id).toBe(order.id);
      expect((await orderRow(unit.db, order.id)).status, event).toBe("created");
    }
  });

  it("answers null for a closed order, another rail's order or an unknown transfer id", async () => {
    const closed = await wertOrder(unit, await newPlayer(unit.db));
    expect(await closeOrder(unit.db, closed.id, "expired", "test")).toBe(true);
    expect(await noteWertNotification(deps(), notice("order_complete", closed.reference))).toBeNull();
    expect((await orderRow(unit.db, closed.id)).status).toBe("expired");
    const stripe = await openOrder(unit.db, {
      userId: await newPlayer(unit.db),
      pack: unit.pack,
      rail: "stripe",
      currency: "usd",
      amount: unit.pack.priceCents,
    });
    expect(await noteWertNotification(deps(), notice("order_complete", stripe.reference))).toBeNull();
    expect((await orderRow(unit.db, stripe.id)).status).toBe("created");
    expect(await noteWertNotification(deps(), notice("order_complete", "no-such-reference"))).toBeNull();
  });
});

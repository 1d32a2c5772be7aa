import { closeOrder } from "@jadeverse/db/payments/orders";
import { describe, expect, it } from "vitest";
import {
  collectingLogger,
  depsOf,
  gemsOf,
  newPlayer,
  orderRow,
  sessionFor,
  useWertUnit,
  wertOrder,
} from "../../../../test/wert-unit.ts";
import { WERT_ORDER_TTL_MS } from "./checkout.ts";
import { settleWertOrders, WERT_EXPIRED_REASON, WERT_HARD_LIMIT_MS } from "./verify.ts";

// Settling Wert orders from Wert's own records (docs/payments.md), against the Wert stand-in's Data
// API: what is credited, failed for a refund or expired, what each run reports, and what operators
// read in the log.
const unit = useWertUnit("verify");

/** A fresh player's open Wert order for pack 3 ($19.99, 4800 gems), expiring after the usual TTL. */
async function open() {
  const userId = await newPlayer(unit.db);
  const order = await wertOrder(unit, userId, new Date(Date.now() + WERT_ORDER_TTL_MS));
  return { userId, order };
}
function settle(orders: Parameters<typeof settleWertOrders>[2], now?: Date) {
  const { logger, lines } = collectingLogger();
  const run = settleWertOrders(depsOf(unit, logger), railOf(), orders, logger, now);
  return run.then((result) => ({ result, lines }));
}
const railOf = () => ({
  partnerId: unit.wert.partnerId,
  apiKey: unit.wert.apiKey,
  apiBase: unit.wert.base,
  widgetOrigin: unit.wert.origin,
  walletAddress: "0x2222222222222222222222222222222222222222",
  commodity: "USDC",
  network: "polygon",
});

describe("settleWertOrders", () => {
  it("credits an order Wert shows paid once, and logs it; the same payment again changes nothing", async () => {
    const { userId, order } = await open();
    const paid = unit.wert.pay(sessionFor(unit), order.reference, { status: "success" });
    const first = await settle([order]);
    expect(first.result).toEqual({ checked: 1, credited: 1, expired: 0 });
    expect(await orderRow(unit.db, order.id)).toMatchObject({
      status: "paid",
      proof: `wert:${paid.order_id}`,
      providerRef: paid.order_id,
    });
    expect(await gemsOf(unit.db, userId)).toBe(4800);
    expect(first.lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "wert: payment credited",
        orderId: order.id,
        wertOrder: paid.order_id,
        status: "credited",
        gems: 4800,
      }),
    ]);
    // The watcher's list was read before the credit: the same payment is a duplicate, said nowhere.
    const again = await settle([order]);
    expect(again.result).toEqual({ checked: 1, credited: 0, expired: 0 });
    expect(again.lines).toEqual([]);
    expect(await gemsOf(unit.db, userId)).toBe(4800);
  });

  it("reads Wert's dollars in any case; an underpayment fails the order and asks an operator to refund", async () => {
    const { userId, order } = await open();
    const paid = unit.wert.pay(sessionFor(unit), order.reference, {
      status: "success",
      currency: "USD",
      currency_amount: 9.99,
    });
    const { result, lines } = await settle([order]);
    expect(result).toEqual({ checked: 1, credited: 0, expired: 0 });
    const reason = "paid 999 usd, expected at least 1999";
    expect(await orderRow(unit.db, order.id)).toMatchObject({ status: "failed", failureReason: reason });
    expect(await gemsOf(unit.db, userId)).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "wert: payment does not match its order, refund it",
        orderId: order.id,
        wertOrder: paid.order_id,
        status: "mismatch",
        reason,
      }),
    ]);
  });

  it("credits a payment with Wert's fees on top, in capitals", async () => {
    const { userId, order } = await open();
    unit.wert.pay(sessionFor(unit), order.reference, {
      status: "success",
      currency: "USD",
      currency_amount: 21.37,
    });
    expect((await settle([order])).result).toEqual({ checked: 1, credited: 1, expired: 0 });
    expect(await gemsOf(unit.db, userId)).toBe(4800);
  });

  it("asks Wert about 20 transfer ids at a time: 21 orders take two requests", async () => {
    const opened = await Promise.all(Array.from({ length: 21 }, () => open()));
    const orders = opened.map(({ order }) => order);
    for (const order of orders) unit.wert.pay(sessionFor(unit), order.reference, { status: "success" });
    const before = unit.wert.requests.length;
    const { result } = await settle(orders);
    expect(result).toEqual({ checked: 21, credited: 21, expired: 0 });
    const asked = unit.wert.requests
      .slice(before)
      .map((call) => new URL(call.path, unit.wert.base).searchParams.get("search_by"));
    expect(asked).toEqual([
      orders
        .slice(0, 20)
        .map((order) => order.reference)
        .join(","),
      orders[20]!.reference,
    ]);
    for (const { userId } of opened) expect(await gemsOf(unit.db, userId)).toBe(4800);
  });

  it("expires an unpaid order from the instant its time is up, not a millisecond before", async () => {
    const { order } = await open();
    const declined = unit.wert.pay(sessionFor(unit), order.reference, { status: "failed" });
    const end = order.expiresAt!;
    const early = await settle([order], new Date(end.getTime() - 1));
    expect(early.result).toEqual({ checked: 1, credited: 0, expired: 0 });
    expect(early.lines).toEqual([]);
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
    const due = await settle([order], end);
    expect(due.result).toEqual({ checked: 1, credited: 0, expired: 1 });
    expect(await orderRow(unit.db, order.id)).toMatchObject({
      status: "expired",
      failureReason: WERT_EXPIRED_REASON,
      closedAt: end,
    });
    expect(due.lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "wert: order expired unpaid",
        orderId: order.id,
        wertOrders: 1,
      }),
    ]);
    expect(declined.status).toBe("failed");
  });

  it("counts and logs nothing for an order that closed meanwhile", async () => {
    const { order } = await open();
    expect(await closeOrder(unit.db, order.id, "cancelled", "player gave up")).toBe(true);
    const { result, lines } = await settle([order], order.expiresAt!);
    expect(result).toEqual({ checked: 1, credited: 0, expired: 0 });
    expect(lines).toEqual([]);
    expect(await orderRow(unit.db, order.id)).toMatchObject({
      status: "cancelled",
      failureReason: "player gave up",
    });
  });

  it("keeps an order Wert still processes open; after 72 hours it asks an operator to look", async () => {
    const { order } = await open();
    const processing = unit.wert.pay(sessionFor(unit), order.reference);
    const at = (ms: number) => new Date(order.createdAt.getTime() + ms);
    for (const now of [order.expiresAt!, at(WERT_HARD_LIMIT_MS)]) {
      const { result, lines } = await settle([order], now);
      expect(result).toEqual({ checked: 1, credited: 0, expired: 0 });
      expect(lines).toEqual([]);
    }
    const late = await settle([order], at(WERT_HARD_LIMIT_MS + 1));
    expect(late.result).toEqual({ checked: 1, credited: 0, expired: 0 });
    expect(late.lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "wert: payment still in progress after 72 hours, look at it",
        orderId: order.id,
        wertOrders: [`${processing.order_id}:pending`],
      }),
    ]);
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
  });

  it("never expires an order without a deadline", async () => {
    const order = await wertOrder(unit, await newPlayer(unit.db));
    const { result } = await settle([order], new Date(Date.now() + 10 * WERT_HARD_LIMIT_MS));
    expect(result).toEqual({ checked: 1, credited: 0, expired: 0 });
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
  });
});

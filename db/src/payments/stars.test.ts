import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gemPacks } from "../schema/catalog.ts";
import { paymentOrders } from "../schema/payments.ts";
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
import { newChargeId, paidStarOrder, starOrder, starPayment } from "../testing/star-orders.ts";
import { creditKey } from "./credit.ts";
import { checkStarPreCheckout, createStarOrder, creditStarPayment } from "./stars.ts";

// The Telegram Stars rail (docs/payments.md and "Telegram"): an order opens at the pack's Stars
// price, Telegram may take Stars only for an open Stars order of that very player at that price, and
// a `successful_payment` credits the gems once per charge. Refunds: stars-refund.test.ts.
usePaymentEdges();

describe("createStarOrder", () => {
  it("opens an order at the pack's Stars price, its reference travelling as the invoice payload", async () => {
    const userId = await newPlayer();
    const opened = (await createStarOrder(db, userId, 1))!;
    expect(opened.pack).toEqual({ id: 1, name: "Start up", gems: 400, badge: null, stars: 100 });
    expect(opened.invoicePayload).toBe(opened.order.reference);
    expect(await orderRow(opened.order.id)).toMatchObject({
      userId,
      packId: 1,
      rail: "stars",
      status: "created",
      currency: "XTR",
      amount: "100",
      gems: 400,
      priceCents: 199,
    });
  });

  it("opens nothing for a pack that is not sold for Stars, or no pack at all", async () => {
    const userId = await newPlayer();
    await db.write((tx) => tx.update(gemPacks).set({ priceStars: null }).where(eq(gemPacks.id, 4)));
    expect(await createStarOrder(db, userId, 4)).toBeNull();
    expect(await createStarOrder(db, userId, 99)).toBeNull();
    expect(await db.orm.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).toEqual([]);
  });
});

describe("checkStarPreCheckout", () => {
  const query = (opened: Awaited<ReturnType<typeof starOrder>>) => ({
    telegramId: Number(opened.telegramId),
    currency: "XTR",
    totalAmount: 100,
    invoicePayload: opened.payload,
  });

  it("lets Telegram take the Stars for the buyer's own open order at its exact price", async () => {
    const opened = await starOrder();
    expect(await checkStarPreCheckout(db, query(opened))).toBeNull();
    // Telegram's user id may come as a number or as a string.
    expect(await checkStarPreCheckout(db, { ...query(opened), telegramId: opened.telegramId })).toBeNull();
    expect((await orderRow(opened.order.id)).status).toBe("created");
  });

  it("refuses a payload that names no Stars order", async () => {
    const opened = await starOrder();
    expect(await checkStarPreCheckout(db, { ...query(opened), invoicePayload: "no-such-order" })).toBe(
      "unknown",
    );
    const card = await order(opened.userId, "stripe", "usd", 100n);
    expect(await checkStarPreCheckout(db, { ...query(opened), invoicePayload: card.reference })).toBe(
      "unknown",
    );
  });

  it("refuses anyone but the buyer, and any payer of an order whose buyer has no Telegram", async () => {
    const opened = await starOrder();
    const stranger = Number(opened.telegramId) + 1;
    expect(await checkStarPreCheckout(db, { ...query(opened), telegramId: stranger })).toBe("notYours");
    const webOnly = await starOrder(false);
    expect(await checkStarPreCheckout(db, query(webOnly))).toBe("notYours");
  });

  it("refuses the buyer during a break, until the moment it ends, and while the account is locked", async () => {
    const opened = await starOrder();
    const until = new Date("2026-12-01T00:00:00Z");
    const set = (values: { breakUntil?: Date | null; lockedAt?: Date | null }) =>
      db.write((tx) => tx.update(users).set(values).where(eq(users.id, opened.userId)));
    await set({ breakUntil: until });
    expect(await checkStarPreCheckout(db, query(opened), new Date(until.getTime() - 1))).toBe("onBreak");
    expect(await checkStarPreCheckout(db, query(opened), until)).toBeNull();
    expect(await checkStarPreCheckout(db, query(opened), new Date(until.getTime() + 1))).toBeNull();
    await set({ breakUntil: null, lockedAt: new Date("2026-11-01T00:00:00Z") });
    expect(await checkStarPreCheckout(db, query(opened), until)).toBe("accountLocked");
    // Both: the lock is said first; a stranger is still told the order is not theirs.
    await set({ breakUntil: until });
    expect(await checkStarPreCheckout(db, query(opened), new Date(0))).toBe("accountLocked");
    expect(await checkStarPreCheckout(db, { ...query(opened), telegramId: 1 }, new Date(0))).toBe("notYours");
    await set({ lockedAt: null, breakUntil: null });
    // With no clock given, the check reads the real one: a break far ahead refuses now.
    await set({ breakUntil: new Date(Date.now() + 86_400_000) });
    expect(await checkStarPreCheckout(db, query(opened))).toBe("onBreak");
    await set({ breakUntil: null });
    expect((await orderRow(opened.order.id)).status).toBe("created");
  });

  it("refuses an order that is paid or failed already (before looking at the price)", async () => {
    const paid = await paidStarOrder();
    expect(await checkStarPreCheckout(db, query(paid))).toBe("alreadyPaid");
    const failed = await starOrder();
    await creditStarPayment(db, starPayment(failed.payload, newChargeId(), 99));
    expect((await orderRow(failed.order.id)).status).toBe("failed");
    expect(await checkStarPreCheckout(db, { ...query(failed), totalAmount: 99 })).toBe("alreadyPaid");
    // Whose order it is comes first: a stranger is told it is not theirs, not that it was paid.
    expect(await checkStarPreCheckout(db, { ...query(paid), telegramId: 1 })).toBe("notYours");
  });

  it("refuses another currency, and one Star less or more than the order's price", async () => {
    const opened = await starOrder();
    for (const change of [{ currency: "USD" }, { totalAmount: 99 }, { totalAmount: 101 }])
      expect(await checkStarPreCheckout(db, { ...query(opened), ...change })).toBe("priceChanged");
    expect((await orderRow(opened.order.id)).status).toBe("created");
  });
});

describe("creditStarPayment", () => {
  it("credits the pack's gems once through the ledger; the same charge delivered again credits nothing", async () => {
    const { userId, order: opened, payload } = await starOrder();
    expect(await creditStarPayment(db, starPayment(payload, "stxCharge-once"))).toEqual({
      status: "credited",
      orderId: opened.id,
      userId,
      gems: 400,
      reference: payload,
    });
    expect(await creditStarPayment(db, starPayment(payload, "stxCharge-once"))).toEqual({
      status: "duplicate",
      orderId: opened.id,
    });
    expect(await gemsOf(userId)).toBe(400);
    expect(await entriesOf(userId)).toEqual([
      {
        delta: 400,
        balanceAfter: 400,
        reason: "stars-purchase",
        reference: `payment_order:${opened.id}`,
        key: `${creditKey("stars", "stxCharge-once")}#0`,
      },
    ]);
    // Telegram's provider charge id is empty for Stars: nothing is recorded for it.
    expect(await orderRow(opened.id)).toMatchObject({
      status: "paid",
      proof: "stxCharge-once",
      providerRef: null,
    });
  });

  it("records the provider charge id when Telegram sends one, and nothing when it sends none", async () => {
    const named = await starOrder();
    await creditStarPayment(db, starPayment(named.payload, "stxCharge-named", 100, "provider-1"));
    expect((await orderRow(named.order.id)).providerRef).toBe("provider-1");
    const absent = await starOrder();
    await creditStarPayment(db, starPayment(absent.payload, "stxCharge-absent", 100, undefined));
    expect(await orderRow(absent.order.id)).toMatchObject({ status: "paid", providerRef: null });
  });

  it("credits nothing for a payload that names no Stars order, or a payment short of the price", async () => {
    const opened = await starOrder();
    expect(await creditStarPayment(db, starPayment("no-such-order", "stxCharge-lost"))).toEqual({
      status: "unknown",
    });
    const card = await order(opened.userId, "stripe", "usd", 100n);
    expect(await creditStarPayment(db, starPayment(card.reference, "stxCharge-card"))).toEqual({
      status: "unknown",
    });
    expect(await creditStarPayment(db, starPayment(opened.payload, "stxCharge-short", 99))).toEqual({
      status: "mismatch",
      orderId: opened.order.id,
      reason: "paid 99 XTR, expected 100",
    });
    expect(await gemsOf(opened.userId)).toBe(0);
    expect(await orderRow(opened.order.id)).toMatchObject({ status: "failed", proof: "stxCharge-short" });
  });
});

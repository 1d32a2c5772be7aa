import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentOrders } from "../schema/payments.ts";
import { db, newPlayer, order, orderRow, pack, usePaymentEdges } from "../testing/payment-edges.ts";
import {
  claimProviderRef,
  closeOrder,
  findOrder,
  markPending,
  openOrder,
  overdueOrders,
  setProviderRef,
} from "./orders.ts";

// An order's life before it is paid (docs/payments.md): opened at the pack's price, named by the
// rail's object, moved to pending, closed, expired by the watchers. Each step reports whether it
// changed the order, so a rail's report that comes too late changes nothing.
usePaymentEdges();

describe("openOrder", () => {
  it("opens a created order at the pack's gems and price, with only what the rail gave", async () => {
    const userId = await newPlayer();
    const opened = await openOrder(db, { userId, pack, rail: "stripe", currency: "usd", amount: 199 });
    expect(await orderRow(opened.id)).toEqual(opened);
    expect(opened).toMatchObject({
      userId,
      packId: 1,
      rail: "stripe",
      status: "created",
      gems: 400,
      priceCents: 199,
      currency: "usd",
      amount: "199",
      payer: null,
      chain: null,
      token: null,
      expiresAt: null,
      openedAtBlock: null,
      proof: null,
      providerRef: null,
    });
    expect(opened.reference).toMatch(/^[\w-]{32}$/);
  });

  it("records a crypto order's payer, chain, coin, deadline and the chain's head as it opens", async () => {
    const userId = await newPlayer();
    const expiresAt = new Date("2030-01-01T00:10:00Z");
    const crypto = {
      userId,
      pack,
      rail: "evm",
      currency: "ETH",
      amount: 10n ** 18n + 1n,
      payer: "0xpayer",
      chain: "8453",
      token: "ETH",
      expiresAt,
    } as const;
    expect(await openOrder(db, { ...crypto, openedAtBlock: 19_000_001n })).toMatchObject({
      amount: "1000000000000000001",
      payer: "0xpayer",
      chain: "8453",
      token: "ETH",
      expiresAt,
      openedAtBlock: "19000001",
    });
    // Block 0 is a head like any other, not a missing one.
    expect((await openOrder(db, { ...crypto, openedAtBlock: 0n })).openedAtBlock).toBe("0");
  });

  it("opens nothing when the guard refuses", async () => {
    const userId = await newPlayer();
    const refused = openOrder(
      db,
      { userId, pack, rail: "stripe", currency: "usd", amount: 199 },
      async () => {
        throw new Error("nonce spent");
      },
    );
    await expect(refused).rejects.toThrow("nonce spent");
    expect(await db.orm.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).toEqual([]);
  });
});

describe("findOrder", () => {
  it("finds an order by our reference, by the rail's object, or by what paid it", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "stripe", "usd", 199n);
    await setProviderRef(db, opened.id, "cs_find_order");
    expect((await findOrder(db, { reference: opened.reference }))?.id).toBe(opened.id);
    expect((await findOrder(db, { providerRef: "cs_find_order" }))?.id).toBe(opened.id);
    expect(await findOrder(db, { proof: "cs_find_order" })).toBeUndefined();
    expect(await findOrder(db, { providerRef: opened.reference })).toBeUndefined();
  });
});

describe("claimProviderRef", () => {
  it("names the rail's object of an open order once and marks it pending", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "evm", "ETH", 1n);
    expect(await claimProviderRef(db, opened.id, "0xfirst")).toBe(true);
    expect(await orderRow(opened.id)).toMatchObject({ status: "pending", providerRef: "0xfirst" });
    expect(await claimProviderRef(db, opened.id, "0xsecond")).toBe(false);
    expect(await orderRow(opened.id)).toMatchObject({ status: "pending", providerRef: "0xfirst" });
  });

  it("names nothing on an order that is closed", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "evm", "ETH", 1n);
    await closeOrder(db, opened.id, "cancelled", "gave up");
    expect(await claimProviderRef(db, opened.id, "0xlate")).toBe(false);
    expect(await orderRow(opened.id)).toMatchObject({ status: "cancelled", providerRef: null });
  });
});

describe("markPending", () => {
  it("moves a created order to pending, and nothing else", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "stripe", "usd", 199n);
    expect(await markPending(db, opened.id)).toBe(true);
    expect((await orderRow(opened.id)).status).toBe("pending");
    expect(await markPending(db, opened.id)).toBe(false);
    const closed = await order(userId, "stripe", "usd", 199n);
    await closeOrder(db, closed.id, "expired", "too late");
    expect(await markPending(db, closed.id)).toBe(false);
    expect((await orderRow(closed.id)).status).toBe("expired");
  });
});

describe("closeOrder", () => {
  it("closes a created or pending order once, with its reason and time", async () => {
    const userId = await newPlayer();
    const created = await order(userId, "stripe", "usd", 199n);
    const pending = await order(userId, "stripe", "usd", 199n);
    await markPending(db, pending.id);
    const now = new Date("2030-05-01T12:00:00Z");
    expect(await closeOrder(db, created.id, "cancelled", "changed my mind", now)).toBe(true);
    expect(await closeOrder(db, pending.id, "failed", "card declined", now)).toBe(true);
    expect(await orderRow(created.id)).toMatchObject({
      status: "cancelled",
      failureReason: "changed my mind",
      closedAt: now,
    });
    expect(await orderRow(pending.id)).toMatchObject({ status: "failed", failureReason: "card declined" });
    // Closed already: a later report changes neither its state, its reason nor its time.
    expect(await closeOrder(db, created.id, "expired", "too late", new Date("2031-01-01"))).toBe(false);
    expect(await orderRow(created.id)).toMatchObject({
      status: "cancelled",
      failureReason: "changed my mind",
      closedAt: now,
    });
  });

  it("keeps the first 500 characters of a long reason", async () => {
    const userId = await newPlayer();
    const opened = await order(userId, "stripe", "usd", 199n);
    const reason = `${"a".repeat(499)}bc${"d".repeat(99)}`;
    expect(await closeOrder(db, opened.id, "failed", reason)).toBe(true);
    expect((await orderRow(opened.id)).failureReason).toBe(`${"a".repeat(499)}b`);
  });
});

describe("overdueOrders", () => {
  it("lists a rail's open orders whose time ran out by now, soonest deadline first", async () => {
    const userId = await newPlayer();
    const now = new Date("2001-02-03T10:00:00Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const open = (expiresAt: Date | undefined, rail: "solana" | "evm" = "solana") =>
      openOrder(db, { userId, pack, rail, currency: "SOL", amount: 1, expiresAt });
    const late = await open(at(-1));
    const latest = await open(at(0));
    const earliest = await open(at(-30));
    const pending = await open(at(-2));
    await markPending(db, pending.id);
    await open(at(1)); // still has a minute
    await open(undefined); // no deadline
    await open(at(-5), "evm"); // another rail
    const closed = await open(at(-10));
    await closeOrder(db, closed.id, "failed", "refused");

    const ids = async (limit?: number) => (await overdueOrders(db, "solana", now, limit)).map((o) => o.id);
    expect(await ids()).toEqual([earliest.id, pending.id, late.id, latest.id]);
    expect(await ids(2)).toEqual([earliest.id, pending.id]);
  });
});

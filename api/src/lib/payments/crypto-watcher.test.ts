import { claimProviderRef, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { afterEach, describe, expect, it } from "vitest";
import {
  closeOpenOrders,
  gemsOf,
  newPlayer,
  openCryptoOrder,
  orderById,
  usePaymentsDb,
} from "../../../test/payments-db.ts";
import {
  type ChainVerdict,
  type CryptoRailWatch,
  TIMEOUT_REASON,
  watchCryptoOrders,
} from "./crypto-watcher.ts";

// The watch loop every crypto rail shares, over a real database, driven by a rail whose chain answers
// what each test says about each order's transaction: a confirmed transfer credits once and the
// buyer hears it, a refused or short one fails the order, nothing in 10 minutes expires it, and a
// chain that does not answer leaves the order for the next run.
const open = usePaymentsDb();
afterEach(async () => {
  await closeOpenOrders(open().db);
  open().pushed.length = 0;
  open().logs.length = 0;
});

/** The chain's verdicts by transaction; a transaction it does not know is still waiting. */
const chain = new Map<string, ChainVerdict | null | Error>();
const rail: CryptoRailWatch = {
  rail: "solana",
  proof: (order) => `proof-${order.providerRef}`,
  async verify(order) {
    const verdict = chain.get(order.providerRef);
    if (verdict instanceof Error) throw verdict;
    return verdict === undefined ? { status: "waiting" } : verdict;
  },
};

const NOW = new Date("2026-01-10T12:00:00Z");
let transactions = 0;
/** An order of pack 1 (400 gems) for 100 base units of SOL, with a transaction named when `verdict` is given. */
async function order(verdict?: ChainVerdict | null | Error, expiresAt?: Date) {
  const { db } = open();
  const userId = await newPlayer(db);
  const opened = await openCryptoOrder(db, {
    userId,
    rail: "solana",
    currency: "SOL",
    amount: 100n,
    expiresAt,
  });
  if (verdict !== undefined) {
    const tx = `tx-${++transactions}`;
    chain.set(tx, verdict);
    await claimProviderRef(db, opened.id, tx);
  }
  return { userId, order: opened };
}
const watch = (now = NOW) => watchCryptoOrders(open().deps, rail, now);
const logged = (msg: string) => open().logs.filter((line) => line.msg === msg);
const failedPush = (o: PaymentOrder, userId: number, reason: string) => ({
  userId,
  rail: "solana",
  event: { type: "payment:failed", transferId: o.reference, reason },
});

describe("watchCryptoOrders", () => {
  it("credits a confirmed transfer once, even above the amount, and tells the buyer", async () => {
    const { userId, order: o } = await order({ status: "confirmed", received: 150n });
    expect(await watch()).toEqual({ checked: 1, credited: 1, failed: 0, expired: 0 });
    expect(await gemsOf(open().db, userId)).toBe(400);
    expect(await orderById(open().db, o.id)).toMatchObject({
      status: "paid",
      proof: `proof-tx-${transactions}`,
    });
    expect(open().pushed).toEqual([
      {
        userId,
        rail: "solana",
        event: { type: "payment:success", transferId: o.reference, gemsAmount: 400 },
      },
    ]);
    expect(logged("payment verified")).toEqual([
      expect.objectContaining({
        level: "info",
        component: "solana-payments",
        orderId: o.id,
        status: "credited",
      }),
    ]);
    // Seen again (a second run): nothing more is credited or told.
    expect(await watch()).toEqual({ checked: 0, credited: 0, failed: 0, expired: 0 });
    expect(await gemsOf(open().db, userId)).toBe(400);
    expect(open().pushed).toHaveLength(1);
  });

  it("fails a confirmed transfer short of the amount and tells the buyer why", async () => {
    const { userId, order: o } = await order({ status: "confirmed", received: 99n });
    expect(await watch()).toEqual({ checked: 1, credited: 0, failed: 1, expired: 0 });
    const reason = "paid 99 SOL, expected at least 100";
    expect(await orderById(open().db, o.id)).toMatchObject({ status: "failed", failureReason: reason });
    expect(await gemsOf(open().db, userId)).toBe(0);
    expect(open().pushed).toEqual([failedPush(o, userId, reason)]);
  });

  it("fails an order whose transaction the chain refuses, logs it and tells the buyer", async () => {
    const { userId, order: o } = await order({ status: "refused", reason: "the transaction failed" });
    expect(await watch()).toEqual({ checked: 1, credited: 0, failed: 1, expired: 0 });
    expect(await orderById(open().db, o.id)).toMatchObject({
      status: "failed",
      failureReason: "the transaction failed",
      closedAt: NOW,
    });
    expect(open().pushed).toEqual([failedPush(o, userId, "the transaction failed")]);
    expect(logged("payment refused")).toEqual([
      expect.objectContaining({ level: "warn", orderId: o.id, reason: "the transaction failed" }),
    ]);
  });

  it("expires an order exactly at its deadline, not a millisecond before, and tells the buyer", async () => {
    const due = await order(undefined, NOW);
    const later = await order(undefined, new Date(NOW.getTime() + 1));
    const waiting = await order({ status: "waiting" }, new Date(NOW.getTime() + 1));
    expect(await watch()).toEqual({ checked: 3, credited: 0, failed: 0, expired: 1 });
    expect(await orderById(open().db, due.order.id)).toMatchObject({
      status: "expired",
      failureReason: TIMEOUT_REASON,
    });
    expect((await orderById(open().db, later.order.id)).status).toBe("created");
    expect((await orderById(open().db, waiting.order.id)).status).toBe("pending");
    expect(open().pushed).toEqual([failedPush(due.order, due.userId, TIMEOUT_REASON)]);
  });

  it("never expires an order without a deadline", async () => {
    const { order: o } = await order(undefined);
    expect(await watch(new Date(NOW.getTime() + 365 * 86_400_000))).toMatchObject({ checked: 1, expired: 0 });
    expect((await orderById(open().db, o.id)).status).toBe("created");
  });

  it("expires an overdue order its rail cannot check here", async () => {
    const { order: o } = await order(null, NOW);
    expect(await watch()).toEqual({ checked: 1, credited: 0, failed: 0, expired: 1 });
    expect((await orderById(open().db, o.id)).status).toBe("expired");
  });

  it("keeps an overdue order open while the chain does not answer, and asks again next run", async () => {
    const { order: o } = await order(new Error("connect ECONNREFUSED"), NOW);
    expect(await watch()).toEqual({ checked: 1, credited: 0, failed: 0, expired: 0 });
    expect((await orderById(open().db, o.id)).status).toBe("pending");
    expect(open().pushed).toEqual([]);
    expect(logged("chain not reachable, retrying")).toEqual([
      expect.objectContaining({ level: "warn", orderId: o.id, component: "solana-payments" }),
    ]);
  });

  it("settles orders in a process without sockets, or whose sockets take no payment pushes", async () => {
    const { deps } = open();
    const withoutSockets = { ...deps, realtime: undefined };
    const queueOnly = { ...deps, realtime: { queueChanged() {} } };
    for (const d of [withoutSockets, queueOnly]) {
      const paid = await order({ status: "confirmed", received: 100n });
      const refused = await order({ status: "refused", reason: "the transaction failed" });
      const late = await order(undefined, NOW);
      expect(await watchCryptoOrders(d, rail, NOW)).toEqual({
        checked: 3,
        credited: 1,
        failed: 1,
        expired: 1,
      });
      expect((await orderById(deps.db, paid.order.id)).status).toBe("paid");
      expect((await orderById(deps.db, refused.order.id)).status).toBe("failed");
      expect((await orderById(deps.db, late.order.id)).status).toBe("expired");
    }
    expect(open().pushed).toEqual([]);
  });
});

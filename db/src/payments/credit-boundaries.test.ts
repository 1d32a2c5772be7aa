import { describe, expect, it } from "vitest";
import {
  db,
  entriesOf,
  gemsOf,
  newPlayer,
  notificationsOf,
  order,
  orderRow,
  players,
  usePaymentEdges,
} from "../testing/payment-edges.ts";
import { type CreditOptions, creditKey, creditOrder, type VerifiedPayment } from "./credit.ts";
import { closeOrder, markPending, setProviderRef } from "./orders.ts";

// creditOrder's comparisons at their edges, with exact values: the amount a rail must deliver (exactly,
// or at least: one unit either side), the currency (letter case, a near miss), which orders can still
// be paid, and by what.
usePaymentEdges();

/** A crypto order: 1 ETH and 1 wei, beyond a double's exact integers (so only BigInt tells ±1 apart). */
const WEI = 10n ** 18n + 1n;

/** Opens an order for a fresh player and reports `payment` against it. */
async function pay(
  rail: "stripe" | "evm" | "stars",
  currency: string,
  amount: bigint,
  payment: Omit<VerifiedPayment, "proof">,
  options?: CreditOptions,
) {
  const userId = await newPlayer();
  const opened = await order(userId, rail, currency, amount);
  const proof = `proof-${rail}-${players}`;
  const outcome = await creditOrder(db, rail, { orderId: opened.id }, { ...payment, proof }, options);
  return { userId, opened, proof, outcome };
}

/** The order failed on `reason`, keeping the payment's proof, and nothing reached the player. */
async function expectFailed(
  { userId, opened, proof, outcome }: Awaited<ReturnType<typeof pay>>,
  reason: string,
) {
  expect(outcome).toEqual({ status: "mismatch", orderId: opened.id, reason });
  expect(await orderRow(opened.id)).toMatchObject({
    status: "failed",
    proof,
    failureReason: reason,
    paidAt: null,
  });
  expect((await orderRow(opened.id)).closedAt).toBeInstanceOf(Date);
  expect(await gemsOf(userId)).toBe(0);
  expect(await entriesOf(userId)).toEqual([]);
  expect(await notificationsOf(userId)).toEqual([]);
}

/** The order is paid by `proof` and the player got exactly the pack's 400 gems, once. */
async function expectCredited(
  { userId, opened, proof, outcome }: Awaited<ReturnType<typeof pay>>,
  rail: "stripe" | "evm" | "stars",
) {
  expect(outcome).toEqual({
    status: "credited",
    orderId: opened.id,
    userId,
    gems: 400,
    reference: opened.reference,
  });
  expect(await orderRow(opened.id)).toMatchObject({
    status: "paid",
    proof,
    failureReason: null,
    amount: opened.amount,
  });
  expect((await orderRow(opened.id)).paidAt).toBeInstanceOf(Date);
  expect(await gemsOf(userId)).toBe(400);
  expect(await entriesOf(userId)).toEqual([
    {
      delta: 400,
      balanceAfter: 400,
      reason: `${rail}-purchase`,
      reference: `payment_order:${opened.id}`,
      key: `${creditKey(rail, proof)}#0`,
    },
  ]);
}

describe("creditOrder: at least the amount (crypto)", () => {
  it("credits exactly the amount", async () => {
    const paid = await pay("evm", "ETH", WEI, { currency: "ETH", amount: WEI }, { atLeast: true });
    await expectCredited(paid, "evm");
    expect(await notificationsOf(paid.userId)).toEqual([
      {
        kind: "payment_credited",
        payload: { orderId: paid.opened.id, rail: "evm", gems: 400 },
        dedupeKey: `payment_credited:evm:${paid.proof}`,
      },
    ]);
  });

  it("fails the order one unit short, crediting nothing", async () => {
    const paid = await pay("evm", "ETH", WEI, { currency: "ETH", amount: WEI - 1n }, { atLeast: true });
    await expectFailed(paid, `paid ${WEI - 1n} ETH, expected at least ${WEI}`);
  });

  it("credits one unit over, keeping the surplus (the pack's gems, the order's amount)", async () => {
    const paid = await pay("evm", "ETH", WEI, { currency: "ETH", amount: WEI + 1n }, { atLeast: true });
    await expectCredited(paid, "evm");
  });

  it("reads amounts given as strings and numbers the same way", async () => {
    await expectCredited(
      await pay("evm", "USDC", 1_990_000n, { currency: "USDC", amount: "1990000" }, { atLeast: true }),
      "evm",
    );
    await expectFailed(
      await pay("evm", "USDC", 1_990_000n, { currency: "USDC", amount: 1_989_999 }, { atLeast: true }),
      "paid 1989999 USDC, expected at least 1990000",
    );
  });
});

describe("creditOrder: exactly the amount (card, Stars)", () => {
  it("credits exactly the amount", async () => {
    const paid = await pay("stripe", "usd", 199n, { currency: "usd", amount: 199 });
    await expectCredited(paid, "stripe");
    expect(await notificationsOf(paid.userId)).toEqual([
      {
        kind: "payment_credited",
        payload: { orderId: paid.opened.id, rail: "stripe", gems: 400 },
        dedupeKey: `payment_credited:stripe:${paid.proof}`,
      },
    ]);
  });

  it("fails the order one unit over and one unit under", async () => {
    await expectFailed(
      await pay("stripe", "usd", 199n, { currency: "usd", amount: 200 }),
      "paid 200 usd, expected 199",
    );
    await expectFailed(
      await pay("stripe", "usd", 199n, { currency: "usd", amount: 198 }),
      "paid 198 usd, expected 199",
    );
    await expectFailed(
      await pay("stripe", "usd", 199n, { currency: "usd", amount: 200 }, { atLeast: false }),
      "paid 200 usd, expected 199",
    );
  });

  it("tells amounts apart beyond a double's exact integers", async () => {
    await expectFailed(
      await pay("evm", "ETH", WEI, { currency: "ETH", amount: WEI - 1n }),
      `paid ${WEI - 1n} ETH, expected ${WEI}`,
    );
    await expectFailed(
      await pay("evm", "ETH", WEI, { currency: "ETH", amount: WEI + 1n }),
      `paid ${WEI + 1n} ETH, expected ${WEI}`,
    );
  });

  it("tells the player how many Stars paid", async () => {
    const paid = await pay("stars", "XTR", 100n, { currency: "XTR", amount: 100 });
    await expectCredited(paid, "stars");
    expect(await notificationsOf(paid.userId)).toEqual([
      {
        kind: "payment_credited",
        payload: { orderId: paid.opened.id, rail: "stars", gems: 400, stars: 100 },
        dedupeKey: `payment_credited:stars:${paid.proof}`,
      },
    ]);
  });
});

describe("creditOrder: the currency", () => {
  it("matches the currency in any letter case, on either side", async () => {
    await expectCredited(await pay("stripe", "usd", 199n, { currency: "USD", amount: 199 }), "stripe");
    await expectCredited(await pay("stars", "XTR", 100n, { currency: "xtr", amount: 100 }), "stars");
    await expectCredited(
      await pay("evm", "Usdc", 1_990_000n, { currency: "uSDC", amount: 1_990_000 }, { atLeast: true }),
      "evm",
    );
  });

  it("fails another currency, even a near one, even with the right amount or more", async () => {
    await expectFailed(
      await pay("stripe", "usd", 199n, { currency: "usdc", amount: 199 }),
      "paid in usdc, expected usd",
    );
    await expectFailed(
      await pay("evm", "USDC", 1_990_000n, { currency: "USDT", amount: 2_000_000 }, { atLeast: true }),
      "paid in USDT, expected USDC",
    );
    // The currency is checked first: a wrong amount in a wrong currency names the currency.
    await expectFailed(
      await pay("stripe", "usd", 199n, { currency: "eur", amount: 198 }),
      "paid in eur, expected usd",
    );
  });
});

describe("creditOrder: which orders can be paid, and by what", () => {
  it("credits a pending order; a failed, cancelled or expired one is refused by name", async () => {
    const userId = await newPlayer();
    const pending = await order(userId, "stripe", "usd", 199n);
    expect(await markPending(db, pending.id)).toBe(true);
    const outcome = await creditOrder(
      db,
      "stripe",
      { orderId: pending.id },
      { proof: "edge-pending", currency: "usd", amount: 199 },
    );
    expect(outcome).toMatchObject({ status: "credited", orderId: pending.id, gems: 400 });
    for (const status of ["failed", "cancelled", "expired"] as const) {
      const closed = await order(userId, "stripe", "usd", 199n);
      expect(await closeOrder(db, closed.id, status, "test")).toBe(true);
      expect(
        await creditOrder(
          db,
          "stripe",
          { orderId: closed.id },
          { proof: `edge-${status}`, currency: "usd", amount: 199 },
        ),
      ).toEqual({ status: "mismatch", orderId: closed.id, reason: `order is ${status} already` });
      expect((await orderRow(closed.id)).proof).toBeNull();
    }
    expect(await gemsOf(userId)).toBe(400);
  });

  it("answers a replayed payment `duplicate`, after a credit and after a mismatch, changing nothing", async () => {
    const credited = await pay("stripe", "usd", 199n, { currency: "usd", amount: 199 });
    const failed = await pay("stripe", "usd", 199n, { currency: "usd", amount: 198 });
    for (const [paid, amount] of [
      [credited, 199],
      [failed, 198],
    ] as const) {
      const again = await creditOrder(
        db,
        "stripe",
        { orderId: paid.opened.id },
        { proof: paid.proof, currency: "usd", amount },
      );
      expect(again).toEqual({ status: "duplicate", orderId: paid.opened.id });
    }
    expect(await gemsOf(credited.userId)).toBe(400);
    expect(await entriesOf(credited.userId)).toHaveLength(1);
    expect(await gemsOf(failed.userId)).toBe(0);
    expect((await orderRow(failed.opened.id)).status).toBe("failed");
  });

  it("records the payment's rail object only where the order has none", async () => {
    const userId = await newPlayer();
    const bare = await order(userId, "stripe", "usd", 199n);
    const named = await order(userId, "stripe", "usd", 199n);
    const none = await order(userId, "stripe", "usd", 199n);
    await setProviderRef(db, named.id, "cs_ours");
    const report = (proof: string) => ({ proof, currency: "usd", amount: 199, providerRef: `cs_${proof}` });
    await creditOrder(db, "stripe", { orderId: bare.id }, report("bare"));
    await creditOrder(db, "stripe", { orderId: named.id }, report("named"));
    await creditOrder(db, "stripe", { orderId: none.id }, { proof: "none", currency: "usd", amount: 199 });
    expect((await orderRow(bare.id)).providerRef).toBe("cs_bare");
    expect((await orderRow(named.id)).providerRef).toBe("cs_ours");
    expect((await orderRow(none.id)).providerRef).toBeNull();
    // A mismatch records it too (an operator refunds that payment).
    const short = await order(userId, "stripe", "usd", 199n);
    await creditOrder(db, "stripe", { orderId: short.id }, { ...report("short"), amount: 1 });
    expect(await orderRow(short.id)).toMatchObject({ status: "failed", providerRef: "cs_short" });
    expect(await gemsOf(userId)).toBe(1200);
  });

  it("finds the order by reference or by the rail's object, on its own rail only", async () => {
    const userId = await newPlayer();
    const byReference = await order(userId, "stripe", "usd", 199n);
    const byRef = await order(userId, "stripe", "usd", 199n);
    await setProviderRef(db, byRef.id, "cs_find_me");
    const report = (proof: string) => ({ proof, currency: "usd", amount: 199 });
    expect(await creditOrder(db, "stars", { providerRef: "cs_find_me" }, report("x1"))).toEqual({
      status: "unknown",
    });
    expect(await creditOrder(db, "stripe", { providerRef: "cs_other" }, report("x2"))).toEqual({
      status: "unknown",
    });
    expect(
      await creditOrder(db, "stripe", { reference: byReference.reference }, report("by-reference")),
    ).toMatchObject({ status: "credited", orderId: byReference.id });
    expect(await creditOrder(db, "stripe", { providerRef: "cs_find_me" }, report("by-ref"))).toMatchObject({
      status: "credited",
      orderId: byRef.id,
    });
    expect(await gemsOf(userId)).toBe(800);
  });
});

import { creditOrder } from "@jadeverse/db/payments/credit";
import { describe, expect, it } from "vitest";
import { newPlayer, openCryptoOrder, orderById, usePaymentsDb } from "../../../test/payments-db.ts";
import { ApiError } from "../errors.ts";
import { configuredRail } from "./crypto-limits.ts";
import { cancelCryptoOrder, nameOrderTransaction } from "./crypto-orders.ts";

// A crypto order's player-facing steps over a real database: the wallet names the transaction it
// sent (a hint the watcher verifies, never a proof), or the player gives up before sending. Only the
// player's own open order of that rail can be named or cancelled, and one transaction pays one order.
const open = usePaymentsDb();
const db = () => open().db;

let signatures = 0;
const tx = () => `5igNaTure${++signatures}`;

async function solanaOrder(rail: "solana" | "evm" = "solana") {
  const userId = await newPlayer(db());
  const order = await openCryptoOrder(db(), { userId, rail, currency: "SOL", amount: 100n });
  return { userId, order, transferId: order.reference };
}

/** The API error code a call fails with ("ok" when it does not fail). */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => "ok",
    (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.code}` : String(error)),
  );

describe("naming an order's transaction", () => {
  it("names it once and marks the order pending; naming the same one again is fine", async () => {
    const { userId, order, transferId } = await solanaOrder();
    const signature = tx();
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, signature))).toBe("ok");
    expect(await orderById(db(), order.id)).toMatchObject({ status: "pending", providerRef: signature });
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, signature))).toBe("ok");
  });

  it("refuses another transaction once one is named, even one that paid another order", async () => {
    const { userId, transferId } = await solanaOrder();
    await nameOrderTransaction(db(), "solana", userId, transferId, tx());
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, tx()))).toBe(
      "409 PAYMENT_IN_PROGRESS",
    );
    const paid = await solanaOrder();
    const used = tx();
    await creditOrder(
      db(),
      "solana",
      { orderId: paid.order.id },
      { proof: used, currency: "SOL", amount: 100n },
    );
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, used))).toBe(
      "409 PAYMENT_IN_PROGRESS",
    );
  });

  it("refuses a transaction that already paid an order (one transaction pays one order, ever)", async () => {
    const paid = await solanaOrder();
    const used = tx();
    await creditOrder(
      db(),
      "solana",
      { orderId: paid.order.id },
      { proof: used, currency: "SOL", amount: 100n },
    );
    const { userId, order, transferId } = await solanaOrder();
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, used))).toBe(
      "409 TRANSACTION_ALREADY_USED",
    );
    expect(await orderById(db(), order.id)).toMatchObject({ status: "created", providerRef: null });
  });

  it("answers 404 for someone else's order, another rail's, or an unknown transfer id", async () => {
    const { transferId } = await solanaOrder();
    const evm = await solanaOrder("evm");
    const stranger = await newPlayer(db());
    expect(await outcome(nameOrderTransaction(db(), "solana", stranger, transferId, tx()))).toBe(
      "404 PAYMENT_NOT_FOUND",
    );
    expect(await outcome(nameOrderTransaction(db(), "solana", evm.userId, evm.transferId, tx()))).toBe(
      "404 PAYMENT_NOT_FOUND",
    );
    expect(await outcome(nameOrderTransaction(db(), "solana", stranger, "no-such-order", tx()))).toBe(
      "404 PAYMENT_NOT_FOUND",
    );
  });

  it("two requests naming transactions at once: the first claims the order, the other is told it is in progress", async () => {
    const { userId, order, transferId } = await solanaOrder();
    const [first, second] = [tx(), tx()];
    expect(
      await Promise.all([
        outcome(nameOrderTransaction(db(), "solana", userId, transferId, first)),
        outcome(nameOrderTransaction(db(), "solana", userId, transferId, second)),
      ]),
    ).toEqual(["ok", "409 PAYMENT_IN_PROGRESS"]);
    expect((await orderById(db(), order.id)).providerRef).toBe(first);
  });

  it("two requests naming the same transaction at once both succeed", async () => {
    const { userId, order, transferId } = await solanaOrder();
    const signature = tx();
    const name = () => outcome(nameOrderTransaction(db(), "solana", userId, transferId, signature));
    expect(await Promise.all([name(), name()])).toEqual(["ok", "ok"]);
    expect((await orderById(db(), order.id)).providerRef).toBe(signature);
  });

  it("a transaction named while the order is being cancelled: the order is not open any more", async () => {
    const { userId, order, transferId } = await solanaOrder();
    expect(
      await Promise.all([
        outcome(cancelCryptoOrder(db(), "solana", userId, transferId)),
        outcome(nameOrderTransaction(db(), "solana", userId, transferId, tx())),
      ]),
    ).toEqual(["ok", "409 PAYMENT_NOT_OPEN"]);
    expect(await orderById(db(), order.id)).toMatchObject({ status: "cancelled", providerRef: null });
  });
});

describe("cancelling an order", () => {
  it("closes the player's own open order as cancelled by the player, once", async () => {
    const { userId, order, transferId } = await solanaOrder();
    expect(await outcome(cancelCryptoOrder(db(), "solana", userId, transferId))).toBe("ok");
    expect(await orderById(db(), order.id)).toMatchObject({
      status: "cancelled",
      failureReason: "cancelled by the player",
    });
    expect(await outcome(cancelCryptoOrder(db(), "solana", userId, transferId))).toBe("409 PAYMENT_NOT_OPEN");
    expect(await outcome(nameOrderTransaction(db(), "solana", userId, transferId, tx()))).toBe(
      "409 PAYMENT_NOT_OPEN",
    );
  });

  it("refuses once a transaction is named: the payment may be on its way", async () => {
    const { userId, order, transferId } = await solanaOrder();
    await nameOrderTransaction(db(), "solana", userId, transferId, tx());
    expect(await outcome(cancelCryptoOrder(db(), "solana", userId, transferId))).toBe(
      "409 PAYMENT_IN_PROGRESS",
    );
    expect((await orderById(db(), order.id)).status).toBe("pending");
    const evm = await solanaOrder("evm");
    expect(await outcome(cancelCryptoOrder(db(), "solana", evm.userId, evm.transferId))).toBe(
      "404 PAYMENT_NOT_FOUND",
    );
  });
});

describe("configuredRail", () => {
  it("answers 503 PAYMENT_METHOD_NOT_AVAILABLE for a rail this server is not configured for", async () => {
    expect(await outcome(Promise.resolve().then(() => configuredRail(null)))).toBe(
      "503 PAYMENT_METHOD_NOT_AVAILABLE",
    );
    const rail = { cluster: "devnet" };
    expect(configuredRail(rail)).toBe(rail);
  });
});

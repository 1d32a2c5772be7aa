import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { paymentOrders } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { getAddress, type Hash } from "viem";
import { describe, expect, it } from "vitest";
import {
  api,
  gemsOf,
  initialize,
  orderOf,
  otherWallet,
  platform,
  player,
  requestPayment,
  send,
  submit,
  termsOf,
  usdc,
  useEvmPayments,
  wallet,
} from "../../../test/evm-payments.ts";
import { watchEvmPayments } from "../../lib/payments/evm/watcher.ts";

// The payer of an EVM order is proved, not named (docs/payments.md), on the local chain: the wallet's
// signature over the server's signing request opens the order, a transaction older than the order
// never pays it, and a hash named by someone else first still pays its owner.
useEvmPayments();

describe("the payer is proved, not named", () => {
  const ordersOf = (userId: number) =>
    api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));

  it("a player who cannot sign for wallet V opens no order V's transfer would pay, and V's own order is still credited", async () => {
    const owner = await player();
    const attacker = await player();
    const ownOrder = (await initialize(owner)).body.data as { id: string; amount: string };
    // The attacker's own order, in their own wallet's name, opened before V's transfer is mined.
    const theirs = (
      await initialize(attacker, { fromWalletAddress: otherWallet.account.address }, otherWallet)
    ).body.data as { id: string };
    const transfer = await send(wallet, platform, BigInt(ownOrder.amount));

    // Naming V's wallet, signed by another wallet: refused, no order opened.
    const forged = await initialize(attacker, {}, otherWallet);
    expect([forged.status, forged.body.error.code]).toEqual([400, "PAYMENT_SIGNATURE_INVALID"]);
    // V's own signature, captured from one of V's requests: its nonce was issued to V's player only.
    const captured = (await requestPayment(owner)).body.data as { nonce: string; message: string };
    const replayed = await api.request("POST", "/api/v1/crypto/initialize-payment", {
      token: attacker.token,
      body: { ...termsOf({}), nonce: captured.nonce, signature: await wallet.signMessage(captured) },
    });
    expect([replayed.status, replayed.body.error.code]).toEqual([400, "PAYMENT_CHALLENGE_EXPIRED"]);
    expect((await ordersOf(attacker.userId)).map((o) => o.reference)).toEqual([theirs.id]);

    // The attacker's order names V's transaction first: a hint, which neither pays the attacker nor
    // keeps V from naming V's own transaction.
    expect((await submit(attacker, theirs.id, transfer)).status).toBe(200);
    expect((await submit(owner, ownOrder.id, transfer)).status).toBe(200);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(owner.userId)).toBe(4800);
    expect(await gemsOf(attacker.userId)).toBe(0);
    expect(await orderOf(ownOrder.id)).toMatchObject({ status: "paid", proof: transfer });
    expect(await orderOf(theirs.id)).toMatchObject({
      status: "failed",
      failureReason: "sent from another wallet than the one that initialised the payment",
    });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("refuses a signature over other terms, a nonce spent or expired, and lets one of ten racing uses open an order", async () => {
    const p = await player();
    const request = (await requestPayment(p, { packageId: 1 })).body.data as {
      nonce: string;
      message: string;
    };
    expect(request.message).toContain("I am buying 400 JadeVerse gems for $1.99.");
    expect(request.message).toContain(`From: ${getAddress(wallet.account.address)}`);
    const signature = await wallet.signMessage({ message: request.message });
    const open = (overrides: Record<string, unknown>) =>
      api.request("POST", "/api/v1/crypto/initialize-payment", {
        token: p.token,
        body: { ...termsOf({ packageId: 1 }), nonce: request.nonce, signature, ...overrides },
      });
    // Signed for pack 1, presented for pack 3 (or another coin): the rebuilt message differs.
    for (const other of [{ packageId: 3 }, { currency: "USDC", tokenContractAddress: usdc }]) {
      const res = await open(other);
      expect([res.status, res.body.error.code]).toEqual([400, "PAYMENT_SIGNATURE_INVALID"]);
    }
    const racing = await Promise.all(Array.from({ length: 10 }, () => open({})));
    expect(racing.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(
      racing.filter((r) => r.status === 409).every((r) => r.body.error.code === "PAYMENT_CHALLENGE_USED"),
    ).toBe(true);
    expect(await ordersOf(p.userId)).toHaveLength(1);

    const stale = (await requestPayment(p)).body.data as { nonce: string; message: string };
    await api.db.execute({
      sql: "UPDATE wallet_challenges SET expires_at = ? WHERE nonce = ?",
      args: [Date.now() - 1, stale.nonce],
    });
    const late = await api.request("POST", "/api/v1/crypto/initialize-payment", {
      token: p.token,
      body: { ...termsOf({}), nonce: stale.nonce, signature: await wallet.signMessage(stale) },
    });
    expect([late.status, late.body.error.code]).toEqual([400, "PAYMENT_CHALLENGE_EXPIRED"]);
  });

  it("never pays an order with a transaction mined before the order was opened", async () => {
    const p = await player();
    const quote = (await initialize(p, { packageId: 1 })).body.data as { id: string; amount: string };
    await api.request("POST", "/api/v1/crypto/cancel-payment", {
      token: p.token,
      body: { transferId: quote.id },
    });
    const early = await send(wallet, platform, BigInt(quote.amount));
    const order = (await initialize(p, { packageId: 1 })).body.data as { id: string };
    expect((await submit(p, order.id, early)).status).toBe(200);
    await watchEvmPayments(api.deps);
    expect(await orderOf(order.id)).toMatchObject({
      status: "failed",
      failureReason: "mined before the order was opened",
    });
    expect(await gemsOf(p.userId)).toBe(0);
  });

  it("a hash in another letter case is the same transaction: it pays one order, once", async () => {
    const p = await player();
    const first = (await initialize(p, { packageId: 1 })).body.data as { id: string; amount: string };
    const second = (await initialize(p, { packageId: 1 })).body.data as { id: string };
    const hash = await send(wallet, platform, BigInt(first.amount));
    const upper = `0x${hash.slice(2).toUpperCase()}` as Hash;
    expect((await submit(p, first.id, upper)).status).toBe(200);
    expect((await orderOf(first.id)).providerRef).toBe(hash.toLowerCase());
    // Named by both of the player's orders before the watcher ran: it still pays only one.
    expect((await submit(p, second.id, hash.toLowerCase() as Hash)).status).toBe(200);
    await watchEvmPayments(api.deps);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(400);
    expect(await orderOf(second.id)).toMatchObject({
      status: "failed",
      failureReason: "the payment already paid another order",
    });
    const third = (await initialize(p, { packageId: 1 })).body.data as { id: string };
    const mixed = `0x${hash.slice(2, 34).toUpperCase()}${hash.slice(34)}` as Hash;
    const reused = await submit(p, third.id, mixed);
    expect([reused.status, reused.body.error.code]).toEqual([409, "TRANSACTION_ALREADY_USED"]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

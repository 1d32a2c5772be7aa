import { claimProviderRef } from "@jadeverse/db/payments/orders";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  closeOpenOrders,
  gemsOf,
  newPlayer,
  openCryptoOrder,
  orderById,
  usePaymentsDb,
} from "../../../../test/payments-db.ts";
import { randomAddress, solTransfer } from "../../../../test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../../../../test/solana/rpc-stand-in.ts";
import { testEnv } from "../../../env.ts";
import { paymentMemo } from "./verify-transfer.ts";
import { watchSolanaPayments } from "./watcher.ts";

// The Solana payments job over a real database and a JSON-RPC node stand-in: it checks only the
// orders this server's cluster can judge, each against the wallet that opened it and the slot it
// opened at, and does nothing at all when the rail is off.
const node = startSolanaRpcStandIn();
afterAll(() => node.stop());
const platform = randomAddress();
const open = usePaymentsDb({
  SOLANA_PLATFORM_WALLET: platform,
  SOLANA_RPC_URL: node.url,
  SOLANA_CLUSTER: "devnet",
});
afterEach(() => closeOpenOrders(open().db));

/** A Solana order for 12,000,000 lamports, its transaction (paying it in full) landed and named. */
async function namedOrder(order: { payer?: string; chain?: string; openedAtBlock?: bigint }) {
  const { db } = open();
  const userId = await newPlayer(db);
  const opened = await openCryptoOrder(db, {
    userId,
    rail: "solana",
    currency: "SOL",
    amount: 12_000_000n,
    ...order,
  });
  const signature = node.land(
    solTransfer({
      payer: order.payer ?? randomAddress(),
      to: platform,
      lamports: 12_000_000n,
      memo: paymentMemo(opened.reference),
      slot: 500,
    }),
  );
  await claimProviderRef(db, opened.id, signature);
  return { userId, id: opened.id };
}

describe("watchSolanaPayments", () => {
  it("credits an order paid on its cluster by the wallet that opened it, after its slot", async () => {
    const payer = randomAddress();
    const { userId, id } = await namedOrder({ payer, chain: "devnet", openedAtBlock: 499n });
    expect(await watchSolanaPayments(open().deps)).toEqual({
      checked: 1,
      credited: 1,
      failed: 0,
      expired: 0,
    });
    expect((await orderById(open().db, id)).status).toBe("paid");
    expect(await gemsOf(open().db, userId)).toBe(400);
  });

  it("does nothing when the rail is off, whatever orders are open", async () => {
    const { id } = await namedOrder({ payer: randomAddress(), chain: "devnet", openedAtBlock: 499n });
    const off = { ...open().deps, env: testEnv({ SOLANA_RPC_URL: node.url }) };
    const before = node.calls.length;
    expect(await watchSolanaPayments(off)).toEqual({ checked: 0, credited: 0, failed: 0, expired: 0 });
    expect((await orderById(open().db, id)).status).toBe("pending");
    expect(node.calls.length).toBe(before);
  });

  it("leaves alone an order of another cluster, or one with no paying wallet, even paid", async () => {
    const elsewhere = await namedOrder({
      payer: randomAddress(),
      chain: "mainnet-beta",
      openedAtBlock: 499n,
    });
    const walletless = await namedOrder({ chain: "devnet", openedAtBlock: 499n });
    expect(await watchSolanaPayments(open().deps)).toEqual({
      checked: 2,
      credited: 0,
      failed: 0,
      expired: 0,
    });
    for (const { id } of [elsewhere, walletless])
      expect((await orderById(open().db, id)).status).toBe("pending");
  });

  it("fails an order opened without the cluster's slot: nothing can show its payment came after it", async () => {
    const { userId, id } = await namedOrder({ payer: randomAddress(), chain: "devnet" });
    expect(await watchSolanaPayments(open().deps)).toMatchObject({ checked: 1, failed: 1 });
    expect(await orderById(open().db, id)).toMatchObject({
      status: "failed",
      failureReason: "opened without the cluster's slot",
    });
    expect(await gemsOf(open().db, userId)).toBe(0);
  });

  it("keeps an order open while the cluster cannot be reached, even past its deadline", async () => {
    const { db } = open();
    const userId = await newPlayer(db);
    const opened = await openCryptoOrder(db, {
      userId,
      rail: "solana",
      currency: "SOL",
      amount: 12_000_000n,
      payer: randomAddress(),
      chain: "devnet",
      openedAtBlock: 1n,
      expiresAt: new Date(Date.now() - 1),
    });
    await claimProviderRef(
      db,
      opened.id,
      solTransfer({ payer: platform, to: platform, lamports: 1n }).transaction.signatures[0]!,
    );
    const closed = startSolanaRpcStandIn();
    closed.stop();
    const unreachable = {
      ...open().deps,
      env: testEnv({ SOLANA_PLATFORM_WALLET: platform, SOLANA_RPC_URL: closed.url }),
    };
    expect(await watchSolanaPayments(unreachable)).toEqual({
      checked: 1,
      credited: 0,
      failed: 0,
      expired: 0,
    });
    expect((await orderById(db, opened.id)).status).toBe("pending");
    expect(open().logs.filter((line) => line.msg === "chain not reachable, retrying")).toEqual([
      expect.objectContaining({ component: "solana-payments", orderId: opened.id }),
    ]);
  });
});

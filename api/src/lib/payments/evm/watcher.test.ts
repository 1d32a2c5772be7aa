import { claimProviderRef, openOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { type Address, type Hash, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { usePaymentsDb } from "../../../../test/evm/payments-db.ts";
import { rpcReceipt, rpcTransaction, startEvmRpcStandIn } from "../../../../test/evm/rpc-stand-in.ts";
import { createMemoryMailer } from "../../../../test/memory-mailer.ts";
import type { Deps, PaymentSettlement } from "../../../context.ts";
import { type Env, testEnv } from "../../../env.ts";
import { createLogger } from "../../logger.ts";
import { createMemoryLimiter } from "../../rate-limit/limiter.ts";
import { TIMEOUT_REASON, watchEvmPayments } from "./watcher.ts";

// The EVM payments job on orders as stored, with the chain's node played by a local JSON-RPC server:
// what it does with an order it cannot check here, one opened without the chain's head, one whose
// transaction the chain does not know yet, and one it finds paid.
const { db, newPlayer, orderRow, gemsOf } = usePaymentsDb("evm-watcher");
const node = startEvmRpcStandIn();
afterAll(() => node.stop());
const platform = privateKeyToAccount(generatePrivateKey()).address;
const payer = privateKeyToAccount(generatePrivateKey()).address;
const told: { userId: number; event: PaymentSettlement }[] = [];
const depsFor = (overrides: Partial<Record<keyof Env, string>>): Deps => ({
  env: testEnv(overrides),
  db: db(),
  logger: createLogger("silent"),
  mailer: createMemoryMailer(),
  limiter: createMemoryLimiter(),
  realtime: {
    queueChanged() {},
    paymentSettled: (userId, _rail, event) => void told.push({ userId, event }),
  },
});
const evm = () => depsFor({ EVM_PLATFORM_WALLET: platform, EVM_RPC_URLS: `31337=${node.url}` });
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
let hashes = 0;

/** An ETH order for pack 1 whose buyer named a transaction (the order is `pending`). */
async function namedOrder(fields: {
  chain?: string;
  payer?: Address;
  openedAtBlock?: bigint;
  expiresAt?: Date;
}) {
  const userId = await newPlayer();
  const order = await openOrder(db(), {
    userId,
    pack: (await packForSale(db(), 1))!,
    rail: "evm",
    currency: "ETH",
    amount: parseEther("0.001"),
    expiresAt: now,
    ...fields,
  });
  const hash = `0x${(++hashes).toString(16).padStart(64, "0")}` as Hash;
  expect(await claimProviderRef(db(), order.id, hash)).toBe(true);
  return { id: order.id, userId, reference: order.reference, hash };
}

beforeEach(() => {
  node.calls.length = 0;
  told.length = 0;
  node.methods = { eth_getTransactionByHash: () => null };
});

describe("watchEvmPayments", () => {
  it("does nothing while the EVM rail is off: open orders wait for it", async () => {
    const order = await namedOrder({ chain: "31337", payer, openedAtBlock: 5n, expiresAt: ago(1) });
    expect(await watchEvmPayments(depsFor({}), now)).toEqual({
      checked: 0,
      credited: 0,
      failed: 0,
      expired: 0,
    });
    expect((await orderRow(order.id)).status).toBe("pending");
    // Closed here so the next tests see only their own orders.
    expect(await watchEvmPayments(evm(), now)).toMatchObject({ checked: 1, expired: 1 });
  });

  it("expires an overdue order it cannot check here (its chain is off, or it names no payer) without asking any chain", async () => {
    const offChain = await namedOrder({ chain: "1", payer, openedAtBlock: 5n, expiresAt: ago(1) });
    const noPayer = await namedOrder({ chain: "31337", openedAtBlock: 5n, expiresAt: ago(1) });
    expect(await watchEvmPayments(evm(), now)).toEqual({ checked: 2, credited: 0, failed: 0, expired: 2 });
    for (const order of [offChain, noPayer])
      expect(await orderRow(order.id)).toMatchObject({ status: "expired", failureReason: TIMEOUT_REASON });
    expect(node.calls).toEqual([]);
  });

  it("fails an order opened without the chain's head: nothing can show its transfer came after it", async () => {
    const order = await namedOrder({ chain: "31337", payer, expiresAt: ago(-60_000) });
    expect(await watchEvmPayments(evm(), now)).toEqual({ checked: 1, credited: 0, failed: 1, expired: 0 });
    expect(await orderRow(order.id)).toMatchObject({
      status: "failed",
      failureReason: "opened without the chain's head",
    });
    expect(told).toEqual([
      {
        userId: order.userId,
        event: {
          type: "payment:failed",
          transferId: order.reference,
          reason: "opened without the chain's head",
        },
      },
    ]);
    expect(node.calls).toEqual([]);
  });

  it("keeps waiting for a transaction the chain does not know yet, and expires the order after its 10 minutes", async () => {
    const order = await namedOrder({ chain: "31337", payer, openedAtBlock: 5n, expiresAt: ago(-60_000) });
    expect(await watchEvmPayments(evm(), now)).toEqual({ checked: 1, credited: 0, failed: 0, expired: 0 });
    expect((await orderRow(order.id)).status).toBe("pending");
    expect(node.calls).toEqual(["eth_getTransactionByHash"]);
    expect(await watchEvmPayments(evm(), new Date(now.getTime() + 60_000))).toMatchObject({ expired: 1 });
  });

  it("credits an order its payer's transfer pays, read from the order's chain", async () => {
    const order = await namedOrder({ chain: "31337", payer, openedAtBlock: 5n, expiresAt: ago(-60_000) });
    const tx = { hash: order.hash, from: payer, to: platform, value: parseEther("0.001"), blockNumber: 6n };
    node.methods = {
      eth_getTransactionByHash: () => rpcTransaction({ ...tx, chainId: 31337 }),
      eth_getTransactionReceipt: () => rpcReceipt(tx),
      eth_blockNumber: () => "0x6",
    };
    expect(await watchEvmPayments(evm(), now)).toEqual({ checked: 1, credited: 1, failed: 0, expired: 0 });
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await gemsOf(order.userId)).toBe(400);
  });
});

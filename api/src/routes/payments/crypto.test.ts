import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { erc20Abi, getAddress, parseUnits } from "viem";
import { describe, expect, it } from "vitest";
import { untilMined } from "../../../test/evm/chain.ts";
import {
  api,
  chain,
  fake,
  gemsOf,
  initialize,
  listen,
  orderOf,
  otherWallet,
  platform,
  player,
  send,
  submit,
  usdc,
  useEvmPayments,
  wallet,
} from "../../../test/evm-payments.ts";
import { startTestApi } from "../../../test/harness.ts";
import { eventually } from "../../../test/payment-socket.ts";
import { TIMEOUT_REASON, watchEvmPayments } from "../../lib/payments/evm/watcher.ts";

// EVM payments end to end on a real local chain (anvil) with a real ERC-20 (solc): the server fixes
// the amount, the watcher verifies the transaction on the chain and credits once, the buyer hears the
// outcome on the /crypto socket; every way of not paying is refused.
useEvmPayments();

describe("POST /api/v1/crypto/initialize-payment", () => {
  it("fixes the amount itself: a native coin at the price service's price, a stablecoin at face value", async () => {
    const p = await player();
    const native = await initialize(p, { packageId: 1 });
    expect(native.status).toBe(201);
    // $1.99 at $2,000 per ETH, in wei, rounded up.
    expect(native.body.data).toMatchObject({
      amount: "995000000000000",
      decimals: 18,
      toWalletAddress: platform,
      tokenContractAddress: null,
    });
    const token = await initialize(p, { packageId: 1, currency: "USDC", tokenContractAddress: usdc });
    expect(token.body.data).toMatchObject({
      amount: "1990000",
      decimals: 6,
      tokenContractAddress: getAddress(usdc),
    });
  });

  it("refuses another network, another recipient and a token not allow-listed", async () => {
    const p = await player();
    const wrongChain = await initialize(p, { chainId: 999 });
    expect([wrongChain.status, wrongChain.body.error.code, wrongChain.body.error.message]).toEqual([
      400,
      "UNSUPPORTED_NETWORK",
      "Unsupported network",
    ]);
    const elsewhere = await initialize(p, { toWalletAddress: otherWallet.account.address });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([400, "WRONG_RECIPIENT"]);
    const notListed = await initialize(p, { currency: "FAKE", tokenContractAddress: fake });
    expect([notListed.status, notListed.body.error.message]).toEqual([
      400,
      "FAKE not supported on this network",
    ]);
    const zero = await initialize(p, { amount: 0 });
    expect(zero.status).toBe(400);
  });
});

describe("the EVM payments watcher", () => {
  it("credits a native payment once and tells the buyer on /crypto", async () => {
    const p = await player();
    const heard = await listen(p);
    const { id, amount } = (await initialize(p)).body.data;
    const hash = await send(wallet, platform, BigInt(amount));
    expect((await submit(p, id, hash)).status).toBe(200);
    expect((await orderOf(id)).status).toBe("pending");
    await watchEvmPayments(api.deps);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(4800);
    expect(await orderOf(id)).toMatchObject({ status: "paid", proof: hash.toLowerCase() });
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([{ event: "payment:success", payload: { transferId: id, gemsAmount: 4800 } }]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits once when two instances' watchers race (a restart while the old process still runs)", async () => {
    const p = await player();
    const { id, amount } = (await initialize(p, { packageId: 1 })).body.data;
    await submit(p, id, await send(wallet, platform, BigInt(amount)));
    const second = await startTestApi(
      { EVM_PLATFORM_WALLET: platform, EVM_RPC_URLS: `${chain.chain.id}=${chain.rpcUrl}` },
      { sharedDbUrl: api.dbUrl },
    );
    try {
      const runs = await Promise.all([watchEvmPayments(api.deps), watchEvmPayments(second.deps)]);
      expect(runs.reduce((sum, run) => sum + run.credited, 0)).toBe(1);
      await watchEvmPayments(second.deps);
    } finally {
      await second.close();
    }
    expect(await gemsOf(p.userId)).toBe(400);
    expect((await orderOf(id)).status).toBe("paid");
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits an ERC-20 payment of the allow-listed token", async () => {
    const p = await player();
    const { id, amount } = (
      await initialize(p, { currency: "USDC", tokenContractAddress: usdc, packageId: 2 })
    ).body.data;
    expect(amount).toBe("4990000");
    const hash = await send(wallet, platform, BigInt(amount), usdc);
    await submit(p, id, hash);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(1050);
  });

  it("refuses underpayment, another recipient, another token contract, another wallet and a reverted transaction", async () => {
    const p = await player();
    const heard = await listen(p);
    const native = async () => (await initialize(p)).body.data as { id: string; amount: string };
    const token = async () =>
      (await initialize(p, { currency: "USDC", tokenContractAddress: usdc })).body.data as {
        id: string;
        amount: string;
      };
    const tried: { id: string; expected: RegExp }[] = [];
    {
      const o = await native();
      await submit(p, o.id, await send(wallet, platform, BigInt(o.amount) - 1n));
      tried.push({ id: o.id, expected: /^underpaid/ });
    }
    {
      const o = await native();
      await submit(p, o.id, await send(wallet, otherWallet.account.address, BigInt(o.amount)));
      tried.push({ id: o.id, expected: /^not sent to the platform wallet$/ });
    }
    {
      const o = await token();
      await submit(p, o.id, await send(wallet, platform, BigInt(o.amount), fake));
      tried.push({ id: o.id, expected: /^paid with another token contract$/ });
    }
    {
      const o = await native();
      await submit(p, o.id, await send(otherWallet, platform, BigInt(o.amount)));
      tried.push({ id: o.id, expected: /^sent from another wallet/ });
    }
    {
      const o = await token();
      const hash = await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: "transfer",
        args: [platform, parseUnits("5000", 6)],
        gas: 100_000n,
      });
      await wallet.waitForTransactionReceipt({ hash });
      await untilMined(chain.publicClient, hash);
      await submit(p, o.id, hash);
      tried.push({ id: o.id, expected: /^the transaction reverted$/ });
    }
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(0);
    for (const { id, expected } of tried) {
      const order = await orderOf(id);
      expect(order.status, id).toBe("failed");
      expect(order.failureReason, id).toMatch(expected);
    }
    await eventually(() => heard.length === tried.length);
    expect(heard.every((h) => h.event === "payment:failed")).toBe(true);
  });

  it("lets one transaction pay one order, ever", async () => {
    const p = await player();
    const first = (await initialize(p, { packageId: 1 })).body.data;
    const hash = await send(wallet, platform, BigInt(first.amount));
    await submit(p, first.id, hash);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(400);
    const again = (await initialize(p, { packageId: 1 })).body.data;
    const reused = await submit(p, again.id, hash);
    expect([reused.status, reused.body.error.code]).toEqual([409, "TRANSACTION_ALREADY_USED"]);
    const otherPlayer = await player();
    const theirs = (await initialize(otherPlayer, { packageId: 1 })).body.data;
    expect((await submit(otherPlayer, theirs.id, hash)).status).toBe(409);
    await watchEvmPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(400);
    expect(await gemsOf(otherPlayer.userId)).toBe(0);
  });

  it("expires an order with nothing confirmed after 10 minutes, and cancels one nothing was sent for", async () => {
    const p = await player();
    const heard = await listen(p);
    const { id } = (await initialize(p)).body.data;
    await watchEvmPayments(api.deps, new Date(Date.now() + 9 * 60_000));
    expect((await orderOf(id)).status).toBe("created");
    await watchEvmPayments(api.deps, new Date(Date.now() + 10 * 60_000 + 1_000));
    expect(await orderOf(id)).toMatchObject({ status: "expired", failureReason: TIMEOUT_REASON });
    await eventually(() => heard.length === 1);
    expect(heard[0]).toEqual({
      event: "payment:failed",
      payload: { transferId: id, reason: TIMEOUT_REASON },
    });

    const cancelled = (await initialize(p)).body.data;
    const res = await api.request("POST", "/api/v1/crypto/cancel-payment", {
      token: p.token,
      body: { transferId: cancelled.id, packageId: 3 },
    });
    expect(res.status).toBe(200);
    expect((await orderOf(cancelled.id)).status).toBe("cancelled");
    const sent = (await initialize(p)).body.data;
    await submit(p, sent.id, await send(wallet, platform, BigInt(sent.amount)));
    const late = await api.request("POST", "/api/v1/crypto/cancel-payment", {
      token: p.token,
      body: { transferId: sent.id },
    });
    expect([late.status, late.body.error.code]).toEqual([409, "PAYMENT_IN_PROGRESS"]);
  });
});

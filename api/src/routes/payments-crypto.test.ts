import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { type Address, erc20Abi, getAddress, type Hash, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain, untilMined } from "../../test/evm/chain.ts";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { eventually, listenForPayments } from "../../test/payment-socket.ts";
import { createPlayers, type TestPlayer } from "../../test/players.ts";
import { type PriceFeedStandIn, startPriceFeedStandIn } from "../../test/price-feed-stand-in.ts";
import { TIMEOUT_REASON, watchEvmPayments } from "../lib/payments/evm/watcher.ts";

// EVM payments end to end on a real local chain (anvil) with a real ERC-20 (solc): the server fixes
// the amount, the watcher verifies the transaction on the chain and credits once, the buyer hears the
// outcome on the /crypto socket; every way of not paying is refused.
const ETH_USD = 2000;
let chain: TestChain;
let usdc: Address;
let fake: Address;
let platform: Address;
let wallet: TestChain["wallets"][number];
let otherWallet: TestChain["wallets"][number];
let api: TestApi;
let prices: PriceFeedStandIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  chain = await startTestChain();
  [, wallet, otherWallet] = chain.wallets as [never, typeof wallet, typeof wallet];
  platform = chain.wallets[3]!.account.address;
  usdc = await chain.deployToken("USDC", 6);
  fake = await chain.deployToken("FAKE", 6);
  for (const token of [usdc, fake]) {
    const hash = await wallet.writeContract({
      address: token,
      abi: chain.tokenAbi,
      functionName: "mint",
      args: [wallet.account.address, parseUnits("1000", 6)],
    });
    await wallet.waitForTransactionReceipt({ hash });
    await untilMined(chain.publicClient, hash);
  }
  // A CoinGecko-compatible price service: ETH at $2,000, priced now.
  prices = startPriceFeedStandIn({ ethereum: ETH_USD });
  api = await startTestApi(
    {
      EVM_PLATFORM_WALLET: platform,
      EVM_RPC_URLS: `${chain.chain.id}=${chain.rpcUrl}`,
      EVM_EXTRA_TOKENS: `${chain.chain.id}:USDC:${usdc}:6`,
      PRICE_FEED_URL: prices.url,
    },
    { realtime: true },
  );
  await api.db.write((tx) => seedCatalog(tx));
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await api?.close();
  prices?.stop();
  await chain?.stop();
});

const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const orderOf = async (reference: string) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;

async function player(): Promise<TestPlayer> {
  return (await createPlayers(api, 1))[0]!;
}

type Wallet = typeof wallet;

/** The terms a purchase names: ETH on the test chain from the buyer's wallet, unless overridden. */
const termsOf = (overrides: Record<string, unknown>) => ({
  fromWalletAddress: wallet.account.address,
  toWalletAddress: platform,
  currency: "ETH",
  coinId: "ethereum",
  chainId: chain.chain.id,
  amount: 0.001,
  packageId: 3,
  ...overrides,
});

/** `POST /api/v1/crypto/payment-request`: the message the paying wallet signs and its nonce. */
const requestPayment = (p: TestPlayer, overrides: Record<string, unknown> = {}) =>
  api.request("POST", "/api/v1/crypto/payment-request", { token: p.token, body: termsOf(overrides) });

/**
 * The web's purchase up to the order: the signing request, the wallet's signature over its message
 * (`signer`, the paying wallet unless a test says otherwise), then `initialize-payment`.
 */
async function initialize(p: TestPlayer, overrides: Record<string, unknown> = {}, signer: Wallet = wallet) {
  const request = await requestPayment(p, overrides);
  if (request.status !== 201) return request;
  const { nonce, message } = request.body.data as { nonce: string; message: string };
  const signature = await signer.signMessage({ message });
  return api.request("POST", "/api/v1/crypto/initialize-payment", {
    token: p.token,
    body: { ...termsOf(overrides), nonce, signature },
  });
}

const submit = (p: TestPlayer, transferId: string, txHash: Hash) =>
  api.request("POST", "/api/v1/crypto/transaction", { token: p.token, body: { transferId, txHash } });

async function send(from: typeof wallet, to: Address, value: bigint, token?: Address): Promise<Hash> {
  const hash = token
    ? await from.writeContract({ address: token, abi: erc20Abi, functionName: "transfer", args: [to, value] })
    : await from.sendTransaction({ to, value });
  await from.waitForTransactionReceipt({ hash });
  await untilMined(chain.publicClient, hash);
  return hash;
}

/** The buyer's /crypto socket, and the payment events it heard. */
const listen = (p: TestPlayer) => listenForPayments(api.url, "/crypto", p.token, sockets);

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

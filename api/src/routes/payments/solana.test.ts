import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { SOLANA_TOKENS } from "@jadeverse/db/payments/chains";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { eventually, listenForPayments } from "../../../test/payment-socket.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { type PriceFeedStandIn, startPriceFeedStandIn } from "../../../test/price-feed-stand-in.ts";
import {
  randomAddress,
  randomSignature,
  solTransfer,
  tokenTransfer,
} from "../../../test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../../../test/solana/rpc-stand-in.ts";
import { TIMEOUT_REASON } from "../../lib/payments/crypto-watcher.ts";
import { watchSolanaPayments } from "../../lib/payments/solana/watcher.ts";

// Solana payments end to end over HTTP: the server fixes the amount and the memo, the watcher reads
// the transaction finalized and parsed from a JSON-RPC node (a stand-in answering as a node does) and
// credits once, the buyer hears the outcome on the /solana socket; every way of not paying is refused.
const SOL_USD = 150;
const USDC_DEVNET = SOLANA_TOKENS.find((token) => token.symbol === "USDC")!.mints.devnet!;
const platform = randomAddress();
const buyerWallet = randomAddress();
let node: ReturnType<typeof startSolanaRpcStandIn>;
let prices: PriceFeedStandIn;
let api: TestApi;
const sockets: Socket[] = [];

beforeAll(async () => {
  node = startSolanaRpcStandIn();
  prices = startPriceFeedStandIn({ solana: SOL_USD });
  api = await startTestApi(
    {
      SOLANA_PLATFORM_WALLET: platform,
      SOLANA_RPC_URL: node.url,
      SOLANA_CLUSTER: "devnet",
      PRICE_FEED_URL: prices.url,
    },
    { realtime: true },
  );
  await api.db.write((tx) => seedCatalog(tx));
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await api?.close();
  prices?.stop();
  node?.stop();
});

const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const orderOf = async (reference: string) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;
const player = async (): Promise<TestPlayer> => (await createPlayers(api, 1))[0]!;

function initialize(p: TestPlayer, overrides: Record<string, unknown> = {}) {
  return api.request("POST", "/api/v1/solana/initialize-payment", {
    token: p.token,
    body: {
      fromWalletAddress: buyerWallet,
      toWalletAddress: platform,
      currency: "SOL",
      network: "devnet",
      amount: 0.03,
      packageId: 3,
      ...overrides,
    },
  });
}
const submit = (p: TestPlayer, transferId: string, signature: string) =>
  api.request("POST", "/api/v1/solana/transaction", { token: p.token, body: { transferId, signature } });

/** The buyer's /solana socket, and the payment events it heard. */
const listen = (p: TestPlayer) => listenForPayments(api.url, "/solana", p.token, sockets);

describe("POST /api/v1/solana/initialize-payment", () => {
  it("fixes the amount and the memo itself: SOL at the price service's price, USDC at face value", async () => {
    const p = await player();
    const native = await initialize(p, { packageId: 1 });
    expect(native.status).toBe(201);
    // $1.99 at $150 per SOL, in lamports, rounded up.
    expect(native.body.data).toMatchObject({
      amount: "13266667",
      decimals: 9,
      toWalletAddress: platform,
      mintAddress: null,
      memo: `jadeverse:${native.body.data.id}`,
    });
    const usdc = await initialize(p, { packageId: 1, currency: "USDC", mintAddress: USDC_DEVNET });
    expect(usdc.body.data).toMatchObject({ amount: "1990000", decimals: 6, mintAddress: USDC_DEVNET });
    expect(await orderOf(usdc.body.data.id)).toMatchObject({
      rail: "solana",
      status: "created",
      payer: buyerWallet,
      chain: "devnet",
      token: USDC_DEVNET,
      currency: "USDC",
    });
  });

  it("refuses another cluster, another recipient, a token not taken here, a bad address, no amount", async () => {
    const p = await player();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ network: "mainnet-beta" }, 400, "UNSUPPORTED_NETWORK"],
      [{ toWalletAddress: randomAddress() }, 400, "WRONG_RECIPIENT"],
      [{ currency: "USDC" }, 400, "TOKEN_NOT_SUPPORTED"],
      [{ currency: "USDT", mintAddress: randomAddress() }, 400, "TOKEN_NOT_SUPPORTED"],
      [{ currency: "JADE" }, 400, "TOKEN_NOT_SUPPORTED"],
      [{ fromWalletAddress: "0xnotsolana" }, 400, "VALIDATION_ERROR"],
      [{ amount: 0 }, 400, "VALIDATION_ERROR"],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await initialize(p, overrides);
      expect([res.status, res.body.error.code]).toEqual([status, code]);
    }
    const wrongNetwork = await initialize(p, { network: "mainnet-beta" });
    expect(wrongNetwork.body.error.message).toBe("Solana network configuration not found");
  });

  it("is offered in public-config, and needs a session", async () => {
    const config = await api.request("GET", "/api/public-config");
    expect(config.body.payments.rails).toContain("solana");
    expect((await api.request("POST", "/api/v1/solana/initialize-payment", { body: {} })).status).toBe(401);
  });
});

describe("the Solana payments watcher", () => {
  it("credits a SOL payment once, when the cluster has it finalized, and tells the buyer on /solana", async () => {
    const p = await player();
    const heard = await listen(p);
    const { id, amount, memo } = (await initialize(p)).body.data;
    const tx = solTransfer({ payer: buyerWallet, to: platform, lamports: BigInt(amount), memo });
    const signature = tx.transaction.signatures[0]!;
    expect((await submit(p, id, signature)).status).toBe(200);
    expect((await orderOf(id)).status).toBe("pending");
    // Not finalized yet: the order waits.
    expect(await watchSolanaPayments(api.deps)).toMatchObject({ credited: 0, failed: 0 });
    expect((await orderOf(id)).status).toBe("pending");
    node.land(tx);
    await watchSolanaPayments(api.deps);
    await watchSolanaPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(4800);
    expect(await orderOf(id)).toMatchObject({ status: "paid", proof: signature });
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([{ event: "payment:success", payload: { transferId: id, gemsAmount: 4800 } }]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits a USDC payment to the platform's new token account", async () => {
    const p = await player();
    const { id, memo } = (await initialize(p, { currency: "USDC", mintAddress: USDC_DEVNET, packageId: 1 }))
      .body.data;
    const signature = node.land(
      tokenTransfer({
        payer: buyerWallet,
        owner: platform,
        mint: USDC_DEVNET,
        amount: 1_990_000n,
        decimals: 6,
        memo,
      }),
    );
    await submit(p, id, signature);
    await watchSolanaPayments(api.deps);
    expect(await gemsOf(p.userId)).toBe(400);
  });

  it("one transaction pays one order: named first by someone else's order it still pays its owner's, and once paid it is refused (409)", async () => {
    const p = await player();
    const attacker = await player();
    const first = (await initialize(p)).body.data;
    const second = (await initialize(p)).body.data;
    const theirs = (await initialize(attacker, { fromWalletAddress: randomAddress() })).body.data;
    const signature = node.land(
      solTransfer({ payer: buyerWallet, to: platform, lamports: BigInt(first.amount), memo: first.memo }),
    );
    // Named first by another player's order and by the buyer's other order: hints, not claims.
    expect((await submit(attacker, theirs.id, signature)).status).toBe(200);
    expect((await submit(p, second.id, signature)).status).toBe(200);
    expect((await submit(p, first.id, signature)).status).toBe(200);
    await watchSolanaPayments(api.deps);
    expect(await orderOf(first.id)).toMatchObject({ status: "paid", proof: signature });
    expect(await orderOf(second.id)).toMatchObject({ status: "failed" });
    expect(await orderOf(theirs.id)).toMatchObject({ status: "failed" });
    expect([await gemsOf(p.userId), await gemsOf(attacker.userId)]).toEqual([4800, 0]);
    const third = (await initialize(p)).body.data;
    const again = await submit(p, third.id, signature);
    expect([again.status, again.body.error.code]).toEqual([409, "TRANSACTION_ALREADY_USED"]);
    const other = await player();
    expect((await submit(other, first.id, randomSignature())).status).toBe(404);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("never pays an order with a transaction that landed before the order was opened", async () => {
    const p = await player();
    const opened = (await initialize(p)).body.data;
    const order = await orderOf(opened.id);
    const signature = node.land(
      solTransfer({
        payer: buyerWallet,
        to: platform,
        lamports: BigInt(opened.amount),
        memo: opened.memo,
        slot: Number(order.openedAtBlock),
      }),
    );
    await submit(p, opened.id, signature);
    await watchSolanaPayments(api.deps);
    expect(await orderOf(opened.id)).toMatchObject({
      status: "failed",
      failureReason: "sent before the order was opened",
    });
    expect(await gemsOf(p.userId)).toBe(0);
  });

  it("fails a transaction that does not pay the order (another order's memo) and tells the buyer why", async () => {
    const p = await player();
    const heard = await listen(p);
    const { id, amount } = (await initialize(p)).body.data;
    const signature = node.land(
      solTransfer({
        payer: buyerWallet,
        to: platform,
        lamports: BigInt(amount),
        memo: "jadeverse:another-order",
      }),
    );
    await submit(p, id, signature);
    await watchSolanaPayments(api.deps);
    expect(await orderOf(id)).toMatchObject({ status: "failed" });
    expect(await gemsOf(p.userId)).toBe(0);
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([
      {
        event: "payment:failed",
        payload: { transferId: id, reason: "the transaction does not name this payment" },
      },
    ]);
  });

  it("expires an order nothing arrived for in 10 minutes; a cancelled one stays cancelled", async () => {
    const p = await player();
    const lost = (await initialize(p)).body.data;
    await watchSolanaPayments(api.deps, new Date(Date.now() + 11 * 60_000));
    expect(await orderOf(lost.id)).toMatchObject({ status: "expired", failureReason: TIMEOUT_REASON });
    const given = (await initialize(p)).body.data;
    const cancel = await api.request("POST", "/api/v1/solana/cancel-payment", {
      token: p.token,
      body: { transferId: given.id, fromWalletAddress: buyerWallet, packageId: 3 },
    });
    expect([cancel.status, cancel.body.data.status]).toEqual([200, "cancelled"]);
    const twice = await api.request("POST", "/api/v1/solana/cancel-payment", {
      token: p.token,
      body: { transferId: given.id },
    });
    expect([twice.status, twice.body.error.code]).toEqual([409, "PAYMENT_NOT_OPEN"]);
  });
});

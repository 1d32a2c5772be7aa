import { findOrder } from "@jadeverse/db/payments/orders";
import { afterAll, describe, expect, it } from "vitest";
import { newPlayer, usePaymentsDb } from "../../../../test/payments-db.ts";
import { startPriceFeedStandIn } from "../../../../test/price-feed-stand-in.ts";
import { randomAddress } from "../../../../test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../../../../test/solana/rpc-stand-in.ts";
import type { ApiError } from "../../errors.ts";
import { solanaRail } from "./config.ts";
import { initializeSolanaPayment, type SolanaInitializeInput } from "./orders.ts";

// Opening a Solana order (docs/payments.md): the server fixes the amount, the memo and the slot the
// order opens at, from the cluster itself; only the platform wallet receives, never pays.
const node = startSolanaRpcStandIn();
const prices = startPriceFeedStandIn({ solana: 150 });
afterAll(() => {
  node.stop();
  prices.stop();
});
const platform = randomAddress();
const buyer = randomAddress();
const open = usePaymentsDb({
  SOLANA_PLATFORM_WALLET: platform,
  SOLANA_RPC_URL: node.url,
  SOLANA_CLUSTER: "devnet",
  PRICE_FEED_URL: prices.url,
});

async function initialize(overrides: Partial<SolanaInitializeInput> = {}) {
  const { db, env } = open();
  const userId = await newPlayer(db);
  return initializeSolanaPayment(db, env, solanaRail(env)!, userId, {
    fromWalletAddress: buyer,
    toWalletAddress: platform,
    currency: "SOL",
    network: "devnet",
    packageId: 1,
    ...overrides,
  });
}
const refusal = (overrides: Partial<SolanaInitializeInput>) =>
  initialize(overrides).then(
    () => "opened",
    (error: ApiError) => [error.status, error.code, error.message],
  );

describe("initializeSolanaPayment", () => {
  it("opens the order at the cluster's confirmed slot, for 10 minutes, with the memo naming it", async () => {
    const before = node.calls.length;
    const started = Date.now();
    const opened = await initialize();
    const slots = node.calls.slice(before).filter((call) => call.method === "getSlot");
    expect(slots.map((call) => call.params)).toEqual([[{ commitment: "confirmed" }]]);
    expect(opened).toMatchObject({
      amount: "13266667",
      decimals: 9,
      toWalletAddress: platform,
      mintAddress: null,
      memo: `jadeverse:${opened.id}`,
    });
    const expires = Date.parse(opened.expiresAt) - started;
    expect(expires).toBeGreaterThanOrEqual(600_000);
    expect(expires).toBeLessThan(605_000);
  });

  it("records the slot, the payer and the cluster on the order", async () => {
    const opened = await initialize();
    expect(await findOrder(open().db, { reference: opened.id })).toMatchObject({
      rail: "solana",
      status: "created",
      currency: "SOL",
      amount: "13266667",
      payer: buyer,
      chain: "devnet",
      token: null,
      openedAtBlock: String(node.bank.slot()),
    });
  });

  it("refuses the platform wallet as the payer: it cannot pay itself", async () => {
    expect(await refusal({ fromWalletAddress: platform })).toEqual([
      400,
      "WRONG_RECIPIENT",
      "Payments go to the platform wallet only.",
    ]);
  });

  it("refuses a token not taken on the cluster, naming it as the player wrote it", async () => {
    expect(await refusal({ currency: "usdt", mintAddress: randomAddress() })).toEqual([
      400,
      "TOKEN_NOT_SUPPORTED",
      "usdt not supported on this network",
    ]);
  });

  it("answers 404 PACK_NOT_FOUND for a pack not for sale, before asking the cluster", async () => {
    const before = node.calls.length;
    const [status, code] = (await refusal({ packageId: 999 })) as [number, string];
    expect([status, code]).toEqual([404, "PACK_NOT_FOUND"]);
    expect(node.calls.length).toBe(before);
  });
});

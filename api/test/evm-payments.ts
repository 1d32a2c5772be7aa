import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { type Address, erc20Abi, type Hash, parseUnits } from "viem";
import { afterAll, beforeAll } from "vitest";
import { startTestChain, type TestChain, untilMined } from "./evm/chain.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { listenForPayments } from "./payment-socket.ts";
import { createPlayers, type TestPlayer } from "./players.ts";
import { type PriceFeedStandIn, startPriceFeedStandIn } from "./price-feed-stand-in.ts";

// What the EVM payment suites share: a real local chain (anvil) with a real ERC-20 (solc) and a fake
// one, funded wallets, a price service stand-in and the API paying on that chain; and the steps of a
// purchase as the web makes them. `useEvmPayments()` starts it all for the calling suite; the bindings
// below are live (set by its beforeAll).
const ETH_USD = 2000;
export let chain: TestChain;
export let usdc: Address;
export let fake: Address;
export let platform: Address;
export let wallet: TestChain["wallets"][number];
export let otherWallet: TestChain["wallets"][number];
export let api: TestApi;
let prices: PriceFeedStandIn;
const sockets: Socket[] = [];

/** Starts the chain, the price service and the API for the calling suite, and stops them after it. */
export function useEvmPayments(): void {
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
}

export const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
export const orderOf = async (reference: string) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;

export async function player(): Promise<TestPlayer> {
  return (await createPlayers(api, 1))[0]!;
}

export type Wallet = typeof wallet;

/** The terms a purchase names: ETH on the test chain from the buyer's wallet, unless overridden. */
export const termsOf = (overrides: Record<string, unknown>) => ({
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
export const requestPayment = (p: TestPlayer, overrides: Record<string, unknown> = {}) =>
  api.request("POST", "/api/v1/crypto/payment-request", { token: p.token, body: termsOf(overrides) });

/**
 * The web's purchase up to the order: the signing request, the wallet's signature over its message
 * (`signer`, the paying wallet unless a test says otherwise), then `initialize-payment`.
 */
export async function initialize(
  p: TestPlayer,
  overrides: Record<string, unknown> = {},
  signer: Wallet = wallet,
) {
  const request = await requestPayment(p, overrides);
  if (request.status !== 201) return request;
  const { nonce, message } = request.body.data as { nonce: string; message: string };
  const signature = await signer.signMessage({ message });
  return api.request("POST", "/api/v1/crypto/initialize-payment", {
    token: p.token,
    body: { ...termsOf(overrides), nonce, signature },
  });
}

export const submit = (p: TestPlayer, transferId: string, txHash: Hash) =>
  api.request("POST", "/api/v1/crypto/transaction", { token: p.token, body: { transferId, txHash } });

export async function send(from: typeof wallet, to: Address, value: bigint, token?: Address): Promise<Hash> {
  const hash = token
    ? await from.writeContract({ address: token, abi: erc20Abi, functionName: "transfer", args: [to, value] })
    : await from.sendTransaction({ to, value });
  await from.waitForTransactionReceipt({ hash });
  await untilMined(chain.publicClient, hash);
  return hash;
}

/** The buyer's /crypto socket, and the payment events it heard. */
export const listen = (p: TestPlayer) => listenForPayments(api.url, "/crypto", p.token, sockets);

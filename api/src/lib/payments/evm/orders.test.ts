import { paymentOrders, walletChallenges } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { usePaymentsDb } from "../../../../test/evm/payments-db.ts";
import { RpcFailure, startEvmRpcStandIn } from "../../../../test/evm/rpc-stand-in.ts";
import { testEnv } from "../../../env.ts";
import type { ApiError } from "../../errors.ts";
import { evmRail } from "./config.ts";
import { type EvmPaymentRequest, initializeEvmPayment, requestEvmPayment } from "./orders.ts";
import { evmPaymentMessage } from "./payment-message.ts";

// Opening an EVM order (docs/payments.md): the terms a request names are checked, the paying
// wallet signs the server's message, the nonce is single-use and short-lived, and the order fixes
// what must arrive. The chain's node is a local JSON-RPC server at block 100 holding no contract
// wallet, so a signature is the wallet key's own.
const { db, newPlayer } = usePaymentsDb("evm-orders");
const node = startEvmRpcStandIn();
afterAll(() => node.stop());
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const platform = newAddress();
const usdc = getAddress(newAddress());
const buyer = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const env = testEnv({
  EVM_PLATFORM_WALLET: platform,
  EVM_RPC_URLS: `31337=${node.url}`,
  EVM_EXTRA_TOKENS: `31337:USDC:${usdc}:6`,
});
const rail = evmRail(env)!;
const now = new Date("2030-01-01T00:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

const terms = (overrides: Partial<EvmPaymentRequest> = {}): EvmPaymentRequest => ({
  fromWalletAddress: buyer.address,
  toWalletAddress: platform,
  currency: "USDC",
  chainId: 31337,
  packageId: 1,
  tokenContractAddress: usdc,
  ...overrides,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "opened",
    (error: ApiError) => [
      error.status,
      error.code,
      ...(error.code === "TOKEN_NOT_SUPPORTED" ? [error.message] : []),
    ],
  );
const ordersOf = async (userId: number) =>
  db().orm.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));

/** The signing request, signed by `signer` (the buyer unless said), then `initialize-payment` at `when`. */
async function initialize(userId: number, when = now, signer = buyer, request = terms()) {
  const { nonce, message } = await requestEvmPayment(db(), rail, userId, request, now);
  const signature = await signer.signMessage({ message });
  return {
    nonce,
    opened: initializeEvmPayment(db(), env, rail, userId, { ...request, nonce, signature }, when),
  };
}

beforeEach(() => {
  node.calls.length = 0;
  node.methods = { eth_call: () => "0x00", eth_blockNumber: () => "0x64" };
});

describe("requestEvmPayment", () => {
  it("hands out the message the paying wallet signs, naming the coin's contract, good for 5 minutes", async () => {
    const userId = await newPlayer();
    const request = await requestEvmPayment(db(), rail, userId, terms({ currency: "usdc" }), now);
    expect(request.expiresAt).toBe("2030-01-01T00:05:00.000Z");
    expect(request.message).toBe(
      evmPaymentMessage({
        userId,
        packId: 1,
        gems: 400,
        priceCents: 199,
        chainId: 31337,
        symbol: "USDC",
        token: usdc,
        platformWallet: getAddress(platform),
        from: buyer.address,
        nonce: request.nonce,
        issuedAt: now,
        expiresAt: at(300_000),
      }),
    );
    expect(request.message).toContain(`Pay with: USDC (token ${usdc}) on chain 31337`);
    const native = await requestEvmPayment(
      db(),
      rail,
      userId,
      terms({ currency: "eth", tokenContractAddress: undefined }),
    );
    expect(native.message).toContain("Pay with: ETH (native coin) on chain 31337");
  });

  it("refuses another network, a recipient or a payer that is not right, a coin not allow-listed and an unknown pack", async () => {
    const userId = await newPlayer();
    const ask = (overrides: Partial<EvmPaymentRequest>) =>
      refusal(requestEvmPayment(db(), rail, userId, terms(overrides), now));
    expect(await ask({ chainId: 1 })).toEqual([400, "UNSUPPORTED_NETWORK"]);
    expect(await ask({ toWalletAddress: stranger.address })).toEqual([400, "WRONG_RECIPIENT"]);
    // The platform paying itself would credit gems for nothing.
    expect(await ask({ fromWalletAddress: platform.toLowerCase() as Address })).toEqual([
      400,
      "WRONG_RECIPIENT",
    ]);
    // The allow-listed contract under another coin's name, the coin's name with another contract.
    expect(await ask({ currency: "USDT" })).toEqual([
      400,
      "TOKEN_NOT_SUPPORTED",
      "USDT not supported on this network",
    ]);
    expect(await ask({ tokenContractAddress: stranger.address })).toEqual([
      400,
      "TOKEN_NOT_SUPPORTED",
      "USDC not supported on this network",
    ]);
    // A native coin that is not this chain's.
    expect(await ask({ currency: "BNB", tokenContractAddress: undefined })).toEqual([
      400,
      "TOKEN_NOT_SUPPORTED",
      "BNB not supported on this network",
    ]);
    expect(await ask({ packageId: 99 })).toEqual([404, "PACK_NOT_FOUND"]);
    expect(await ask({})).toBe("opened");
  });
});

describe("initializeEvmPayment", () => {
  it("opens the order on the signed terms: the stablecoin at face value, the chain's head recorded, 10 minutes to pay", async () => {
    const userId = await newPlayer();
    const { opened } = await initialize(userId);
    const order = await opened;
    expect(order).toEqual({
      id: expect.any(String),
      amount: "1990000",
      decimals: 6,
      toWalletAddress: getAddress(platform),
      tokenContractAddress: usdc,
      expiresAt: "2030-01-01T00:10:00.000Z",
    });
    expect(await ordersOf(userId)).toMatchObject([
      {
        reference: order.id,
        rail: "evm",
        status: "created",
        currency: "USDC",
        amount: "1990000",
        payer: buyer.address,
        chain: "31337",
        token: usdc,
        openedAtBlock: "100",
        expiresAt: at(600_000),
      },
    ]);
  });

  it("takes the nonce up to its last millisecond, and refuses it from the moment it expires", async () => {
    const userId = await newPlayer();
    expect(await refusal((await initialize(userId, at(300_000))).opened)).toEqual([
      400,
      "PAYMENT_CHALLENGE_EXPIRED",
    ]);
    // Refused on the nonce alone: the signature was not even checked on the chain.
    expect(node.calls).toEqual([]);
    expect(await refusal((await initialize(userId, at(299_999))).opened)).toBe("opened");
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  it("refuses a spent nonce before asking the chain anything, whoever signed", async () => {
    const userId = await newPlayer();
    const { nonce, opened } = await initialize(userId);
    await opened;
    node.calls.length = 0;
    const request = terms();
    const { message } = await requestEvmPayment(db(), rail, userId, request, now);
    const signature = await stranger.signMessage({ message });
    const again = initializeEvmPayment(db(), env, rail, userId, { ...request, nonce, signature }, now);
    expect(await refusal(again)).toEqual([409, "PAYMENT_CHALLENGE_USED"]);
    expect(node.calls).toEqual([]);
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  it("refuses a signature of another wallet than the paying one", async () => {
    const userId = await newPlayer();
    expect(await refusal((await initialize(userId, now, stranger)).opened)).toEqual([
      400,
      "PAYMENT_SIGNATURE_INVALID",
    ]);
    expect(await ordersOf(userId)).toEqual([]);
  });

  it("opens nothing when the nonce lapses while the chain is being asked for its head", async () => {
    const userId = await newPlayer();
    let nonce = "";
    node.methods.eth_blockNumber = async () => {
      await db().write((tx) =>
        tx.update(walletChallenges).set({ expiresAt: now }).where(eq(walletChallenges.nonce, nonce)),
      );
      return "0x64";
    };
    const started = await initialize(userId);
    nonce = started.nonce;
    expect(await refusal(started.opened)).toEqual([400, "PAYMENT_CHALLENGE_EXPIRED"]);
    expect(await ordersOf(userId)).toEqual([]);
  });

  it("answers 503 PAYMENT_PROVIDER_UNAVAILABLE when the chain does not give its head, and opens nothing", async () => {
    const userId = await newPlayer();
    node.methods.eth_blockNumber = () => {
      throw new RpcFailure(-32000, "the node is syncing");
    };
    expect(await refusal((await initialize(userId)).opened)).toEqual([503, "PAYMENT_PROVIDER_UNAVAILABLE"]);
    expect(await ordersOf(userId)).toEqual([]);
  });
});

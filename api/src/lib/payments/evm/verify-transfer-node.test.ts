import { createPublicClient, type Hash, http, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  approvalLog,
  type EvmRpcStandIn,
  RpcFailure,
  type RpcLog,
  rpcReceipt,
  rpcTransaction,
  startEvmRpcStandIn,
  transferLog,
} from "../../../../test/evm/rpc-stand-in.ts";
import { type EvmExpectation, verifyEvmTransfer } from "./verify-transfer.ts";

// The EVM verifier against answers anvil cannot be made to give (a node's JSON-RPC played by a local
// server): a pre-EIP-155 transaction, a mined transaction whose receipt is not served yet, a node that
// fails, and token receipts with more than one event in them.
const CHAIN_ID = 31_337;
const address = () => privateKeyToAccount(generatePrivateKey()).address;
const buyer = address();
const platform = address();
const stranger = address();
const usdc = address();
const fake = address();
const hash = `0x${"ab".repeat(32)}` as Hash;
const node: EvmRpcStandIn = startEvmRpcStandIn();
const client = createPublicClient({ transport: http(node.url, { retryCount: 0 }) });
afterAll(() => node.stop());

const expecting = (overrides: Partial<EvmExpectation> = {}): EvmExpectation => ({
  chainId: CHAIN_ID,
  from: buyer,
  to: platform,
  token: null,
  amount: parseEther("0.01"),
  confirmations: 1,
  openedAtBlock: 10n,
  ...overrides,
});

/** The node knows one transaction mined in block 20 (head 20), sent by the buyer. */
function serve(options: { to?: `0x${string}`; value?: bigint; chainId?: number; logs?: RpcLog[] } = {}) {
  const to = options.to ?? platform;
  const tx = { hash, from: buyer, to, value: options.value ?? 0n, blockNumber: 20n };
  node.methods = {
    eth_getTransactionByHash: () =>
      rpcTransaction({ ...tx, ...("chainId" in options ? { chainId: options.chainId } : {}) }),
    eth_getTransactionReceipt: () => rpcReceipt({ ...tx, logs: options.logs ?? [] }),
    eth_blockNumber: () => "0x14",
  };
}

beforeEach(() => {
  node.calls.length = 0;
});

describe("verifyEvmTransfer against a node's answers", () => {
  it("pays with a legacy transaction that names no chain (pre-EIP-155): it is checked on the order's chain", async () => {
    serve({ value: parseEther("0.01"), chainId: undefined });
    expect(await verifyEvmTransfer(client, hash, expecting())).toEqual({
      status: "confirmed",
      received: parseEther("0.01"),
      blockNumber: 20n,
    });
    serve({ value: parseEther("0.01"), chainId: 1 });
    expect(await verifyEvmTransfer(client, hash, expecting())).toEqual({
      status: "refused",
      reason: "sent on another chain",
    });
  });

  it("waits while the transaction is pending, and while its receipt is not served yet", async () => {
    node.methods = {
      eth_getTransactionByHash: () =>
        rpcTransaction({ hash, from: buyer, to: platform, value: parseEther("1"), blockNumber: null }),
    };
    expect(await verifyEvmTransfer(client, hash, expecting())).toEqual({
      status: "waiting",
      reason: "pending",
    });
    // Nothing else was asked of a pending transaction.
    expect(node.calls).toEqual(["eth_getTransactionByHash"]);

    serve({ value: parseEther("1") });
    node.methods.eth_getTransactionReceipt = () => null;
    expect(await verifyEvmTransfer(client, hash, expecting())).toEqual({
      status: "waiting",
      reason: "pending",
    });
  });

  it("does not mistake a failing node for a transaction not found: the watcher asks again next run", async () => {
    node.methods = {
      eth_getTransactionByHash: () => {
        throw new RpcFailure(-32000, "the node is syncing");
      },
    };
    await expect(verifyEvmTransfer(client, hash, expecting())).rejects.toThrow("the node is syncing");

    serve({ value: parseEther("1") });
    node.methods.eth_getTransactionReceipt = () => {
      throw new RpcFailure(-32000, "the receipt store is down");
    };
    await expect(verifyEvmTransfer(client, hash, expecting())).rejects.toThrow("the receipt store is down");
  });

  it("counts only the token's Transfer events: an Approval of the same token in the transaction is no payment", async () => {
    serve({
      to: usdc,
      logs: [approvalLog(usdc, buyer, platform, 5_000_000n), transferLog(usdc, buyer, platform, 1_990_000n)],
    });
    expect(await verifyEvmTransfer(client, hash, expecting({ token: usdc, amount: 1_990_000n }))).toEqual({
      status: "confirmed",
      received: 1_990_000n,
      blockNumber: 20n,
    });
  });

  it("adds up every transfer of the token from the buyer to the platform wallet, and nothing else", async () => {
    serve({
      to: usdc,
      logs: [
        transferLog(usdc, buyer, platform, 1_000_000n),
        transferLog(usdc, buyer, stranger, 7_000_000n),
        transferLog(fake, buyer, platform, 7_000_000n),
        transferLog(usdc, buyer, platform, 990_000n),
      ],
    });
    expect(await verifyEvmTransfer(client, hash, expecting({ token: usdc, amount: 1_990_000n }))).toEqual({
      status: "confirmed",
      received: 1_990_000n,
      blockNumber: 20n,
    });
    expect(await verifyEvmTransfer(client, hash, expecting({ token: usdc, amount: 1_990_001n }))).toEqual({
      status: "refused",
      reason: "underpaid: received 1990000, expected 1990001",
    });
  });

  it("names why a token payment is refused: another contract paid us, or nothing reached us", async () => {
    // One transfer of another contract reached the platform wallet, another went elsewhere.
    serve({
      to: fake,
      logs: [transferLog(fake, buyer, stranger, 1n), transferLog(fake, buyer, platform, 1_990_000n)],
    });
    expect(await verifyEvmTransfer(client, hash, expecting({ token: usdc, amount: 1_990_000n }))).toEqual({
      status: "refused",
      reason: "paid with another token contract",
    });
    serve({ to: usdc, logs: [transferLog(usdc, buyer, stranger, 1_990_000n)] });
    expect(await verifyEvmTransfer(client, hash, expecting({ token: usdc, amount: 1_990_000n }))).toEqual({
      status: "refused",
      reason: "no token transfer to the platform wallet",
    });
  });
});

import { type Address, erc20Abi, parseEther, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, TEST_CHAIN_ID, type TestChain, untilMined } from "../../../../test/evm/chain.ts";
import { type EvmExpectation, verifyEvmTransfer } from "./verify-transfer.ts";

// The EVM verifier against a real local chain (anvil) and a real ERC-20 compiled with solc: what pays
// an order and what does not.
let chain: TestChain;
let usdc: Address;
let other: Address;
let buyer: TestChain["wallets"][number];
let stranger: TestChain["wallets"][number];
let platform: Address;

beforeAll(async () => {
  chain = await startTestChain();
  [, buyer, stranger] = chain.wallets as [never, TestChain["wallets"][number], TestChain["wallets"][number]];
  platform = chain.wallets[3]!.account.address;
  usdc = await chain.deployToken("USDC", 6);
  other = await chain.deployToken("FAKE", 6);
  for (const token of [usdc, other])
    for (const wallet of [buyer, stranger]) {
      const hash = await wallet.writeContract({
        address: token,
        abi: chain.tokenAbi,
        functionName: "mint",
        args: [wallet.account.address, parseUnits("1000", 6)],
      });
      await wallet.waitForTransactionReceipt({ hash });
      await untilMined(chain.publicClient, hash);
    }
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

const expecting = (overrides: Partial<EvmExpectation> = {}): EvmExpectation => ({
  chainId: TEST_CHAIN_ID,
  from: buyer.account.address,
  to: platform,
  token: null,
  amount: parseEther("0.01"),
  confirmations: 1,
  openedAtBlock: 0n,
  ...overrides,
});

async function payNative(wallet = buyer, value = parseEther("0.01"), to = platform) {
  const hash = await wallet.sendTransaction({ to, value });
  await wallet.waitForTransactionReceipt({ hash });
  await untilMined(chain.publicClient, hash);
  return hash;
}

async function payToken(token: Address, amount: bigint, wallet = buyer, to = platform) {
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: "transfer",
    args: [to, amount],
  });
  await wallet.waitForTransactionReceipt({ hash });
  await untilMined(chain.publicClient, hash);
  return hash;
}

describe("verifyEvmTransfer on anvil", () => {
  it("confirms a native payment and an ERC-20 payment to the platform wallet", async () => {
    const native = await payNative();
    expect(await verifyEvmTransfer(chain.publicClient, native, expecting())).toMatchObject({
      status: "confirmed",
      received: parseEther("0.01"),
    });
    const token = await payToken(usdc, 19_990_000n);
    expect(
      await verifyEvmTransfer(chain.publicClient, token, expecting({ token: usdc, amount: 19_990_000n })),
    ).toMatchObject({ status: "confirmed", received: 19_990_000n });
  });

  it("waits for the confirmations the chain needs", async () => {
    const hash = await payNative();
    expect(await verifyEvmTransfer(chain.publicClient, hash, expecting({ confirmations: 3 }))).toEqual({
      status: "waiting",
      reason: "confirmations",
    });
    await chain.testClient.mine({ blocks: 2 });
    expect((await verifyEvmTransfer(chain.publicClient, hash, expecting({ confirmations: 3 }))).status).toBe(
      "confirmed",
    );
  });

  it("refuses underpayment, another recipient, another token contract, another wallet and another chain", async () => {
    const short = await payNative(buyer, parseEther("0.009"));
    expect(await verifyEvmTransfer(chain.publicClient, short, expecting())).toEqual({
      status: "refused",
      reason: `underpaid: received ${parseEther("0.009")}, expected ${parseEther("0.01")}`,
    });
    const elsewhere = await payNative(buyer, parseEther("0.01"), stranger.account.address);
    expect(await verifyEvmTransfer(chain.publicClient, elsewhere, expecting())).toEqual({
      status: "refused",
      reason: "not sent to the platform wallet",
    });
    const fake = await payToken(other, 19_990_000n);
    expect(
      await verifyEvmTransfer(chain.publicClient, fake, expecting({ token: usdc, amount: 19_990_000n })),
    ).toEqual({ status: "refused", reason: "paid with another token contract" });
    const theirs = await payNative(stranger);
    expect(await verifyEvmTransfer(chain.publicClient, theirs, expecting())).toEqual({
      status: "refused",
      reason: "sent from another wallet than the one that initialised the payment",
    });
    const native = await payNative();
    expect(await verifyEvmTransfer(chain.publicClient, native, expecting({ chainId: 1 }))).toEqual({
      status: "refused",
      reason: "sent on another chain",
    });
  });

  it("refuses a reverted transaction", async () => {
    // More than the buyer holds: the token reverts; sent with a fixed gas limit so it is mined anyway.
    const hash = await buyer.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: "transfer",
      args: [platform, parseUnits("5000", 6)],
      gas: 100_000n,
    });
    await buyer.waitForTransactionReceipt({ hash });
    await untilMined(chain.publicClient, hash);
    expect(await verifyEvmTransfer(chain.publicClient, hash, expecting({ token: usdc, amount: 1n }))).toEqual(
      {
        status: "refused",
        reason: "the transaction reverted",
      },
    );
  });

  it("never pays an order with a transaction mined before the order was opened: its block is the floor", async () => {
    const hash = await payNative();
    const { blockNumber } = await chain.publicClient.getTransactionReceipt({ hash });
    // Opened in the transaction's own block or later: the transfer was sent before the order existed.
    for (const openedAtBlock of [blockNumber, blockNumber + 5n])
      expect(await verifyEvmTransfer(chain.publicClient, hash, expecting({ openedAtBlock }))).toEqual({
        status: "refused",
        reason: "mined before the order was opened",
      });
    // Opened the block before: the transfer came after, and pays.
    expect(
      await verifyEvmTransfer(chain.publicClient, hash, expecting({ openedAtBlock: blockNumber - 1n })),
    ).toMatchObject({ status: "confirmed", received: parseEther("0.01"), blockNumber });
  });

  it("waits for a transaction the chain does not know yet", async () => {
    const unknown = `0x${"ab".repeat(32)}` as const;
    expect(await verifyEvmTransfer(chain.publicClient, unknown, expecting())).toEqual({
      status: "waiting",
      reason: "not_found",
    });
  });
});

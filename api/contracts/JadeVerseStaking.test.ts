import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Address, BaseError, ContractFunctionRevertedError, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAKING_PLANS } from "../../web/src/features/token/staking.ts";
import { startTestChain, type TestChain } from "../test/evm/chain.ts";
import { compileContract } from "../test/evm/compile.ts";

// Our staking contract (docs/product/platform.md §9 staking plans), compiled by solc from npm and run on anvil with a
// 6-decimal token: the six plans, promo within 7 days of the reference time, both vesting types,
// early withdrawal, the reward pool, and the refusals.
const here = fileURLToPath(new URL(".", import.meta.url));
const staking = compileContract(join(here, "JadeVerseStaking.sol"), "JadeVerseStaking");
const DAY = 86_400;
const MONTH = 30 * DAY;
/** The plans the app lists (docs/product/platform.md §9, checked against the spec in staking.test.ts), deployed as they are. */
const PLANS = STAKING_PLANS.map((plan) => [plan.months, plan.aprNormal, plan.aprPromo] as const);
const tokens = (n: string) => parseUnits(n, 6);

let chain: TestChain;
let token: Address;
let contract: Address;
let start: number;

beforeAll(async () => {
  chain = await startTestChain();
  token = await chain.deployToken("JADE", 6);
  start = Number((await chain.publicClient.getBlock()).timestamp);
  // The promo reference is 30 days ahead: stakes now are outside the window, then inside it.
  contract = await chain.deployContract(staking, [
    token,
    BigInt(start + 30 * DAY),
    PLANS.map(([months, normal, promo]) => ({
      months,
      aprNormalBps: normal * 100,
      aprPromoBps: promo * 100,
    })),
  ]);
  const [owner, alice, bob] = chain.wallets;
  for (const wallet of [owner!, alice!, bob!]) {
    await send(wallet, token, chain.tokenAbi, "mint", [wallet.account.address, tokens("10000000")]);
    await send(wallet, token, chain.tokenAbi, "approve", [contract, tokens("10000000")]);
  }
  await send(owner!, contract, staking.abi, "fundRewards", [tokens("1000000")]);
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

async function send(
  wallet: TestChain["wallets"][number],
  address: Address,
  abi: readonly unknown[],
  functionName: string,
  args: readonly unknown[],
) {
  const hash = await wallet.writeContract({ address, abi, functionName, args } as never);
  const receipt = await wallet.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${functionName} reverted`);
}
const read = (functionName: string, args: readonly unknown[] = []) =>
  chain.publicClient.readContract({
    address: contract,
    abi: staking.abi,
    functionName,
    args,
  } as never) as Promise<any>;
const balance = async (who: Address) =>
  (await chain.publicClient.readContract({
    address: token,
    abi: chain.tokenAbi,
    functionName: "balanceOf",
    args: [who],
  } as never)) as bigint;
/** The contract error a call reverts with. */
async function revertOf(
  wallet: TestChain["wallets"][number],
  functionName: string,
  args: readonly unknown[],
) {
  try {
    await chain.publicClient.simulateContract({
      address: contract,
      abi: staking.abi,
      functionName,
      args,
      account: wallet.account,
    } as never);
    return null;
  } catch (error) {
    const reverted =
      error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : String(error);
  }
}
const advance = async (seconds: number) => {
  await chain.testClient.increaseTime({ seconds });
  await chain.testClient.mine({ blocks: 1 });
};

describe("JadeVerseStaking on anvil", () => {
  it("holds the six plans of the spec, numbered from 1", async () => {
    expect(await read("planCount")).toBe(6n);
    for (const [i, [months, normal, promo]] of PLANS.entries())
      expect(await read("plan", [i + 1])).toEqual({
        months,
        aprNormalBps: normal * 100,
        aprPromoBps: promo * 100,
      });
    expect(await revertOf(chain.wallets[1]!, "plan", [7])).toBe("NoSuchPlan");
  });

  it("quotes amount × APR × months / 12 at the normal rate, and the promo rate in the 7 days from the reference", async () => {
    // 1,000 tokens for 12 months at 12 %: 120 tokens.
    expect(await read("quote", [4, tokens("1000")])).toBe(tokens("120"));
    // 24 months at 40 %: 800 tokens.
    expect(await read("quote", [6, tokens("1000")])).toBe(tokens("800"));
    await advance(24 * DAY); // 6 days before the reference: not yet.
    expect(await read("quote", [4, tokens("1000")])).toBe(tokens("120"));
    await advance(7 * DAY); // 1 day after it: the launch week's promo.
    expect(await read("quote", [4, tokens("1000")])).toBe(tokens("240"));
    await advance(7 * DAY); // 8 days after it: normal again.
    expect(await read("quote", [4, tokens("1000")])).toBe(tokens("120"));
  });

  it("FullVesting: principal and reward at the end; withdrawn early, the principal only and the reward back in the pool", async () => {
    const alice = chain.wallets[1]!;
    const before = await balance(alice.account.address);
    const poolBefore = (await read("rewardPool")) as bigint;
    await send(alice, contract, staking.abi, "stake", [1, 0, tokens("3000")]); // 1 month at 4 %: 10 tokens
    await send(alice, contract, staking.abi, "stake", [1, 0, tokens("3000")]);
    expect((await read("rewardPool")) as bigint).toBe(poolBefore - tokens("20"));
    const [first] = (await read("stakes", [alice.account.address])) as { reward: bigint }[];
    expect(first?.reward).toBe(tokens("10"));
    // The second stake withdrawn early: principal back, its reward to the pool.
    await send(alice, contract, staking.abi, "withdraw", [1]);
    expect((await read("rewardPool")) as bigint).toBe(poolBefore - tokens("10"));
    expect(await revertOf(alice, "withdraw", [1])).toBe("StakeClosed");
    await advance(MONTH);
    await send(alice, contract, staking.abi, "withdraw", [0]);
    expect(await balance(alice.account.address)).toBe(before + tokens("10"));
  });

  it("EarlyVesting: the reward is claimable as it accrues, the principal is locked until the end", async () => {
    const bob = chain.wallets[2]!;
    const before = await balance(bob.account.address);
    await send(bob, contract, staking.abi, "stake", [3, 1, tokens("12000")]); // 6 months at 7 %: 420 tokens
    expect(await revertOf(bob, "withdraw", [0])).toBe("StillLocked");
    await advance(3 * MONTH);
    const half = (await read("claimable", [bob.account.address, 0])) as bigint;
    expect(half).toBeGreaterThanOrEqual(tokens("210") - tokens("0.01"));
    expect(half).toBeLessThanOrEqual(tokens("210") + tokens("0.01"));
    await send(bob, contract, staking.abi, "claimReward", [0]);
    await advance(3 * MONTH + DAY);
    await send(bob, contract, staking.abi, "withdraw", [0]);
    // Principal back and exactly the reward, paid in two parts.
    expect(await balance(bob.account.address)).toBe(before + tokens("420"));
    expect(await read("claimable", [bob.account.address, 0])).toBe(0n);
  });

  it("refuses a zero stake, an unknown plan or stake, and a reward the pool cannot cover", async () => {
    const alice = chain.wallets[1]!;
    expect(await revertOf(alice, "stake", [1, 0, 0n])).toBe("ZeroAmount");
    expect(await revertOf(alice, "stake", [9, 0, tokens("1")])).toBe("NoSuchPlan");
    expect(await revertOf(alice, "withdraw", [99])).toBe("NoSuchStake");
    // 24 months at 40 % of 5,000,000 tokens is 4,000,000: more than the pool holds.
    expect(await revertOf(alice, "stake", [6, 0, tokens("5000000")])).toBe("PoolTooSmall");
    expect(await revertOf(alice, "fundRewards", [tokens("1")])).toBe("NotOwner");
  });
});

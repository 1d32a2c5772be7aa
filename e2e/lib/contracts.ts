// Our contracts on the e2e platform's local chain (anvil as Ethereum, e2e/serve.ts): compiled from
// api/contracts/ by solc from npm and deployed at start-up, then named to the platform by environment,
// as a real deployment would be. The staking contract holds the app's six plans (docs/product/platform.md §9) on a
// 6-decimal JADE test token, with a funded reward pool and the promo reference at start-up (the promo
// is live for the run); the presale contract has sale 1 created, started and with two buyers.
import { fileURLToPath } from "node:url";
import type { TestChain } from "../../api/test/evm/chain.ts";
import { compileContract } from "../../api/test/evm/compile.ts";
import { STAKING_PLANS } from "../../web/src/features/token/staking.ts";

const contracts = fileURLToPath(new URL("../../api/contracts/", import.meta.url));
type Address = `0x${string}`;

/** Base units of a decimal amount ("0.012" with 6 decimals is 12000n), exact. */
export function parseUnits(amount: string, decimals: number): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return (
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0").slice(0, decimals) || "0")
  );
}
/** Whole JADE (6 decimals) in base units. */
export const jade = (amount: string) => parseUnits(amount, 6);

/** Sale 1 of the e2e presale: $0.012 a token (6 decimals), a pool of 50M tokens (18 decimals). */
export const E2E_PRESALE = {
  tokenPrice: "0.012",
  pool: "50000000",
  /** Tokens allocated to two buyers: 12.5M of 50M, 25 % sold. */
  allocations: ["10000000", "2500000"],
} as const;

/** The staking contract's reward pool at start-up, whole JADE. */
export const E2E_STAKING_REWARD_POOL = "10000000";

async function send(
  chain: TestChain,
  address: Address,
  abi: readonly unknown[],
  name: string,
  args: unknown[],
) {
  const owner = chain.wallets[0]!;
  const hash = await owner.writeContract({ address, abi, functionName: name, args } as never);
  const receipt = await owner.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${name} reverted`);
}

/** Deploys the staking and presale contracts on `chain`; answers the platform's STAKING_* and PRESALE_* settings. */
export async function deployE2eContracts(chain: TestChain): Promise<Record<string, string>> {
  const staking = compileContract(`${contracts}JadeVerseStaking.sol`, "JadeVerseStaking");
  const presale = compileContract(`${contracts}JadeVersePresale.sol`, "JadeVersePresale");
  const owner = chain.wallets[0]!.account.address;

  const token = await chain.deployToken("JADE", 6);
  const now = (await chain.publicClient.getBlock()).timestamp;
  const stakingAddress = await chain.deployContract(staking, [
    token,
    now,
    STAKING_PLANS.map((p) => ({
      months: p.months,
      aprNormalBps: p.aprNormal * 100,
      aprPromoBps: p.aprPromo * 100,
    })),
  ]);
  await send(chain, token, chain.tokenAbi, "mint", [owner, jade(E2E_STAKING_REWARD_POOL)]);
  await send(chain, token, chain.tokenAbi, "approve", [stakingAddress, jade(E2E_STAKING_REWARD_POOL)]);
  await send(chain, stakingAddress, staking.abi, "fundRewards", [jade(E2E_STAKING_REWARD_POOL)]);

  const presaleAddress = await chain.deployContract(presale);
  await send(chain, presaleAddress, presale.abi, "createSale", [
    parseUnits(E2E_PRESALE.tokenPrice, 6),
    parseUnits(E2E_PRESALE.pool, 18),
  ]);
  await send(chain, presaleAddress, presale.abi, "startSale", [1n]);
  for (const [i, tokens] of E2E_PRESALE.allocations.entries())
    await send(chain, presaleAddress, presale.abi, "allocate", [
      1n,
      chain.wallets[i + 1]!.account.address,
      parseUnits(tokens, 18),
    ]);

  const chainId = String(chain.chain.id);
  return {
    STAKING_CONTRACT_ADDRESS: stakingAddress,
    STAKING_CHAIN_ID: chainId,
    STAKING_RPC_URL: chain.rpcUrl,
    PRESALE_CONTRACT_ADDRESS: presaleAddress,
    PRESALE_CHAIN_ID: chainId,
    PRESALE_RPC_URL: chain.rpcUrl,
  };
}

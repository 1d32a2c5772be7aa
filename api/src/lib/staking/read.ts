import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  type PublicClient,
} from "viem";
import type { Env } from "../../env.ts";
import { ApiError } from "../errors.ts";
import { STAKING_ABI, STAKING_VESTING_TYPES } from "./abi.ts";
import type { StakerView, StakeView, StakingPlanView, StakingView } from "./responses.ts";

/** How long one read of the plans' dynamic part (promo now, reward pool) answers every player. */
const CACHE_MS = 15_000;

/** What the contract fixes at deployment (plans, token, promo reference): read once per process. */
interface Fixed {
  token: { address: Address; symbol: string; decimals: number };
  plans: StakingPlanView[];
  promoReference: bigint;
  promoWindow: bigint;
}

interface StakingSource {
  chainId: number;
  contract: Address;
  client: PublicClient;
  fixed?: Fixed;
  cached?: { at: number; view: StakingView };
}

const sources = new WeakMap<Env, StakingSource | null>();

function sourceOf(env: Env): StakingSource | null {
  const known = sources.get(env);
  if (known !== undefined) return known;
  const source =
    env.STAKING_CONTRACT_ADDRESS && env.STAKING_RPC_URL
      ? {
          chainId: env.STAKING_CHAIN_ID,
          contract: getAddress(env.STAKING_CONTRACT_ADDRESS),
          client: createPublicClient({
            transport: http(env.STAKING_RPC_URL, { timeout: 10_000, retryCount: 1 }),
          }),
        }
      : null;
  sources.set(env, source);
  return source;
}

/** Any failed read of the chain is the one 503 the page explains. */
async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const unavailable = new ApiError(503, "STAKING_UNAVAILABLE");
    unavailable.cause = error;
    throw unavailable;
  }
}

async function readFixed(source: StakingSource): Promise<Fixed> {
  if (source.fixed) return source.fixed;
  const { client, contract } = source;
  const read = <F extends "planCount" | "promoReference" | "PROMO_WINDOW" | "token">(functionName: F) =>
    client.readContract({ address: contract, abi: STAKING_ABI, functionName });
  const [chainId, count, promoReference, promoWindow, token] = await Promise.all([
    client.getChainId(),
    read("planCount"),
    read("promoReference"),
    read("PROMO_WINDOW"),
    read("token"),
  ]);
  // A node of another network would answer for a contract the wallet never reaches.
  if (chainId !== source.chainId)
    throw new Error(`STAKING_RPC_URL answers chain ${chainId}, STAKING_CHAIN_ID is ${source.chainId}`);
  const [plans, symbol, decimals] = await Promise.all([
    Promise.all(
      Array.from({ length: Number(count) }, async (_, i) => {
        const plan = await client.readContract({
          address: contract,
          abi: STAKING_ABI,
          functionName: "plan",
          args: [i + 1],
        });
        return { id: i + 1, ...plan };
      }),
    ),
    client.readContract({ address: token, abi: erc20Abi, functionName: "symbol" }),
    client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" }),
  ]);
  source.fixed = { token: { address: token, symbol, decimals }, plans, promoReference, promoWindow };
  return source.fixed;
}

const isoOf = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

/**
 * The staking program as the chain has it (docs/product/platform.md §9 staking plans, our contract
 * api/contracts/JadeVerseStaking.sol): its plans with both rates, its token, and whether a stake made
 * now earns the promo APR (the contract's own `isPromo` at the latest block's time). Read by the
 * server, like the presale, so the page needs no RPC endpoint of its own; the fixed part once per
 * process, the rest cached for 15 seconds. `{ configured: false }` without a contract; 503
 * STAKING_UNAVAILABLE when the chain does not answer.
 */
export async function readStaking(env: Env, now = Date.now()): Promise<StakingView> {
  const source = sourceOf(env);
  if (!source) return { configured: false };
  if (source.cached && now - source.cached.at < CACHE_MS) return source.cached.view;
  const view = await fromChain(async (): Promise<StakingView> => {
    const fixed = await readFixed(source);
    const block = await source.client.getBlock({ blockTag: "latest" });
    const [active, pool] = await Promise.all([
      source.client.readContract({
        address: source.contract,
        abi: STAKING_ABI,
        functionName: "isPromo",
        args: [block.timestamp],
      }),
      source.client.readContract({ address: source.contract, abi: STAKING_ABI, functionName: "rewardPool" }),
    ]);
    return {
      configured: true,
      chainId: source.chainId,
      contract: source.contract,
      token: fixed.token,
      plans: fixed.plans,
      promo: {
        active,
        reference: isoOf(fixed.promoReference),
        windowSeconds: Number(fixed.promoWindow),
      },
      rewardPool: formatUnits(pool, fixed.token.decimals),
      chainTime: isoOf(block.timestamp),
    };
  });
  source.cached = { at: now, view };
  return view;
}

/**
 * One wallet's side: its token balance, what it has allowed the contract to take, and every stake it
 * made (in order; a stake's id is its position), each with what it can do now by the contract's rules
 * at the latest block's time. Never cached: the page reads it again once a transaction is mined.
 */
export async function readStaker(env: Env, staker: Address): Promise<StakerView> {
  const source = sourceOf(env);
  if (!source) return { configured: false };
  const { client, contract } = source;
  return fromChain(async () => {
    const fixed = await readFixed(source);
    const { address: token, decimals } = fixed.token;
    const [block, balance, allowance, stakes] = await Promise.all([
      client.getBlock({ blockTag: "latest" }),
      client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [staker] }),
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "allowance",
        args: [staker, contract],
      }),
      client.readContract({ address: contract, abi: STAKING_ABI, functionName: "stakes", args: [staker] }),
    ]);
    const amount = (units: bigint) => formatUnits(units, decimals);
    const views = await Promise.all(
      stakes.map(async (stake, id): Promise<StakeView> => {
        const vesting = STAKING_VESTING_TYPES[stake.vesting] ?? "FullVesting";
        const claimable =
          vesting === "EarlyVesting" && !stake.closed
            ? await client.readContract({
                address: contract,
                abi: STAKING_ABI,
                functionName: "claimable",
                args: [staker, BigInt(id)],
              })
            : 0n;
        const matured = block.timestamp >= stake.endsAt;
        return {
          id,
          planId: stake.planId,
          months: fixed.plans[stake.planId - 1]?.months ?? 0,
          vesting,
          amount: amount(stake.amount),
          reward: amount(stake.reward),
          rewardPaid: amount(stake.rewardPaid),
          claimable: amount(claimable),
          startedAt: isoOf(stake.startedAt),
          endsAt: isoOf(stake.endsAt),
          status: stake.closed ? "withdrawn" : matured ? "matured" : "locked",
          // The contract's withdraw: at or after the end, or early for FullVesting (reward forfeited).
          canWithdraw: !stake.closed && (matured || vesting === "FullVesting"),
          forfeitsReward: !stake.closed && !matured && vesting === "FullVesting",
          canClaim: claimable > 0n,
        };
      }),
    );
    return {
      configured: true,
      address: getAddress(staker),
      balance: amount(balance),
      allowance: amount(allowance),
      stakes: views,
    };
  });
}

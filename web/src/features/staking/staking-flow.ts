import { STAKING_ABI, STAKING_VESTING_TYPES, type StakingVestingType } from "@jadeverse/api/client/staking";
import { type Address, BaseError, ContractFunctionRevertedError, erc20Abi, type Hash } from "viem";
import { readContract, simulateContract, waitForTransactionReceipt, writeContract } from "viem/actions";
import type { Config } from "wagmi";
import { getConnection, getConnectorClient, switchChain } from "wagmi/actions";
import { describeWalletError } from "../wallet/format.ts";
import type { StakingMessage } from "./messages.ts";
import { type ActionStage, CONTRACT_ERROR_MESSAGES, STAKING_MESSAGES } from "./staking-rules.ts";

/**
 * The wallet's side of staking, loaded only when the player acts (never in the page's first load):
 * on the staking contract's chain (switching the wallet to it first), each call is simulated, so a
 * refusal reads as the contract's reason before anything is signed, then sent by the connected wallet
 * and waited for until mined. Reads and receipts go through the wallet's own provider: the page needs
 * no RPC endpoint of its own.
 */

export interface StakingTarget {
  /** The app's wagmi config (features/wallet/evm-config.ts), which holds the connection. */
  config: Config;
  chainId: number;
  contract: Address;
  token: Address;
  /** The wallet the page shows; the flow refuses to act for another account. */
  account: Address;
  onStage(stage: ActionStage): void;
}

/** A failure the flow already knows the player's message for. */
class StakingFlowError extends Error {
  constructor(readonly id: StakingMessage) {
    super(id);
  }
}

const RECEIPT = { pollingInterval: 1_000, timeout: 10 * 60_000 } as const;

async function walletClient(target: StakingTarget) {
  const connection = getConnection(target.config);
  if (!connection.address) throw new StakingFlowError(STAKING_MESSAGES.noWallet);
  if (connection.address.toLowerCase() !== target.account.toLowerCase())
    throw new StakingFlowError(STAKING_MESSAGES.wrongAccount);
  if (connection.chainId !== target.chainId) {
    target.onStage("network");
    await switchChain(target.config, { chainId: target.chainId });
  }
  return getConnectorClient(target.config, { chainId: target.chainId });
}

type WalletClient = Awaited<ReturnType<typeof walletClient>>;

/** Waits for a sent transaction to be mined; a reverted one is a failure. */
async function mined(client: WalletClient, hash: Hash): Promise<Hash> {
  const receipt = await waitForTransactionReceipt(client, { hash, ...RECEIPT });
  if (receipt.status !== "success") throw new StakingFlowError(STAKING_MESSAGES.failed);
  return hash;
}

/** Simulates a call of the staking contract, then has the wallet send it, and waits until mined. */
async function callStaking(
  client: WalletClient,
  target: StakingTarget,
  call:
    | { functionName: "stake"; args: readonly [number, number, bigint] }
    | { functionName: "withdraw" | "claimReward"; args: readonly [bigint] },
): Promise<Hash> {
  const { request } = await simulateContract(client, {
    address: target.contract,
    abi: STAKING_ABI,
    account: client.account,
    ...call,
  } as Parameters<typeof simulateContract>[1]);
  target.onStage("sign");
  const hash = await writeContract(client, request as Parameters<typeof writeContract>[1]);
  target.onStage("mining");
  return mined(client, hash);
}

/**
 * Stakes `amount` base units on `planId` with `vesting`: first, when the contract may not take that
 * much yet, the token's `approve` for exactly the amount (mined before the stake is sent), then
 * `stake`. Resolves with the stake's transaction once mined.
 */
export async function runStake(
  target: StakingTarget,
  stake: { planId: number; vesting: StakingVestingType; amount: bigint },
): Promise<Hash> {
  const client = await walletClient(target);
  const allowance = await readContract(client, {
    address: target.token,
    abi: erc20Abi,
    functionName: "allowance",
    args: [client.account.address, target.contract],
  });
  if (allowance < stake.amount) {
    target.onStage("approve");
    const hash = await writeContract(client, {
      address: target.token,
      abi: erc20Abi,
      functionName: "approve",
      args: [target.contract, stake.amount],
      account: client.account,
      chain: client.chain,
    });
    target.onStage("approving");
    await mined(client, hash);
  }
  return callStaking(client, target, {
    functionName: "stake",
    args: [stake.planId, STAKING_VESTING_TYPES.indexOf(stake.vesting), stake.amount],
  });
}

/** Ends stake `stakeId` (principal, and the reward unless withdrawn early from FullVesting). */
export async function runWithdraw(target: StakingTarget, stakeId: number): Promise<Hash> {
  const client = await walletClient(target);
  return callStaking(client, target, { functionName: "withdraw", args: [BigInt(stakeId)] });
}

/** Claims the reward an EarlyVesting stake has earned so far. */
export async function runClaim(target: StakingTarget, stakeId: number): Promise<Hash> {
  const client = await walletClient(target);
  return callStaking(client, target, { functionName: "claimReward", args: [BigInt(stakeId)] });
}

/** Any failure of the flow as the message to show: the contract's reason, a declined request, or a retry. */
export function explainStakingError(error: unknown): StakingMessage {
  if (error instanceof StakingFlowError) return error.id;
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const reason = reverted.data?.errorName ?? reverted.reason ?? "";
      return CONTRACT_ERROR_MESSAGES[reason] ?? STAKING_MESSAGES.failed;
    }
  }
  // describeWalletError picks one of the two it is given: a message id here.
  return describeWalletError(error, {
    rejected: STAKING_MESSAGES.rejected,
    generic: STAKING_MESSAGES.generic,
  }) as StakingMessage;
}

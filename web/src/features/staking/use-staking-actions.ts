import type { StakingProgram, StakingVestingType } from "@jadeverse/api/client/staking";
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { useCallback, useState } from "react";
import type { Address, Hash } from "viem";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import type { StakingNotice } from "./messages.ts";
import type { StakingTarget } from "./staking-flow.ts";
import { stakingKeys } from "./staking-queries.ts";
import { type ActionKind, type ActionStage, STAKING_MESSAGES } from "./staking-rules.ts";

/** What the page's one wallet action is doing; `key` says which control started it ("stake", "withdraw-3"). */
export type ActionState =
  | { status: "idle" }
  | { status: "pending"; kind: ActionKind; key: string; stage: ActionStage }
  | { status: "success" | "error"; kind: ActionKind; key: string; message: StakingNotice };

type FlowModule = typeof import("./staking-flow.ts");

/**
 * Stake, withdraw and claim through the connected wallet, one at a time: the wallet libraries and the
 * flow load only now; while it runs, closing the app asks first; once mined, the page's staking reads
 * are fetched again, then the success (or the failure in the player's words) shows.
 */
export function useStakingActions(program: StakingProgram | null, account: Address | null) {
  const platform = usePlatform();
  const store = useStore();
  const publicConfig = usePublicConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActionState>({ status: "idle" });

  const run = useCallback(
    async (
      kind: ActionKind,
      key: string,
      action: (flow: FlowModule, target: StakingTarget) => Promise<Hash>,
      success: StakingNotice,
    ) => {
      if (!program || !account) {
        setState({ status: "error", kind, key, message: { id: STAKING_MESSAGES.noWallet } });
        return;
      }
      setState({ status: "pending", kind, key, stage: "sign" });
      const release = platform.confirmClosing();
      let flow: FlowModule | null = null;
      try {
        const [wallet, loaded] = await Promise.all([
          import("../wallet/evm-config.ts"),
          import("./staking-flow.ts"),
        ]);
        flow = loaded;
        await action(flow, {
          config: wallet.getEvmConfig(
            publicConfig.data?.walletConnectProjectId ?? null,
            store,
            platform.walletConnectPairing,
          ),
          chainId: program.chainId,
          contract: program.contract as Address,
          token: program.token.address as Address,
          account,
          onStage: (stage) => setState({ status: "pending", kind, key, stage }),
        });
        setState({ status: "pending", kind, key, stage: "refresh" });
        await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
        platform.haptic("success");
        setState({ status: "success", kind, key, message: success });
      } catch (error) {
        platform.haptic("error");
        const id = flow ? flow.explainStakingError(error) : STAKING_MESSAGES.generic;
        setState({ status: "error", kind, key, message: { id } });
      } finally {
        release();
      }
    },
    [account, platform, program, publicConfig.data, queryClient, store],
  );

  return {
    state,
    busy: state.status === "pending",
    stake: (stake: { planId: number; vesting: StakingVestingType; amount: bigint }, success: StakingNotice) =>
      run("stake", "stake", (flow, target) => flow.runStake(target, stake), success),
    withdraw: (stakeId: number, success: StakingNotice) =>
      run("withdraw", `withdraw-${stakeId}`, (flow, target) => flow.runWithdraw(target, stakeId), success),
    claim: (stakeId: number, success: StakingNotice) =>
      run("claim", `claim-${stakeId}`, (flow, target) => flow.runClaim(target, stakeId), success),
  };
}

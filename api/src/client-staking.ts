// The API for front ends: the staking contract (its own entry: only the staking page needs it): the
// answers of GET /api/staking and GET /api/staking/{address}, and the contract's ABI the page sends
// stake, withdraw and claimReward with.

export {
  STAKING_ABI,
  STAKING_VESTING_TYPES,
  type StakingContractError,
  type StakingVestingType,
} from "./lib/staking/abi.ts";
export {
  type StakerView,
  type StakeView,
  type StakingPlanView,
  type StakingProgram,
  type StakingView,
  stakerResponse,
  stakingResponse,
} from "./lib/staking/responses.ts";

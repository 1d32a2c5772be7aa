// The parts of api/contracts/JadeVerseStaking.sol's ABI the server reads and the page sends, as a plain
// constant (no viem at import time, so the page's chunk stays small; viem and wagmi infer its types).
// read.test.ts compiles the contract and checks every entry here against the compiler's own ABI.

const stakeTuple = {
  type: "tuple[]",
  name: "",
  internalType: "struct JadeVerseStaking.Stake[]",
  components: [
    { name: "planId", type: "uint8", internalType: "uint8" },
    { name: "vesting", type: "uint8", internalType: "enum JadeVerseStaking.Vesting" },
    { name: "closed", type: "bool", internalType: "bool" },
    { name: "startedAt", type: "uint64", internalType: "uint64" },
    { name: "endsAt", type: "uint64", internalType: "uint64" },
    { name: "amount", type: "uint256", internalType: "uint256" },
    { name: "reward", type: "uint256", internalType: "uint256" },
    { name: "rewardPaid", type: "uint256", internalType: "uint256" },
  ],
} as const;

const uint = <N extends string>(name: N) => ({ name, type: "uint256", internalType: "uint256" }) as const;
const error = <N extends string>(name: N) => ({ type: "error", name, inputs: [] }) as const;

export const STAKING_ABI = [
  {
    type: "function",
    name: "planCount",
    stateMutability: "view",
    inputs: [],
    outputs: [uint("")],
  },
  {
    type: "function",
    name: "plan",
    stateMutability: "view",
    inputs: [{ name: "planId", type: "uint8", internalType: "uint8" }],
    outputs: [
      {
        name: "",
        type: "tuple",
        internalType: "struct JadeVerseStaking.Plan",
        components: [
          { name: "months", type: "uint32", internalType: "uint32" },
          { name: "aprNormalBps", type: "uint32", internalType: "uint32" },
          { name: "aprPromoBps", type: "uint32", internalType: "uint32" },
        ],
      },
    ],
  },
  {
    type: "function",
    name: "isPromo",
    stateMutability: "view",
    inputs: [uint("when")],
    outputs: [{ name: "", type: "bool", internalType: "bool" }],
  },
  { type: "function", name: "promoReference", stateMutability: "view", inputs: [], outputs: [uint("")] },
  { type: "function", name: "PROMO_WINDOW", stateMutability: "view", inputs: [], outputs: [uint("")] },
  { type: "function", name: "rewardPool", stateMutability: "view", inputs: [], outputs: [uint("")] },
  {
    type: "function",
    name: "token",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "address", internalType: "contract IERC20" }],
  },
  {
    type: "function",
    name: "stakes",
    stateMutability: "view",
    inputs: [{ name: "staker", type: "address", internalType: "address" }],
    outputs: [stakeTuple],
  },
  {
    type: "function",
    name: "claimable",
    stateMutability: "view",
    inputs: [{ name: "staker", type: "address", internalType: "address" }, uint("stakeId")],
    outputs: [uint("")],
  },
  {
    type: "function",
    name: "stake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "planId", type: "uint8", internalType: "uint8" },
      { name: "vesting", type: "uint8", internalType: "enum JadeVerseStaking.Vesting" },
      uint("amount"),
    ],
    outputs: [uint("stakeId")],
  },
  {
    type: "function",
    name: "claimReward",
    stateMutability: "nonpayable",
    inputs: [uint("stakeId")],
    outputs: [],
  },
  {
    type: "function",
    name: "withdraw",
    stateMutability: "nonpayable",
    inputs: [uint("stakeId")],
    outputs: [],
  },
  error("NoSuchPlan"),
  error("NoSuchStake"),
  error("PoolTooSmall"),
  error("StakeClosed"),
  error("StillLocked"),
  error("TransferFailed"),
  error("ZeroAmount"),
] as const;

/** The contract's `Vesting` enum, in its order (the value `stake` takes). */
export const STAKING_VESTING_TYPES = ["FullVesting", "EarlyVesting"] as const;
export type StakingVestingType = (typeof STAKING_VESTING_TYPES)[number];

/** The contract's own errors, as `stake`, `withdraw` and `claimReward` revert with them. */
export type StakingContractError =
  | "NoSuchPlan"
  | "NoSuchStake"
  | "PoolTooSmall"
  | "StakeClosed"
  | "StillLocked"
  | "TransferFailed"
  | "ZeroAmount";

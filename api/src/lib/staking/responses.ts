// The staking answers the page parses (plain zod: the front ends import them through client-staking.ts).
import { z } from "zod";
import { STAKING_VESTING_TYPES } from "./abi.ts";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
/** Whole tokens as an exact decimal string ("1000", "0.5"), from the token's base units. */
const tokens = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe("whole tokens, exact decimal string (the token has 6 decimals)");

export const stakingPlan = z.strictObject({
  id: z.number().int().describe("1-based, as the contract numbers plans"),
  months: z.number().int(),
  aprNormalBps: z.number().int().describe("annual rate in basis points (4 % = 400)"),
  aprPromoBps: z.number().int(),
});
export type StakingPlanView = z.infer<typeof stakingPlan>;

/** `GET /api/staking`: the staking contract's plans, token and promo state. */
export const stakingResponse = z.discriminatedUnion("configured", [
  z.strictObject({ configured: z.literal(false) }),
  z.strictObject({
    configured: z.literal(true),
    chainId: z.number().int(),
    contract: address,
    token: z.strictObject({ address, symbol: z.string(), decimals: z.number().int() }),
    plans: z.array(stakingPlan),
    promo: z.strictObject({
      active: z.boolean().describe("a stake made now earns the promo APR (the contract's isPromo)"),
      reference: z.iso.datetime().describe("the promo's reference time"),
      windowSeconds: z.number().int().describe("the promo applies within this long of the reference"),
    }),
    rewardPool: tokens.describe("reward tokens not yet promised to a stake"),
    chainTime: z.iso.datetime().describe("the latest block's time"),
  }),
]);
export type StakingView = z.infer<typeof stakingResponse>;
export type StakingProgram = Extract<StakingView, { configured: true }>;

export const stakeView = z.strictObject({
  id: z.number().int().describe("the stake's position among the staker's stakes"),
  planId: z.number().int(),
  months: z.number().int(),
  vesting: z.enum(STAKING_VESTING_TYPES),
  amount: tokens,
  reward: tokens.describe("the whole reward the stake earns over its term"),
  rewardPaid: tokens,
  claimable: tokens.describe("EarlyVesting: the reward earned so far and not yet paid"),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(["locked", "matured", "withdrawn"]),
  canWithdraw: z.boolean().describe("withdraw would succeed now"),
  forfeitsReward: z.boolean().describe("withdrawing now returns the principal only (FullVesting, early)"),
  canClaim: z.boolean().describe("claimReward would pay something now"),
});
export type StakeView = z.infer<typeof stakeView>;

/** `GET /api/staking/{address}`: one wallet's token balance and stakes, read from the chain. */
export const stakerResponse = z.discriminatedUnion("configured", [
  z.strictObject({ configured: z.literal(false) }),
  z.strictObject({
    configured: z.literal(true),
    address,
    balance: tokens.describe("the wallet's token balance"),
    allowance: tokens.describe("what the staking contract may take from the wallet"),
    stakes: z.array(stakeView),
  }),
]);
export type StakerView = z.infer<typeof stakerResponse>;

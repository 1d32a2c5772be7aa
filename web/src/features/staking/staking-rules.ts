import type { StakingPlanView, StakingProgram } from "@jadeverse/api/client/staking";
import { formatDate, formatTokenAmount, TOKEN_DECIMALS } from "../../lib/format.ts";
import { STAKING_PLANS, type StakingPlan } from "../token/staking.ts";
import { tokensFromUnits, unitsFromTokens } from "../token/token-units.ts";

/**
 * The staking dashboard's pure rules: plans as the page lists them, the promo's state, amounts and
 * the messages of the stake flow. No React, no wallet code.
 */

/** A plan as a card shows it: the contract's rates (basis points) with the app's words for it. */
export interface PlanCard {
  id: number;
  months: number;
  duration: string;
  description: string;
  aprNormalBps: number;
  aprPromoBps: number;
}

/** Basis points from the spec's percent (4 % = 400), as the contract is deployed with them. */
const bpsOf = (percent: number) => Math.round(percent * 100);

/** The spec's six plans (docs/product/platform.md §9) in the contract's units: what the page shows before staking opens. */
export const SPEC_PLAN_CARDS: readonly PlanCard[] = STAKING_PLANS.map((plan) => cardOf(plan));

function cardOf(plan: StakingPlan, chain?: StakingPlanView): PlanCard {
  return {
    id: chain?.id ?? plan.id,
    months: chain?.months ?? plan.months,
    duration: plan.duration,
    description: plan.description,
    aprNormalBps: chain?.aprNormalBps ?? bpsOf(plan.aprNormal),
    aprPromoBps: chain?.aprPromoBps ?? bpsOf(plan.aprPromo),
  };
}

/** The contract's plans, worded as the app words the plan of the same term (or plainly, if none). */
export function planCards(plans: readonly StakingPlanView[]): PlanCard[] {
  return plans.map((chain) => {
    const known = STAKING_PLANS.find((plan) => plan.months === chain.months);
    if (known) return cardOf(known, chain);
    const duration = `${chain.months} month${chain.months === 1 ? "" : "s"}`;
    return { ...chain, duration, description: `Locked for ${duration}.` };
  });
}

/** "4%", "7.5%": an APR in basis points as a percent. */
export function formatApr(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Base units for display: grouped below 100 000, K/M/B/T with 2 decimals from there (docs/product/platform.md §9). */
export function formatTokenUnits(units: bigint, decimals: number = TOKEN_DECIMALS): string {
  if (decimals === TOKEN_DECIMALS) return formatTokenAmount(tokensFromUnits(units));
  const scale = 10n ** BigInt(decimals);
  return formatTokenAmount(Number(units / scale) + Number(units % scale) / Number(scale));
}

/** A decimal string of whole tokens from the API ("1000.5") for display. */
export function formatTokens(amount: string): string {
  return formatTokenAmount(Number(amount));
}

export type PromoState =
  | { kind: "live"; endsAt: Date }
  | { kind: "upcoming"; startsAt: Date; endsAt: Date }
  | { kind: "ended"; endedAt: Date };

/**
 * Where the chain's time sits in the contract's promo window: `windowSeconds` from the reference
 * (JadeVerseStaking.isPromo, the launch week the /token page states). `active` is the contract's own
 * answer.
 */
export function promoState(promo: StakingProgram["promo"], chainTime: string): PromoState {
  const startsAt = new Date(promo.reference);
  const endsAt = new Date(startsAt.getTime() + promo.windowSeconds * 1000);
  if (promo.active) return { kind: "live", endsAt };
  if (Date.parse(chainTime) < startsAt.getTime()) return { kind: "upcoming", startsAt, endsAt };
  return { kind: "ended", endedAt: endsAt };
}

export type AmountCheck =
  | { ok: true; units: bigint }
  | { ok: false; units: bigint | null; error: string | null };

/**
 * The amount field: empty says nothing yet; otherwise a positive amount with at most the token's
 * decimals, and (when the wallet's balance is known) no more than the wallet holds.
 */
export function checkAmount(
  text: string,
  decimals: number,
  balanceUnits: bigint | null,
  symbol: string,
): AmountCheck {
  if (text.trim() === "") return { ok: false, units: null, error: null };
  const units = unitsFromTokens(text, decimals);
  if (units === null)
    return { ok: false, units, error: `Enter an amount with at most ${decimals} decimals, e.g. 1000.5.` };
  if (units === 0n) return { ok: false, units, error: "Enter an amount above zero." };
  if (balanceUnits !== null && units > balanceUnits)
    return { ok: false, units, error: `Not enough ${symbol} in this wallet.` };
  return { ok: true, units };
}

/** The contract counts a plan's month as 30 days (JadeVerseStaking.MONTH). */
export const STAKING_MONTH_DAYS = 30;
const DAY_MS = 86_400_000;

/** When a stake made at `from` on a plan of `months` ends. */
export function maturityOf(months: number, from: Date): Date {
  return new Date(from.getTime() + months * STAKING_MONTH_DAYS * DAY_MS);
}

/** A stake's dates as players read them. */
export const stakeDate = (iso: string) => formatDate(iso) ?? iso;

/** Where a wallet action is, for the status line. */
export type ActionStage = "network" | "approve" | "approving" | "sign" | "mining" | "refresh";

export type ActionKind = "stake" | "withdraw" | "claim";

const VERBS: Record<ActionKind, string> = { stake: "stake", withdraw: "withdrawal", claim: "reward claim" };

/** The status line while an action runs: what the player should do or wait for. */
export function stageMessage(kind: ActionKind, stage: ActionStage, symbol: string): string {
  switch (stage) {
    case "network":
      return "Switch your wallet to the staking network…";
    case "approve":
      return `Approve the staking contract to take your ${symbol} in your wallet…`;
    case "approving":
      return "Waiting for the approval to be confirmed on chain…";
    case "sign":
      return `Confirm the ${VERBS[kind]} in your wallet…`;
    case "mining":
      return `Waiting for the ${VERBS[kind]} to be confirmed on chain…`;
    case "refresh":
      return "Confirmed. Updating your stakes…";
  }
}

/** The contract's refusals (JadeVerseStaking.sol's errors) and the token's, in the player's words. */
export const CONTRACT_ERROR_MESSAGES: Record<string, string> = {
  ZeroAmount: "Enter an amount above zero.",
  NoSuchPlan: "This plan does not exist on the staking contract.",
  NoSuchStake: "This stake does not exist.",
  PoolTooSmall:
    "The reward pool cannot cover this stake's reward right now. Try a smaller amount or a shorter plan.",
  StakeClosed: "This stake was already withdrawn.",
  StillLocked: "An Early vesting stake stays locked until its term ends.",
  TransferFailed: "The token transfer failed. Please try again.",
  "insufficient balance": "Not enough tokens in this wallet.",
  "insufficient allowance": "The staking contract was not allowed to take these tokens. Please try again.",
};

export const STAKING_MESSAGES = {
  rejected: "You declined the request in your wallet. Nothing was sent.",
  failed: "The transaction failed. Nothing was staked or paid out.",
  generic: "Something went wrong with the wallet. Please try again.",
  noWallet: "Connect a wallet first.",
  wrongAccount: "Your wallet switched accounts. Please try again.",
} as const;

/** The success line after an action is confirmed. */
export function successMessage(
  kind: ActionKind,
  detail: { amount?: string; duration?: string; symbol: string },
): string {
  if (kind === "stake") return `Staked ${detail.amount} ${detail.symbol} for ${detail.duration}.`;
  if (kind === "claim") return "Reward claimed: it is in your wallet.";
  return "Withdrawn: the tokens are back in your wallet.";
}

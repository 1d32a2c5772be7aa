import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import type { StakingPlanView, StakingProgram } from "@jadeverse/api/client/staking";
import { formatDate, formatTokenAmount, TOKEN_DECIMALS } from "../../lib/format.ts";
import { PLAN_DESCRIPTIONS } from "../token/content.ts";
import { intlTag } from "../token/dates.ts";
import type { TokenMessage } from "../token/messages.ts";
import { STAKING_PLANS, type StakingPlan } from "../token/staking.ts";
import { formatPercent, tokensFromUnits, unitsFromTokens } from "../token/token-units.ts";
import type { StakingMessage, StakingNotice } from "./messages.ts";

/**
 * The staking dashboard's pure rules: plans as the page lists them, the promo's state, amounts and
 * which message the stake flow shows (ids of messages/en.json, rendered by the components). No React,
 * no wallet code.
 */

/**
 * A plan as a card shows it: the contract's rates (basis points) with the app's line for its term
 * (null for a term the app has no line for: the card says how long it locks).
 */
export interface PlanCard {
  id: number;
  months: number;
  description: TokenMessage | null;
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
    description: PLAN_DESCRIPTIONS[plan.months] ?? null,
    aprNormalBps: chain?.aprNormalBps ?? bpsOf(plan.aprNormal),
    aprPromoBps: chain?.aprPromoBps ?? bpsOf(plan.aprPromo),
  };
}

/** The contract's plans, worded as the app words the plan of the same term (or plainly, if none). */
export function planCards(plans: readonly StakingPlanView[]): PlanCard[] {
  return plans.map((chain) => {
    const known = STAKING_PLANS.find((plan) => plan.months === chain.months);
    if (known) return cardOf(known, chain);
    return { ...chain, description: null };
  });
}

/** "4%", "7.5%": an APR in basis points as a percent (its figure in the player's language). */
export function formatApr(bps: number): string {
  return formatPercent(bps / 100);
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
  | { ok: false; units: bigint | null; error: StakingNotice | null };

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
  if (units === null) return { ok: false, units, error: { id: "amountDecimals", values: { decimals } } };
  if (units === 0n) return { ok: false, units, error: { id: "amountZero" } };
  if (balanceUnits !== null && units > balanceUnits)
    return { ok: false, units, error: { id: "amountOverBalance", values: { symbol } } };
  return { ok: true, units };
}

/** The contract counts a plan's month as 30 days (JadeVerseStaking.MONTH). */
export const STAKING_MONTH_DAYS = 30;
const DAY_MS = 86_400_000;

/** When a stake made at `from` on a plan of `months` ends. */
export function maturityOf(months: number, from: Date): Date {
  return new Date(from.getTime() + months * STAKING_MONTH_DAYS * DAY_MS);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A stake's dates as players read them: "Nov 23, 2026" in English (lib/format.ts's formatDate), the
 * player's language's short date otherwise; the text itself when unreadable.
 */
export function stakeDate(iso: string, locale: CatalogueLocale): string {
  if (locale === "en" || locale === "en-XA") return formatDate(iso) ?? iso;
  const tag = intlTag(locale, "en-US");
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric" });
    dateFormats.set(tag, format);
  }
  return format.format(date);
}

/** Where a wallet action is, for the status line. */
export type ActionStage = "network" | "approve" | "approving" | "sign" | "mining" | "refresh";

export type ActionKind = "stake" | "withdraw" | "claim";

const STAGES: Record<ActionStage, StakingMessage> = {
  network: "stageNetwork",
  approve: "stageApprove",
  approving: "stageApproving",
  sign: "stageSign",
  mining: "stageMining",
  refresh: "stageRefresh",
};

/** The status line while an action runs: what the player should do or wait for. */
export function stageMessage(kind: ActionKind, stage: ActionStage, symbol: string): StakingNotice {
  return { id: STAGES[stage], values: { kind, symbol } };
}

/** The contract's refusals (JadeVerseStaking.sol's errors) and the token's, in the player's words. */
export const CONTRACT_ERROR_MESSAGES: Record<string, StakingMessage> = {
  ZeroAmount: "amountZero",
  NoSuchPlan: "errorNoSuchPlan",
  NoSuchStake: "errorNoSuchStake",
  PoolTooSmall: "errorPoolTooSmall",
  StakeClosed: "errorStakeClosed",
  StillLocked: "errorStillLocked",
  TransferFailed: "errorTransferFailed",
  "insufficient balance": "errorNotEnoughTokens",
  "insufficient allowance": "errorAllowance",
};

export const STAKING_MESSAGES = {
  rejected: "walletRejected",
  failed: "transactionFailed",
  generic: "walletGeneric",
  noWallet: "noWallet",
  wrongAccount: "wrongAccount",
} as const satisfies Record<string, StakingMessage>;

/** The success line after an action is confirmed. */
export function successMessage(
  kind: ActionKind,
  detail: { amount?: string; months?: number; symbol: string },
): StakingNotice {
  if (kind === "stake")
    return {
      id: "stakedSuccess",
      values: { amount: detail.amount ?? "", symbol: detail.symbol, months: detail.months ?? 0 },
    };
  if (kind === "claim") return { id: "claimedSuccess" };
  return { id: "withdrawnSuccess" };
}

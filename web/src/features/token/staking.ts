/**
 * Staking rules of docs/product/platform.md §9: the six plans, the 7-day promo and the vesting types. Pure data and
 * functions, shared by the /token page and the staking dashboard (features/staking).
 */

export interface StakingPlan {
  id: number;
  months: number;
  /** Annual percentage rates. */
  aprNormal: number;
  aprPromo: number;
}

/**
 * docs/product/platform.md §9 "Staking plans (months, normal APR %, promo APR %)". Their words (the
 * term, a line each) are the /token page's messages (content.ts's PLAN_DESCRIPTIONS).
 */
export const STAKING_PLANS: readonly StakingPlan[] = [
  { id: 1, months: 1, aprNormal: 4, aprPromo: 8 },
  { id: 2, months: 3, aprNormal: 5, aprPromo: 10 },
  { id: 3, months: 6, aprNormal: 7, aprPromo: 14 },
  { id: 4, months: 12, aprNormal: 12, aprPromo: 24 },
  { id: 5, months: 18, aprNormal: 22, aprPromo: 44 },
  { id: 6, months: 24, aprNormal: 40, aprPromo: 80 },
];

/** docs/product/platform.md §9: the promo APR applies to stakes made within this many days of the reference time. */
export const STAKING_PROMO_WINDOW_DAYS = 7;

/**
 * The promo's reference time: the moment staking opens (the token launch of the roadmap's 2025 Q4).
 * A stake counts as "within 7 days" when it is made at or after this instant and less than
 * STAKING_PROMO_WINDOW_DAYS × 24 h later.
 */
export const STAKING_PROMO_REFERENCE = new Date("2025-12-01T12:00:00Z");

const DAY_MS = 86_400_000;

export type PromoStatus =
  | { kind: "upcoming"; startsAt: Date; endsAt: Date }
  | { kind: "live"; endsAt: Date }
  | { kind: "ended"; endedAt: Date };

/** The promo window [reference, reference + 7 days). */
export function promoWindow(reference: Date = STAKING_PROMO_REFERENCE): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: reference,
    endsAt: new Date(reference.getTime() + STAKING_PROMO_WINDOW_DAYS * DAY_MS),
  };
}

/** Does a stake made at `stakedAt` get the promo APR? */
export function isPromoStake(stakedAt: Date, reference: Date = STAKING_PROMO_REFERENCE): boolean {
  const { startsAt, endsAt } = promoWindow(reference);
  const at = stakedAt.getTime();
  return at >= startsAt.getTime() && at < endsAt.getTime();
}

/** Where `now` sits relative to the promo window. */
export function promoStatus(now: Date, reference: Date = STAKING_PROMO_REFERENCE): PromoStatus {
  const { startsAt, endsAt } = promoWindow(reference);
  if (now.getTime() < startsAt.getTime()) return { kind: "upcoming", startsAt, endsAt };
  if (isPromoStake(now, reference)) return { kind: "live", endsAt };
  return { kind: "ended", endedAt: endsAt };
}

/** The APR a stake made at `stakedAt` earns on a plan. */
export function aprFor(plan: StakingPlan, stakedAt: Date, reference: Date = STAKING_PROMO_REFERENCE): number {
  return isPromoStake(stakedAt, reference) ? plan.aprPromo : plan.aprNormal;
}

/**
 * The reward a plan pays on `amount` tokens over its whole term: simple (not compounded) interest,
 * the APR pro rata for the plan's months. An estimate for display; the contract pays the exact figure.
 */
export function estimatedReward(amount: number, months: number, aprPercent: number): number {
  return (amount * aprPercent * months) / 1200;
}

/**
 * The reward the staking contract pays on `amount` base units: amount × APR × months / 12 in integer
 * arithmetic, exactly as JadeVerseStaking.quote computes it (the APR in basis points, 4 % = 400).
 */
export function rewardUnits(amount: bigint, months: number, aprBps: number): bigint {
  if (amount <= 0n) return 0n;
  return (amount * BigInt(aprBps) * BigInt(months)) / 120_000n;
}

export type VestingType = "FullVesting" | "EarlyVesting";

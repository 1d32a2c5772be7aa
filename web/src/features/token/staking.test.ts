import { describe, expect, it } from "vitest";
import {
  aprFor,
  estimatedReward,
  isPromoStake,
  promoStatus,
  rewardUnits,
  STAKING_PLANS,
  STAKING_PROMO_REFERENCE,
} from "./staking.ts";

const reference = new Date("2030-01-10T00:00:00Z");
const at = (iso: string) => new Date(iso);

describe("staking plans (docs/product/platform.md §9)", () => {
  it("lists months 1/3/6/12/18/24 with normal and promo APR", () => {
    expect(STAKING_PLANS.map((plan) => [plan.months, plan.aprNormal, plan.aprPromo])).toEqual([
      [1, 4, 8],
      [3, 5, 10],
      [6, 7, 14],
      [12, 12, 24],
      [18, 22, 44],
      [24, 40, 80],
    ]);
  });
});

describe("the 7-day promo rule", () => {
  it("applies from the reference time for 7 × 24 hours", () => {
    expect(isPromoStake(at("2030-01-10T00:00:00Z"), reference)).toBe(true);
    expect(isPromoStake(at("2030-01-16T23:59:59Z"), reference)).toBe(true);
    expect(isPromoStake(at("2030-01-17T00:00:00Z"), reference)).toBe(false);
    expect(isPromoStake(at("2030-01-09T23:59:59Z"), reference)).toBe(false);
  });

  it("reports upcoming, live and ended with the window's dates", () => {
    expect(promoStatus(at("2030-01-01T00:00:00Z"), reference)).toEqual({
      kind: "upcoming",
      startsAt: reference,
      endsAt: at("2030-01-17T00:00:00Z"),
    });
    expect(promoStatus(at("2030-01-12T00:00:00Z"), reference)).toEqual({
      kind: "live",
      endsAt: at("2030-01-17T00:00:00Z"),
    });
    expect(promoStatus(at("2030-02-01T00:00:00Z"), reference)).toEqual({
      kind: "ended",
      endedAt: at("2030-01-17T00:00:00Z"),
    });
  });

  it("picks the promo APR only inside the window", () => {
    const yearPlan = STAKING_PLANS[3]!;
    expect(aprFor(yearPlan, at("2030-01-11T00:00:00Z"), reference)).toBe(24);
    expect(aprFor(yearPlan, at("2030-03-01T00:00:00Z"), reference)).toBe(12);
  });

  it("defaults to the staking launch reference", () => {
    expect(promoStatus(STAKING_PROMO_REFERENCE).kind).toBe("live");
  });
});

describe("estimatedReward", () => {
  it("pays the APR pro rata for the term, without compounding", () => {
    expect(estimatedReward(10_000, 12, 12)).toBe(1_200);
    expect(estimatedReward(10_000, 24, 80)).toBe(16_000);
    expect(estimatedReward(10_000, 1, 4)).toBeCloseTo(33.333333, 5);
  });
});

describe("rewardUnits (the contract's quote)", () => {
  it("is amount × APR × months / 12 in base units, rounded down as the contract rounds", () => {
    // 1,000 tokens for 12 months at 12 % (1200 bps): 120 tokens.
    expect(rewardUnits(1_000_000_000n, 12, 1200)).toBe(120_000_000n);
    // 24 months at 40 %: 800 tokens.
    expect(rewardUnits(1_000_000_000n, 24, 4000)).toBe(800_000_000n);
    // 1 base unit for a month at 4 %: rounds down to nothing.
    expect(rewardUnits(1n, 1, 400)).toBe(0n);
    expect(rewardUnits(3_000_000_000n, 1, 400)).toBe(10_000_000n);
    expect(rewardUnits(0n, 12, 1200)).toBe(0n);
  });
});

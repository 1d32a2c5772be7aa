import { describe, expect, it } from "vitest";
import type { MessageValues } from "../../i18n/messages.ts";
import { type StakingMessage, stakingMessages } from "./messages.ts";
import {
  checkAmount,
  formatApr,
  formatTokenUnits,
  maturityOf,
  planCards,
  promoState,
  SPEC_PLAN_CARDS,
  stageMessage,
} from "./staking-rules.ts";

const DAY = 86_400;
/** A notice as English shows it. */
const english = (notice: { id: StakingMessage; values?: MessageValues } | null) =>
  notice && stakingMessages.english._(notice.id, notice.values);

describe("plans as the page lists them", () => {
  it("shows the spec's six plans in the contract's units before staking opens", () => {
    expect(SPEC_PLAN_CARDS.map((p) => [p.id, p.months, p.aprNormalBps, p.aprPromoBps])).toEqual([
      [1, 1, 400, 800],
      [2, 3, 500, 1000],
      [3, 6, 700, 1400],
      [4, 12, 1200, 2400],
      [5, 18, 2200, 4400],
      [6, 24, 4000, 8000],
    ]);
  });

  it("takes the contract's rates and the app's line for the same term", () => {
    const [card, odd] = planCards([
      { id: 1, months: 12, aprNormalBps: 1250, aprPromoBps: 2500 },
      { id: 2, months: 2, aprNormalBps: 450, aprPromoBps: 900 },
    ]);
    expect(card).toEqual({
      id: 1,
      months: 12,
      description: "planDescriptionYear",
      aprNormalBps: 1250,
      aprPromoBps: 2500,
    });
    // A term the app has no line for: the card says how long it locks.
    expect(odd).toEqual({ id: 2, months: 2, description: null, aprNormalBps: 450, aprPromoBps: 900 });
    expect(stakingMessages.english._("planLockedFor", { months: 2 })).toBe("Locked for 2 months.");
    expect(stakingMessages.english._("planLockedFor", { months: 1 })).toBe("Locked for 1 month.");
  });

  it("writes APRs as percents", () => {
    expect([formatApr(400), formatApr(1250), formatApr(8000), formatApr(5)]).toEqual([
      "4%",
      "12.5%",
      "80%",
      "0.05%",
    ]);
  });
});

describe("amounts (2 decimals shown; K, M, B, T from 100 000)", () => {
  it("formats base units", () => {
    expect(formatTokenUnits(1_234_567_891n)).toBe("1 234.57");
    expect(formatTokenUnits(99_999_989_999n)).toBe("99 999.99");
    expect(formatTokenUnits(99_999_999_999n)).toBe("100.00K");
    expect(formatTokenUnits(100_000_000_000n)).toBe("100.00K");
    expect(formatTokenUnits(2_500_000_000_000_000n)).toBe("2.50B");
    expect(formatTokenUnits(10n ** 18n, 18)).toBe("1");
  });

  it("checks the amount field: format, zero, balance", () => {
    expect(checkAmount("", 6, null, "JADE")).toEqual({ ok: false, units: null, error: null });
    const error = (check: ReturnType<typeof checkAmount>) => (check.ok ? undefined : english(check.error));
    expect(checkAmount("1.1234567", 6, null, "JADE")).toMatchObject({ ok: false });
    expect(error(checkAmount("1.1234567", 6, null, "JADE"))).toBe(
      "Enter an amount with at most 6 decimals, e.g. 1000.5.",
    );
    expect(checkAmount("0", 6, null, "JADE")).toMatchObject({ ok: false });
    expect(error(checkAmount("0", 6, null, "JADE"))).toBe("Enter an amount above zero.");
    expect(checkAmount("10", 6, 9_000_000n, "JADE")).toMatchObject({ ok: false });
    expect(error(checkAmount("10", 6, 9_000_000n, "JADE"))).toBe("Not enough JADE in this wallet.");
    expect(checkAmount("9", 6, 9_000_000n, "JADE")).toEqual({ ok: true, units: 9_000_000n });
  });
});

describe("the promo window on chain (the 7 days from the reference)", () => {
  const reference = "2030-01-10T00:00:00.000Z";
  const promo = (active: boolean) => ({ active, reference, windowSeconds: 7 * DAY });
  it("is live while the contract says so, until 7 days after the reference", () => {
    expect(promoState(promo(true), "2030-01-12T00:00:00.000Z")).toEqual({
      kind: "live",
      endsAt: new Date("2030-01-17T00:00:00.000Z"),
    });
  });
  it("is upcoming before the window and over after it", () => {
    expect(promoState(promo(false), "2030-01-01T00:00:00.000Z")).toEqual({
      kind: "upcoming",
      startsAt: new Date("2030-01-10T00:00:00.000Z"),
      endsAt: new Date("2030-01-17T00:00:00.000Z"),
    });
    expect(promoState(promo(false), "2030-01-20T00:00:00.000Z")).toMatchObject({ kind: "ended" });
  });
});

describe("the stake flow's status lines", () => {
  it("says what to do in the wallet and what is being waited for", () => {
    expect(english(stageMessage("stake", "approve", "JADE"))).toBe(
      "Approve the staking contract to take your JADE in your wallet…",
    );
    expect(english(stageMessage("stake", "sign", "JADE"))).toBe("Confirm the stake in your wallet…");
    expect(english(stageMessage("withdraw", "mining", "JADE"))).toBe(
      "Waiting for the withdrawal to be confirmed on chain…",
    );
    expect(english(stageMessage("claim", "sign", "JADE"))).toBe("Confirm the reward claim in your wallet…");
  });
});

describe("a stake's end", () => {
  it("is the plan's months of 30 days later, as the contract counts them", () => {
    expect(maturityOf(12, new Date("2030-01-01T00:00:00Z"))).toEqual(new Date("2030-12-27T00:00:00Z"));
  });
});

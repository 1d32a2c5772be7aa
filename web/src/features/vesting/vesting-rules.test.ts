import { describe, expect, it } from "vitest";
import {
  CLIFF_TARGETS,
  countdown,
  firstAndLast4,
  LOOKUP_RETRIES,
  lookupAddresses,
  tabFromQuery,
  vestingSchedule,
  withRetries,
} from "./vesting-rules.ts";

describe("vesting schedule (docs/product/economy.md §3)", () => {
  it("unlocks the TGE share, holds through the cliff, then equal monthly unlocks to the total", () => {
    const schedule = vestingSchedule({
      tokenAmount: "1000000",
      unlockAtTge: "5.00",
      cliffMonths: 6,
      vestingMonths: 18,
    });
    expect(schedule.atTge).toBe(50_000);
    expect(schedule.monthly).toBeCloseTo(950_000 / 18, 6);
    expect(schedule.points).toHaveLength(1 + 6 + 18);
    expect(schedule.points.slice(0, 7).every((point) => point.unlocked === 50_000)).toBe(true);
    expect(schedule.points[7]?.unlocked).toBeCloseTo(50_000 + 950_000 / 18, 6);
    expect(schedule.points.at(-1)).toEqual({ month: 24, unlocked: 1_000_000 });
    for (const [index, point] of schedule.points.entries())
      expect(point.unlocked).toBeGreaterThanOrEqual(schedule.points[index - 1]?.unlocked ?? 0);
  });

  it("'0.00' at TGE is locked: nothing until the cliff ends", () => {
    const schedule = vestingSchedule({
      tokenAmount: "2400",
      unlockAtTge: "0.00",
      cliffMonths: 12,
      vestingMonths: 24,
    });
    expect(schedule.atTge).toBe(0);
    expect(schedule.tgePercent).toBe(0);
    expect(schedule.points[12]?.unlocked).toBe(0);
    expect(schedule.points[13]?.unlocked).toBe(100);
    expect(schedule.points.at(-1)?.unlocked).toBe(2400);
  });

  it("no cliff and no vesting months: the rest unlocks one month after TGE", () => {
    const schedule = vestingSchedule({
      tokenAmount: "100",
      unlockAtTge: "20.00",
      cliffMonths: 0,
      vestingMonths: 0,
    });
    expect(schedule.points).toEqual([
      { month: 0, unlocked: 20 },
      { month: 1, unlocked: 100 },
    ]);
  });
});

describe("cliff countdown (docs/product/economy.md §9)", () => {
  it("targets 30 November 2025 (private) and 1 February 2026 (team), UTC", () => {
    expect(new Date(CLIFF_TARGETS["private-investor"] ?? 0).toISOString()).toBe("2025-11-30T00:00:00.000Z");
    expect(new Date(CLIFF_TARGETS["team-investor"] ?? 0).toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(CLIFF_TARGETS["public-investor"]).toBeUndefined();
  });

  it("splits what is left into days, hours, minutes and seconds, and ends at the target", () => {
    const target = Date.UTC(2026, 1, 1);
    expect(countdown(target, target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 400)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false,
    });
    expect(countdown(target, target).ended).toBe(true);
    expect(countdown(target, target + 10_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });
});

describe("look-ups (docs/product/economy.md §4, §7)", () => {
  const evm = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";
  const solana = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";

  it("team: the Solana key first, then the Ethereum address (as given, then lowercase)", () => {
    expect(lookupAddresses("team-investor", { evm, solana })).toEqual([solana, evm, evm.toLowerCase()]);
    expect(lookupAddresses("team-investor", { evm: null, solana })).toEqual([solana]);
  });

  it("private and public: the EVM wallet, retried in lowercase; a Solana wallet alone finds nothing", () => {
    expect(lookupAddresses("private-investor", { evm, solana })).toEqual([evm, evm.toLowerCase()]);
    expect(lookupAddresses("public-investor", { evm: evm.toLowerCase(), solana: null })).toEqual([
      evm.toLowerCase(),
    ]);
    expect(lookupAddresses("private-investor", { evm: null, solana })).toEqual([]);
  });

  it("retries network errors and 5xx twice, 500 ms then 1000 ms; a 4xx at once", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const failing = (status: number) => () => {
      calls++;
      return Promise.reject({ status });
    };
    const statusOf = (error: unknown) => (error as { status: number }).status;
    await expect(withRetries(failing(503), statusOf, sleep)).rejects.toEqual({ status: 503 });
    expect(calls).toBe(1 + LOOKUP_RETRIES.attempts);
    expect(waits).toEqual([500, 1000]);
    calls = 0;
    waits.length = 0;
    await expect(withRetries(failing(0), statusOf, sleep)).rejects.toEqual({ status: 0 });
    expect(calls).toBe(3);
    calls = 0;
    waits.length = 0;
    await expect(withRetries(failing(404), statusOf, sleep)).rejects.toEqual({ status: 404 });
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
    let tries = 0;
    const flaky = () => (++tries < 3 ? Promise.reject({ status: 502 }) : Promise.resolve("record"));
    await expect(withRetries(flaky, statusOf, sleep)).resolves.toBe("record");
  });
});

describe("display", () => {
  it("shows a Solana wallet's first and last 4 characters", () => {
    expect(firstAndLast4("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")).toBe("7xKX…gAsU");
  });

  it("opens the tab named in the address, private otherwise", () => {
    expect(tabFromQuery("team")).toBe("team-investor");
    expect(tabFromQuery("public")).toBe("public-investor");
    expect(tabFromQuery(null)).toBe("private-investor");
    expect(tabFromQuery("admin")).toBe("private-investor");
  });
});

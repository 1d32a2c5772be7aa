import { describe, expect, it } from "vitest";
import type { Deps } from "../../context.ts";
import { testEnv } from "../../env.ts";
import { createLogger } from "../logger.ts";
import { createMemoryLimiter, type RateLimiter } from "../rate-limit/limiter.ts";
import { type AirdropClient, AirdropThrottled, reserveGuess } from "./guess-budget.ts";

// docs/vesting-and-airdrop.md "NFT airdrop", "Guessing": a wrong code is reserved in the hourly count across everyone and
// in each of the client's daily budgets (10 an address, 5 a wallet, 5 a player); past the ceiling
// every client is held to 1 a day until the hour ends. The clock is the test's, so every Retry-After
// is exact.
const HOUR = 3600;
const DAY = 86_400;

function setup(ceilingPerHour: number) {
  let t = Date.parse("2026-03-01T10:00:00Z");
  const limiter = createMemoryLimiter(() => t);
  const deps = {
    env: testEnv({ AIRDROP_GUESS_CEILING_PER_HOUR: String(ceilingPerHour) }),
    limiter,
  } as Deps;
  const lines: string[] = [];
  const log = createLogger("debug", {}, (line) => void lines.push(line));
  const alerts = () =>
    lines.map((line) => JSON.parse(line)).filter((entry) => /hourly ceiling/.test(entry.msg));
  /** A wrong code: reserved, then kept. */
  const wrong = async (client: AirdropClient) => (await reserveGuess(deps, client)).keep(log);
  const refusal = (client: AirdropClient) =>
    reserveGuess(deps, client).then(
      () => {
        throw new Error("the attempt was let through");
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(AirdropThrottled);
        expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED" });
        return (error as AirdropThrottled).retryAfterSeconds;
      },
    );
  return {
    deps,
    limiter,
    log,
    alerts,
    wrong,
    refusal,
    advance: (seconds: number) => {
      t += seconds * 1000;
    },
  };
}

/** How many units a key's current window holds. */
const used = async (limiter: RateLimiter, key: string, limit: number) =>
  limit - (await limiter.peek(key, limit)).remaining;

describe("reserveGuess", () => {
  it("reserves one unit in each budget, under the limiter keys every instance shares, and gives it all back", async () => {
    // The keys live in Redis across instances (and versions, during a deploy): they are the contract.
    const { deps, limiter, log } = setup(6);
    const client = { address: "203.0.113.7", wallet: "WalletA", playerId: 42 };
    const keys = {
      "airdrop:wrong:all": 6,
      "airdrop:addr:203.0.113.7": 10,
      "airdrop:wallet:WalletA": 5,
      "airdrop:player:42": 5,
    };
    const counts = async () =>
      Promise.all(Object.entries(keys).map(([key, limit]) => used(limiter, key, limit)));
    await (await reserveGuess(deps, client)).keep(log);
    expect(await counts()).toEqual([1, 1, 1, 1]);
    const second = await reserveGuess(deps, client);
    expect(await counts()).toEqual([2, 2, 2, 2]);
    await second.giveBack();
    expect(await counts()).toEqual([1, 1, 1, 1]);
    // Signed out: no player budget is touched.
    await (await reserveGuess(deps, { address: "203.0.113.7", wallet: "WalletA" })).keep(log);
    expect(await counts()).toEqual([2, 2, 2, 1]);
  });

  it("answers a spent budget with Retry-After until the budget's day ends, reserving nothing", async () => {
    const { limiter, wrong, refusal, advance } = setup(1000);
    for (let i = 0; i < 10; i++) await wrong({ address: "198.51.100.1", wallet: `W${i}` });
    advance(100);
    expect(await refusal({ address: "198.51.100.1", wallet: "Wnew", playerId: 9 })).toBe(DAY - 100);
    expect(await used(limiter, "airdrop:wrong:all", 1000)).toBe(10);
    expect(await used(limiter, "airdrop:addr:198.51.100.1", 10)).toBe(10);
    expect(await used(limiter, "airdrop:wallet:Wnew", 5)).toBe(0);
    expect(await used(limiter, "airdrop:player:9", 5)).toBe(0);
  });

  it("gives each signed-in player a budget of its own", async () => {
    const { wrong, refusal, advance } = setup(1000);
    for (let i = 0; i < 5; i++) await wrong({ address: `198.51.100.${i}`, wallet: `P7W${i}`, playerId: 7 });
    advance(30);
    expect(await refusal({ address: "198.51.100.50", wallet: "P7W9", playerId: 7 })).toBe(DAY - 30);
    // Another player, from a fresh address and wallet, is checked.
    await wrong({ address: "198.51.100.51", wallet: "P8W0", playerId: 8 });
  });

  it("past the ceiling: a client with its own budget left waits for the hour, one without it for its day", async () => {
    const { wrong, refusal, advance } = setup(5);
    // One wallet spends its 5 from 5 addresses: the count across everyone reaches the ceiling.
    for (let i = 1; i <= 5; i++) await wrong({ address: `192.0.2.${i}`, wallet: "Spent" });
    advance(60);
    // The wallet's own budget is spent: slowed or not, it waits for its day.
    expect(await refusal({ address: "192.0.2.6", wallet: "Spent" })).toBe(DAY - 60);
    // An address that guessed once today (of its 10) is held to 1 until the ceiling's hour ends.
    expect(await refusal({ address: "192.0.2.1", wallet: "Fresh1" })).toBe(HOUR - 60);
    // A client that has not guessed wrong today still has its code checked, once.
    await wrong({ address: "192.0.2.7", wallet: "Fresh2" });
    expect(await refusal({ address: "192.0.2.7", wallet: "Fresh3" })).toBe(HOUR - 60);
  });

  it("past the ceiling, warns the operator once per hour of the count across everyone", async () => {
    const { alerts, wrong, advance, deps, limiter } = setup(1);
    let n = 0;
    const fresh = () => ({ address: `10.9.0.${++n}`, wallet: `Alert${n}` });
    await wrong(fresh());
    expect(alerts()).toEqual([]);
    // Past the ceiling, a real code (given back) warns nobody; a wrong one does.
    await (await reserveGuess(deps, fresh())).giveBack();
    expect(alerts()).toEqual([]);
    await wrong(fresh());
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toMatchObject({
      level: "warn",
      ceilingPerHour: 1,
      slowedGuessesPerClientPerDay: 1,
      hourEndsInSeconds: HOUR,
    });
    // Once across every instance: the mark is the limiter's (Redis) key.
    expect(await used(limiter, "airdrop:wrong:ceiling-alerted", 1)).toBe(1);
    advance(2);
    await wrong(fresh());
    advance(HOUR / 2);
    await wrong(fresh());
    expect(alerts()).toHaveLength(1);
    // The next hour: within the ceiling, then past it again.
    advance(HOUR / 2);
    await wrong(fresh());
    expect(alerts()).toHaveLength(1);
    advance(5);
    await wrong(fresh());
    expect(alerts()).toHaveLength(2);
    expect(alerts()[1]).toMatchObject({ hourEndsInSeconds: HOUR - 5 });
  });
});

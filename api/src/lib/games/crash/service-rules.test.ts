// The crash rules a player meets, at exact server-time boundaries on a manual clock: the live state,
// the table limits, the betting window and the cash-out price (hand, automatic, at the crash).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../../test/harness.ts";
import type { ManualClock } from "../../../../test/manual-clock.ts";
import {
  BETTING_MS,
  GROWTH_RATE,
  type handDriver,
  startCrashTable,
} from "../../../routes/games/crash.fixtures.ts";
import { coinsOf, key, playerWith } from "../../../routes/games/fixtures.ts";
import { crashConfig } from "./config.ts";
import { msToReach, multiplierAt } from "./curve.ts";
import { currentCrashBet, placeCrashBet } from "./service.ts";

let api: TestApi;
let clock: ManualClock;
let driver: ReturnType<typeof handDriver>;

beforeAll(async () => {
  ({ api, clock, driver } = await startCrashTable());
});
afterAll(async () => {
  await api.close();
});

const bet = (token: string, body: Record<string, unknown>) =>
  api.request("POST", "/api/games/crash/bet", { token, body: { requestKey: key(), ...body } });
const cashout = (token: string, roundId: number, requestKey = key()) =>
  api.request("POST", "/api/games/crash/cashout", { token, body: { roundId, requestKey } });
const startedAt = async () => (await driver.state()).round.startedAt as number;

describe("crash rules by server time", { timeout: 60_000 }, () => {
  it("keeps one configuration per environment, and none without both the seed and the salt", () => {
    const env = api.deps.env;
    expect(crashConfig(env)).toBe(crashConfig(env));
    expect(crashConfig(env)!.chain).toBe(crashConfig(env)!.chain);
    expect(crashConfig({ ...env, CRASH_SALT: undefined } as typeof env)).toBeNull();
    expect(crashConfig({ ...env, CRASH_CHAIN_SEED: undefined } as typeof env)).toBeNull();
  });

  it("accepts stakes of exactly 1 and 10,000 coins and refuses 0 and 10,001", async () => {
    await driver.open();
    const p = await playerWith(api, 50_000);
    // Called directly: the service holds the limits even behind a looser request schema.
    for (const stake of [0, 10_001])
      await expect(placeCrashBet(api.deps, p.userId, { stake, requestKey: key() })).rejects.toMatchObject({
        status: 400,
        code: "GAME_BET_OUT_OF_LIMITS",
      });
    expect(await coinsOf(api, p.userId)).toBe(50_000);
    expect((await bet(p.token, { stake: 1 })).body).toMatchObject({ stake: 1, balance: 49_999 });
    const q = await playerWith(api, 50_000);
    expect((await bet(q.token, { stake: 10_000 })).body).toMatchObject({ stake: 10_000, balance: 40_000 });
    await driver.finish();
  });

  it("takes a bet 1 ms before the window closes and refuses one at the closing instant", async () => {
    await driver.open();
    const endsAt = (await driver.state()).round.bettingEndsAt as number;
    const early = await playerWith(api, 100);
    clock.advanceTo(endsAt - 1);
    expect((await bet(early.token, { stake: 10 })).status).toBe(200);
    const late = await playerWith(api, 100);
    clock.advanceTo(endsAt);
    const refused = await bet(late.token, { stake: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CRASH_BETTING_CLOSED");
    expect(await coinsOf(api, late.userId)).toBe(100);
    await driver.finish();
  });

  it("shows the live multiplier only while running, the limits, and players without their user ids", async () => {
    const { roundId } = await driver.openWhere((p) => p >= 300);
    const p = await playerWith(api, 1_000);
    expect((await bet(p.token, { stake: 40 })).status).toBe(200);
    const betting = await driver.state();
    expect(betting.round).toMatchObject({ roundId, phase: "betting", multiplier: null });
    expect(betting.limits).toEqual({ minBet: 1, maxBet: 10_000, maxWin: 1_000_000 });
    expect(betting.round.players).toEqual([
      { nickname: expect.anything(), stake: 40, status: "open", cashedOutAt: null, payout: 0 },
    ]);
    await driver.start();
    const t0 = await startedAt();
    clock.advanceTo(t0 + 400);
    const running = await driver.state();
    expect(running.round.phase).toBe("running");
    expect(running.round.multiplier).toBe(multiplierAt(400, GROWTH_RATE));
    expect(running.serverTime).toBe(t0 + 400);
    await driver.finish();
    const history = (await api.request("GET", "/api/games/crash/history?limit=1")).body.rounds;
    expect(history[0].crashedAt).toBe(clock.ms);
  });

  it("reads a player's bet mid-round with their balance, and none when crash is off", async () => {
    const roundId = await driver.open();
    const p = await playerWith(api, 300);
    expect((await bet(p.token, { stake: 120 })).status).toBe(200);
    const mine = await currentCrashBet(api.deps, p.userId);
    expect(mine.bet).toMatchObject({ roundId, stake: 120, status: "open", balance: 180 });
    const off = { ...api.deps, env: { ...api.deps.env, CRASH_SALT: undefined } } as typeof api.deps;
    expect(await currentCrashBet(off, p.userId)).toEqual({ bet: null });
    await driver.finish();
  });

  it("refuses a cash-out of a round the player has no bet in, or of no round at all", async () => {
    const { roundId } = await driver.openWhere((p) => p >= 200);
    const p = await playerWith(api, 100);
    const other = await playerWith(api, 100);
    expect((await bet(other.token, { stake: 10 })).status).toBe(200);
    await driver.start();
    for (const id of [roundId, roundId + 1_000]) {
      const res = await cashout(p.token, id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("CRASH_BET_NOT_FOUND");
    }
    await driver.finish();
  });

  it("pays a hand cash-out below the automatic target at the multiplier now, not at the target", async () => {
    const { roundId } = await driver.openWhere((p) => p >= 300);
    const p = await playerWith(api, 1_000);
    expect((await bet(p.token, { stake: 100, autoCashout: 250 })).status).toBe(200);
    await driver.start();
    const t0 = await startedAt();
    const at = msToReach(150, GROWTH_RATE) + 3;
    clock.advanceTo(t0 + at);
    const m = multiplierAt(at, GROWTH_RATE);
    expect(m).toBeLessThan(250);
    const out = await cashout(p.token, roundId);
    expect(out.body).toMatchObject({ status: "won", cashedOutAt: m, payout: m, balance: 900 + m });
    await driver.finish();
  });

  it("pays the automatic target, not the higher multiplier, when the curve passed it before the hand cash-out", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 300);
    const p = await playerWith(api, 1_000);
    expect((await bet(p.token, { stake: 100, autoCashout: 150 })).status).toBe(200);
    await driver.start();
    const t0 = await startedAt();
    // No driver step since the start: the automatic cash-out is still unsettled when the player asks.
    clock.advanceTo(t0 + msToReach(Math.min(point - 1, 250), GROWTH_RATE));
    const requestKey = key();
    const out = await cashout(p.token, roundId, requestKey);
    expect(out.body).toMatchObject({ status: "won", cashedOutAt: 150, payout: 150, balance: 1_050 });
    // The same request again answers the same cash-out with the balance now.
    clock.advance(20);
    const retry = await cashout(p.token, roundId, requestKey);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ cashedOutAt: 150, payout: 150, balance: 1_050 });
    expect(await coinsOf(api, p.userId)).toBe(1_050);
    await driver.finish();
  });

  it("past the crash instant pays an automatic target of exactly the point and refuses one above it", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 200);
    const atPoint = await playerWith(api, 1_000);
    const above = await playerWith(api, 1_000);
    expect((await bet(atPoint.token, { stake: 100, autoCashout: point })).status).toBe(200);
    expect((await bet(above.token, { stake: 100, autoCashout: point + 1 })).status).toBe(200);
    await driver.start();
    const t0 = await startedAt();
    // The crash instant has come by server time, but the driver has not settled the round yet.
    clock.advanceTo(t0 + msToReach(point + 1, GROWTH_RATE) + 5);
    const paid = await cashout(atPoint.token, roundId);
    expect(paid.body).toMatchObject({ status: "won", cashedOutAt: point, payout: point });
    expect(await coinsOf(api, atPoint.userId)).toBe(900 + point);
    const refused = await cashout(above.token, roundId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CRASH_ALREADY_CRASHED");
    expect(await coinsOf(api, above.userId)).toBe(900);
    await driver.step();
  });

  it("waits for the start: a cash-out while bets are taken is refused as not running", async () => {
    const roundId = await driver.open();
    const p = await playerWith(api, 100);
    expect((await bet(p.token, { stake: 10 })).status).toBe(200);
    clock.advance(BETTING_MS - 1);
    const res = await cashout(p.token, roundId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CRASH_ROUND_NOT_RUNNING");
    await driver.finish();
  });
});

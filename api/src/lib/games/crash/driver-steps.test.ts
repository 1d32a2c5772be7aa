// The crash round driver stepped by hand on a manual clock (docs/crash.md: Rounds): what each step
// announces (round, tick, cash-out and crash events, exactly), how long it asks to wait, which
// automatic cash-outs it pays when, and two drivers stepping at once.
import { observeStatements } from "@jadeverse/db/observe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../../test/harness.ts";
import { createManualClock, type ManualClock } from "../../../../test/manual-clock.ts";
import {
  BETTING_MS,
  COOLDOWN_MS,
  crashEnv,
  GROWTH_RATE,
  handDriver,
  seedWithInstantFirstGame,
} from "../../../routes/games/crash.fixtures.ts";
import { coinsOf, key, playerWith } from "../../../routes/games/fixtures.ts";
import { setCrashBroadcaster } from "./broadcast.ts";
import { msToReach, multiplierAt } from "./curve.ts";
import { AUTO_SETTLE_GAP_MS } from "./driver.ts";

const TICK_MS = 50;
let api: TestApi;
let clock: ManualClock;
let driver: ReturnType<typeof handDriver>;
let events: { kind: string; event: any; userId?: number }[] = [];
const of = (kind: string) => events.filter((e) => e.kind === kind).map((e) => e.event);

beforeAll(async () => {
  api = await startTestApi(crashEnv(seedWithInstantFirstGame()));
  clock = createManualClock();
  api.deps.now = clock.now;
  driver = handDriver(api, clock);
  // Where the events go: recorded here instead of a socket namespace.
  setCrashBroadcaster(api.deps, {
    round: (event) => void events.push({ kind: "round", event }),
    tick: (event) => void events.push({ kind: "tick", event }),
    cashout: (event, userId) => void events.push({ kind: "cashout", event, userId }),
    crashed: (event) => void events.push({ kind: "crashed", event }),
  });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.deps.now = clock.now;
  events = [];
});

const bet = (token: string, body: Record<string, unknown>) =>
  api.request("POST", "/api/games/crash/bet", { token, body: { requestKey: key(), ...body } });

describe("the crash driver, step by step", { timeout: 60_000 }, () => {
  it("announces each phase of game 1 exactly and waits out the betting window", async () => {
    const t0 = clock.ms;
    expect(await driver.step()).toBe(BETTING_MS);
    const opened = of("round");
    expect(opened).toEqual([
      {
        roundId: expect.any(Number),
        gameNumber: 1,
        phase: "betting",
        bettingEndsAt: t0 + BETTING_MS,
        startedAt: null,
        serverTime: t0,
        growthRate: GROWTH_RATE,
      },
    ]);
    const roundId = opened[0].roundId;
    // Part-way through the window the step only answers how long is left.
    clock.advance(400);
    expect(await driver.step()).toBe(BETTING_MS - 400);
    expect(events).toHaveLength(1);
    expect((await driver.state()).round.phase).toBe("betting");
    clock.advance(BETTING_MS - 400);
    expect(await driver.step()).toBe(0);
    expect(of("round")[1]).toEqual({
      roundId,
      gameNumber: 1,
      phase: "running",
      bettingEndsAt: t0 + BETTING_MS,
      startedAt: t0 + BETTING_MS,
      serverTime: t0 + BETTING_MS,
      growthRate: GROWTH_RATE,
    });
    // Game 1 crashes at 1.00×: at the very start.
    expect(await driver.step()).toBe(COOLDOWN_MS);
    expect(of("round")[2]).toEqual({
      roundId,
      gameNumber: 1,
      phase: "crashed",
      bettingEndsAt: t0 + BETTING_MS,
      startedAt: t0 + BETTING_MS,
      serverTime: t0 + BETTING_MS,
      growthRate: GROWTH_RATE,
    });
    expect(of("crashed")).toEqual([
      { roundId, gameNumber: 1, point: 100, hash: expect.any(String), crashedAt: t0 + BETTING_MS },
    ]);
    expect(of("tick")).toEqual([]);
  });

  it("pays an automatic cash-out at the first millisecond of its target, and one at the point at the crash", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 160 && p <= 100_000);
    const auto = await playerWith(api, 1_000);
    const atPoint = await playerWith(api, 1_000);
    const manual = await playerWith(api, 1_000);
    expect((await bet(auto.token, { stake: 100, autoCashout: 150 })).status).toBe(200);
    expect((await bet(atPoint.token, { stake: 100, autoCashout: point })).status).toBe(200);
    expect((await bet(manual.token, { stake: 100 })).status).toBe(200);
    await driver.start();
    const startedAt = clock.ms;
    const crashAt = startedAt + msToReach(point, GROWTH_RATE);
    events = [];

    const before = msToReach(150, GROWTH_RATE) - 1;
    clock.advanceTo(startedAt + before);
    // The target is reached 1 ms later: the driver wakes for it (no sooner than the gap between two
    // sets), before the next tick.
    expect(await driver.step()).toBe(AUTO_SETTLE_GAP_MS);
    expect(AUTO_SETTLE_GAP_MS).toBeLessThan(TICK_MS);
    expect(events).toEqual([
      {
        kind: "tick",
        event: {
          roundId,
          multiplier: multiplierAt(before, GROWTH_RATE),
          elapsedMs: before,
          serverTime: startedAt + before,
        },
      },
    ]);
    expect(await coinsOf(api, auto.userId)).toBe(900);

    events = [];
    clock.advance(1);
    await driver.step();
    expect(of("cashout")).toEqual([
      { roundId, nickname: expect.any(String), multiplier: 150, payout: 150, auto: true },
    ]);
    expect(events.find((e) => e.kind === "cashout")?.userId).toBe(auto.userId);
    expect(await coinsOf(api, auto.userId)).toBe(1_050);
    // Neither the bet without a target nor the one at the point is touched before the crash.
    expect(await coinsOf(api, atPoint.userId)).toBe(900);
    expect(await coinsOf(api, manual.userId)).toBe(900);

    // Near the crash the step waits only until the crash instant.
    clock.advanceTo(crashAt - 10);
    expect(await driver.step()).toBe(10);
    clock.advanceTo(crashAt);
    expect(await driver.step()).toBe(COOLDOWN_MS);
    expect(await coinsOf(api, atPoint.userId)).toBe(900 + point);
    expect(await coinsOf(api, manual.userId)).toBe(900);
  });

  it("pushes a tick every tickMs however often it wakes for an automatic target", async () => {
    await driver.openWhere((p) => p >= 200 && p <= 100_000);
    const [first, second] = [await playerWith(api, 1_000), await playerWith(api, 1_000)];
    expect((await bet(first!.token, { stake: 100, autoCashout: 150 })).status).toBe(200);
    expect((await bet(second!.token, { stake: 100, autoCashout: 160 })).status).toBe(200);
    await driver.start();
    const startedAt = clock.ms;
    events = [];
    clock.advanceTo(startedAt + msToReach(150, GROWTH_RATE) - 5);
    // A tick, then a wake for 1.50× (no sooner than the gap), before the next tick.
    expect(await driver.step()).toBe(AUTO_SETTLE_GAP_MS);
    expect(of("tick")).toHaveLength(1);
    clock.advance(AUTO_SETTLE_GAP_MS);
    // 1.50× is paid; no tick yet (20 ms after the last); the next tick comes before 1.60×.
    expect(await driver.step()).toBe(TICK_MS - AUTO_SETTLE_GAP_MS);
    expect(of("cashout").map((e) => e.multiplier)).toEqual([150]);
    expect(of("tick")).toHaveLength(1);
    clock.advance(TICK_MS - AUTO_SETTLE_GAP_MS);
    await driver.step();
    expect(of("tick")).toHaveLength(2);
    await driver.finish();
  });

  it("reads only the round on a step below the next automatic target, and settles a target reached later", async () => {
    await driver.openWhere((p) => p >= 300 && p <= 100_000);
    const player = await playerWith(api, 1_000);
    expect((await bet(player.token, { stake: 100, autoCashout: 200 })).status).toBe(200);
    await driver.start();
    const startedAt = clock.ms;
    clock.advanceTo(startedAt + 10);
    await driver.step(); // reads the next target (2.00×)
    // The statements of a step below the target, counted over two such steps: a background statement
    // of the instance (a timer firing on a loaded machine) may land in one of them, not in both.
    const counted: number[] = [];
    for (const at of [TICK_MS + 20, 2 * TICK_MS + 20]) {
      let statements = 0;
      const stop = observeStatements(() => void statements++);
      try {
        clock.advanceTo(startedAt + at);
        await driver.step();
      } finally {
        stop();
      }
      counted.push(statements);
    }
    expect(Math.min(...counted)).toBe(1); // the live round: nothing due below 2.00×, nothing else to read
    clock.advanceTo(startedAt + msToReach(200, GROWTH_RATE));
    await driver.step();
    expect(of("cashout").map((e) => [e.multiplier, e.auto])).toEqual([[200, true]]);
    expect(await coinsOf(api, player.userId)).toBe(1_100);
    await driver.finish();
  });

  it("shows at most the point less 0.01× when the clock passes the crash during a tick", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 150 && p <= 100_000);
    await driver.start();
    const startedAt = clock.ms;
    const crashAt = startedAt + msToReach(point, GROWTH_RATE);
    const early = startedAt + 10;
    const late = crashAt + 5_000;
    // The step reads the clock before the crash; after settling it reads it past the crash.
    const readings = [early];
    api.deps.now = () => new Date(readings.shift() ?? late);
    events = [];
    expect(await driver.step()).toBe(0);
    expect(events).toEqual([
      {
        kind: "tick",
        event: { roundId, multiplier: point - 1, elapsedMs: late - startedAt, serverTime: late },
      },
    ]);
    api.deps.now = clock.now;
    clock.advanceTo(late);
    await driver.step();
    expect(of("crashed")).toHaveLength(1);
  });

  it("lets two drivers stepping at once open, start and crash a round only once", async () => {
    const both = async () => (await Promise.all([driver.step(), driver.step()])).sort((a, b) => a - b);
    const point = await driver.nextPoint();
    clock.advance(COOLDOWN_MS);
    const [loser, opener] = await both();
    expect(opener).toBe(BETTING_MS);
    // The other driver hit the unique game number (0, step again) or read the opened round (its window).
    expect([0, BETTING_MS]).toContain(loser);
    expect(of("round").map((e) => e.phase)).toEqual(["betting"]);
    clock.advance(BETTING_MS);
    const [starter, other] = await both();
    expect(starter).toBe(0);
    // The other driver lost the compare-and-set (0) or, reading after the start had committed,
    // went on with the running round and pushed its first tick (next step at the next tick).
    expect([0, Math.min(TICK_MS, msToReach(point, GROWTH_RATE))]).toContain(other);
    expect(of("round").map((e) => e.phase)).toEqual(["betting", "running"]);
    clock.advance(msToReach(point, GROWTH_RATE));
    expect(await both()).toEqual([COOLDOWN_MS, COOLDOWN_MS]);
    expect(of("round").map((e) => e.phase)).toEqual(["betting", "running", "crashed"]);
    expect(of("crashed")).toHaveLength(1);
  });
});

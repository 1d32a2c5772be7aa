// Crash cash-outs across instances (docs/crash.md "Settling in sets", across instances): the instance
// that drives the rounds settles the cash-outs every instance takes, through the Redis relay (relay.ts); without a
// driver listening, or when its answer does not come in time, the instance settles it itself, and a
// bet is paid once whoever settles it.
import { randomUUID } from "node:crypto";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledgerEntries } from "@jadeverse/db/schema";
import { like } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../../test/harness.ts";
import type { ManualClock } from "../../../../test/manual-clock.ts";
import type { TestPlayer } from "../../../../test/players.ts";
import { REDIS_URL, redisReachable } from "../../../../test/redis.ts";
import {
  fundedPlayers,
  GROWTH_RATE,
  type handDriver,
  startCrashPair,
} from "../../../routes/games/crash.fixtures.ts";
import { key } from "../../../routes/games/fixtures.ts";
import { setCrashBroadcaster } from "./broadcast.ts";
import { msToReach } from "./curve.ts";
import { createCrashRelay } from "./relay.ts";
import { answerRelayedCashout } from "./service.ts";

const COINS = 1_000;
const STAKE = 100;
// The production wait (RELAY_TIMEOUT_MS): on a loaded machine a shorter one sends healthy relays to the fallback.
const TIMEOUT_MS = 5_000;
let api: TestApi;
let second: TestApi;
let clock: ManualClock;
let driver: ReturnType<typeof handDriver>;
let stopServing: (() => Promise<void>) | undefined;
const writes = { api: 0, second: 0 };
const pushed: { by: "api" | "second"; userId: number; multiplier: number }[] = [];
// Apart from every other suite's relay on this Redis.
const namespace = `test-${randomUUID()}`;

function counted(name: "api" | "second", instance: TestApi) {
  const write = instance.db.write.bind(instance.db);
  instance.db.write = (fn) => {
    writes[name]++;
    return write(fn);
  };
  setCrashBroadcaster(instance.deps, {
    round() {},
    tick() {},
    crashed() {},
    cashout: (event, userId) => void pushed.push({ by: name, userId, multiplier: event.multiplier }),
  });
}

const serve = () => {
  stopServing = api.deps.crashRelay!.serve((request) => answerRelayedCashout(api.deps, request));
};

describe.skipIf(!redisReachable)("crash cash-outs across instances", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    ({ api, second, clock, driver } = await startCrashPair());
    api.deps.crashRelay = createCrashRelay(REDIS_URL, api.deps.logger, { namespace });
    second.deps.crashRelay = createCrashRelay(REDIS_URL, second.deps.logger, {
      namespace,
      timeoutMs: TIMEOUT_MS,
    });
    counted("api", api);
    counted("second", second);
    serve();
  }, 120_000);
  afterAll(async () => {
    await stopServing?.();
    await api?.deps.crashRelay?.close();
    await second?.deps.crashRelay?.close();
    await second?.close();
    await api?.close();
  });

  const players = (count: number) => fundedPlayers(api, count, COINS);

  /** A round open past `point`, every player's bet in, running at 2.00×. */
  async function runningWith(crowd: TestPlayer[], autoCashout = 5_000): Promise<number> {
    const { roundId } = await driver.openWhere((p) => p > 300 && p <= 100_000);
    for (const p of crowd) {
      const res = await api.request("POST", "/api/games/crash/bet", {
        token: p.token,
        body: { requestKey: key(), stake: STAKE, autoCashout },
      });
      expect(res.status).toBe(200);
    }
    await driver.start();
    clock.advance(msToReach(200, GROWTH_RATE));
    return roundId;
  }

  const cashout = (p: TestPlayer, roundId: number, on: TestApi, requestKey = key()) =>
    on.request("POST", "/api/games/crash/cashout", { token: p.token, body: { roundId, requestKey } });

  const winsOf = (roundId: number) =>
    api.db.orm
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `crash:${roundId}:%:win#0`));

  it("settles a cash-out taken by the instance that does not drive in the driving instance's queue", async () => {
    const [p, q] = await players(2);
    const roundId = await runningWith([p!, q!]);
    const before = { ...writes };
    pushed.length = 0;
    const click = key();
    const paid = await cashout(p!, roundId, second, click);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: "won",
      cashedOutAt: 200,
      payout: 200,
      balance: COINS - STAKE + 200,
    });
    // The instance the player reached wrote nothing; the driving one settled and pushed it.
    expect(writes.second).toBe(before.second);
    expect(writes.api).toBeGreaterThan(before.api);
    expect(pushed).toEqual([{ by: "api", userId: p!.userId, multiplier: 200 }]);
    // A retry under the key answers the same cash-out; another click is refused as the driver refuses it.
    expect((await cashout(p!, roundId, second, click)).body).toEqual(paid.body);
    const again = await cashout(p!, roundId, second);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CRASH_ALREADY_CASHED_OUT");
    // Racing clicks of one player on both instances pay once.
    const both = await Promise.all([cashout(q!, roundId, second), cashout(q!, roundId, api)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(writes.second).toBe(before.second);
    expect(await winsOf(roundId)).toHaveLength(2);
    await driver.finish();
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("settles the cash-out itself when no instance drives, and when the driver's answer does not come", async () => {
    const [p, q] = await players(2);
    const roundId = await runningWith([p!, q!]);
    await stopServing?.();
    stopServing = undefined;
    const before = writes.second;
    const alone = await cashout(p!, roundId, second);
    expect(alone.status).toBe(200);
    expect(writes.second).toBe(before + 1);
    // A driver that takes the request and never answers (stuck, or its lease lost mid-request).
    const channel = `jv:crash:${namespace}:cashouts`;
    const stuck = new Redis(REDIS_URL);
    let heard = 0;
    stuck.on("message", () => void heard++);
    await stuck.subscribe(channel);
    try {
      const started = performance.now();
      const late = await cashout(q!, roundId, second);
      expect(late.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(heard).toBe(1);
      expect(writes.second).toBe(before + 2);
    } finally {
      stuck.disconnect();
      serve();
    }
    expect(await winsOf(roundId)).toHaveLength(2);
    await driver.finish();
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("pays a crowd clicking on both instances once each, beside the driver's automatic set", async () => {
    const crowd = await players(40);
    const roundId = await runningWith(crowd, 150);
    const before = writes.second;
    const [answers] = await Promise.all([
      Promise.all(crowd.map((p, i) => cashout(p, roundId, i % 2 ? second : api))),
      driver.step(),
    ]);
    // Every bet's 1.50× target had passed: the click or the set paid it there, once.
    for (const res of answers)
      expect(res.status === 200 ? res.body.cashedOutAt : res.body.error.code).toBeOneOf([
        150,
        "CRASH_ALREADY_CASHED_OUT",
      ]);
    expect(writes.second).toBe(before);
    const wins = await winsOf(roundId);
    expect(wins).toHaveLength(40);
    expect(wins.every((w) => w.delta === 150)).toBe(true);
    await driver.finish();
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

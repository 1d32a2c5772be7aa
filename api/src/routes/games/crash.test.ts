import { endCrashRound } from "@jadeverse/db/games/crash-rounds";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { crashBets, gameStatistics, ledgerEntries } from "@jadeverse/db/schema";
import { and, eq, like } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createManualClock, type ManualClock } from "../../../test/manual-clock.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import { msToReach, multiplierAt } from "../../lib/games/crash/curve.ts";
import type { ClientToServerEvents, ServerToClientEvents } from "../../realtime/events.ts";
import {
  CHAIN_LENGTH,
  CRASH_SALT,
  crashEnv,
  GROWTH_RATE,
  handDriver,
  independentPoint,
  seedWithInstantFirstGame,
  sha,
} from "./crash.fixtures.ts";
import { coinsOf, key, playerWith } from "./fixtures.ts";

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Seen = { event: string; payload: any }[];

const seed = seedWithInstantFirstGame();
let api: TestApi;
let other: TestApi | undefined;
let clock: ManualClock;
let driver: ReturnType<typeof handDriver>;
const sockets: Client[] = [];

function watch(base: string, seen: Seen, token?: string): Promise<Client> {
  const s: Client = connect(`${base}/crash`, {
    path: "/socket.io/",
    transports: ["websocket"],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(s);
  s.onAny((event, payload) => seen.push({ event, payload }));
  return new Promise((resolve, reject) => {
    s.once("connect", () => resolve(s));
    s.once("connect_error", reject);
  });
}

async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(10);
  }
}

const bet = (token: string, body: Record<string, unknown>) =>
  api.request("POST", "/api/games/crash/bet", { token, body: { requestKey: key(), ...body } });
const cashout = (token: string, roundId: number, requestKey = key()) =>
  api.request("POST", "/api/games/crash/cashout", { token, body: { roundId, requestKey } });
const startedAt = async () => (await driver.state()).round.startedAt as number;

const spectatorSeen: Seen = [];
const remoteSeen: Seen = [];

beforeAll(async () => {
  const redis = redisReachable ? { redisUrl: REDIS_URL } : {};
  api = await startTestApi(crashEnv(seed), { realtime: true, ...redis });
  clock = createManualClock();
  api.deps.now = clock.now;
  driver = handDriver(api, clock);
  await watch(api.url, spectatorSeen);
  if (redisReachable) {
    // A second instance on the same database and Redis: it drives nothing, its sockets still hear the rounds.
    other = await startTestApi(crashEnv(seed), { realtime: true, sharedDbUrl: api.dbUrl, ...redis });
    await watch(other.url, remoteSeen);
  }
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await other?.close();
  await api.close();
});

describe("crash", { timeout: 120_000 }, () => {
  it("publishes the configuration; bets are refused with no round taking bets", async () => {
    const state = await driver.state();
    expect(state).toMatchObject({
      configured: true,
      salt: CRASH_SALT,
      chainLength: CHAIN_LENGTH,
      growthRate: GROWTH_RATE,
      round: null,
    });
    // The terminating hash: the seed hashed CHAIN_LENGTH times.
    let h = seed;
    for (let i = 0; i < CHAIN_LENGTH; i++) h = sha(h);
    expect(state.terminatingHash).toBe(h);
    const p = await playerWith(api, 1_000);
    const res = await bet(p.token, { stake: 10 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CRASH_BETTING_CLOSED");
    expect(await coinsOf(api, p.userId)).toBe(1_000);
  });

  it("crashes game 1 at 1.00×: every bet loses, no cash-out is accepted", async () => {
    expect(await driver.nextPoint()).toBe(100);
    const roundId = await driver.open();
    const a = await playerWith(api, 500);
    const b = await playerWith(api, 500);
    expect((await bet(a.token, { stake: 100 })).status).toBe(200);
    const placed = await bet(b.token, { stake: 200, autoCashout: 101 });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ roundId, gameNumber: 1, stake: 200, autoCashout: 101, balance: 300 });
    // A cash-out before the start: not running yet.
    expect((await cashout(a.token, roundId)).body.error.code).toBe("CRASH_ROUND_NOT_RUNNING");
    await driver.start();
    // Started, and at that same instant crashed (the curve is at 1.00× already).
    const late = await cashout(a.token, roundId);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("CRASH_ALREADY_CRASHED");
    await driver.step();
    expect((await cashout(b.token, roundId)).body.error.code).toBe("CRASH_ALREADY_CRASHED");
    expect(await coinsOf(api, a.userId)).toBe(400);
    expect(await coinsOf(api, b.userId)).toBe(300);
    const history = (await api.request("GET", "/api/games/crash/history")).body.rounds;
    expect(history[0]).toMatchObject({ gameNumber: 1, point: 100 });
    // Statistics: one played, lost round each, in one session from the bet to the crash.
    const [stats] = await api.db.orm
      .select()
      .from(gameStatistics)
      .where(and(eq(gameStatistics.userId, a.userId), eq(gameStatistics.gameType, "crash")));
    expect(stats).toMatchObject({ totalPlays: 1, totalWins: 0, coinsWagered: 100, coinsWon: 0, sessions: 1 });
    expect(stats?.lastPlayedAt).toBeInstanceOf(Date);
  });

  it("cashes out by hand before the crash at the multiplier of server time, once", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 300);
    const p = await playerWith(api, 1_000);
    const q = await playerWith(api, 1_000);
    expect((await bet(p.token, { stake: 100 })).status).toBe(200);
    expect((await bet(q.token, { stake: 50 })).status).toBe(200);
    // One bet per player per round; bets close with the window.
    const again = await bet(p.token, { stake: 10 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CRASH_BET_ALREADY_PLACED");
    await driver.start();
    const late = await playerWith(api, 100);
    expect((await bet(late.token, { stake: 10 })).body.error.code).toBe("CRASH_BETTING_CLOSED");
    expect(await coinsOf(api, late.userId)).toBe(100);

    const t0 = await startedAt();
    const at = msToReach(150, GROWTH_RATE) + 7;
    await driver.at(at, t0);
    const m = multiplierAt(at, GROWTH_RATE);
    expect(m).toBeGreaterThanOrEqual(150);
    const requestKey = key();
    const out = await cashout(p.token, roundId, requestKey);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ status: "won", cashedOutAt: m, payout: Math.floor((100 * m) / 100) });
    expect(await coinsOf(api, p.userId)).toBe(900 + Math.floor((100 * m) / 100));
    // A retry under the same key answers the same cash-out; another key is refused.
    clock.advance(50);
    const retry = await cashout(p.token, roundId, requestKey);
    expect(retry.status).toBe(200);
    expect(retry.body.cashedOutAt).toBe(m);
    // A page opened mid-round reads each player's own bet (a reload keeps the bet in view).
    const mine = await api.request("GET", "/api/games/crash/bet", { token: p.token });
    expect(mine.body.bet).toMatchObject({ roundId, stake: 100, status: "won", cashedOutAt: m });
    expect((await api.request("GET", "/api/games/crash/bet", { token: q.token })).body.bet).toMatchObject({
      roundId,
      stake: 50,
      status: "open",
    });
    expect((await api.request("GET", "/api/games/crash/bet", { token: late.token })).body).toEqual({
      bet: null,
    });
    expect((await api.request("GET", "/api/games/crash/bet")).status).toBe(401);
    expect((await cashout(p.token, roundId)).body.error.code).toBe("CRASH_ALREADY_CASHED_OUT");

    // At the crash instant (server time), a cash-out is refused: q loses.
    await driver.at(msToReach(point, GROWTH_RATE), t0);
    const refused = await cashout(q.token, roundId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CRASH_ALREADY_CRASHED");
    expect(await coinsOf(api, q.userId)).toBe(950);
    expect(await coinsOf(api, p.userId)).toBe(900 + Math.floor((100 * m) / 100));
  });

  it("pays automatic cash-outs at their target when the curve reaches it, below the point only", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 200 && p < 100_000);
    const hit = await playerWith(api, 1_000);
    const miss = await playerWith(api, 1_000);
    // The player's own sockets hear their automatic cash-out at once, alone.
    const hitSeen: Seen = [];
    await watch(api.url, hitSeen, hit.token);
    expect((await bet(hit.token, { stake: 300, autoCashout: 200 })).status).toBe(200);
    expect((await bet(miss.token, { stake: 100, autoCashout: point + 1 })).status).toBe(200);
    await driver.start();
    const t0 = await startedAt();
    await driver.at(msToReach(200, GROWTH_RATE), t0);
    expect(await coinsOf(api, hit.userId)).toBe(700 + 600);
    await eventually(() => hitSeen.some((e) => e.event === "crash:cashout"), "the player's own cash-out");
    expect(hitSeen.filter((e) => e.event === "crash:cashout").map((e) => e.payload)).toEqual([
      { roundId, nickname: expect.any(String), multiplier: 200, payout: 600, auto: true },
    ]);
    // A cash-out by hand after the automatic one: already cashed out.
    expect((await cashout(hit.token, roundId)).body.error.code).toBe("CRASH_ALREADY_CASHED_OUT");
    await driver.at(msToReach(point, GROWTH_RATE), t0);
    expect(await coinsOf(api, miss.userId)).toBe(900);
    const history = (await api.request("GET", "/api/games/crash/history?limit=1")).body.rounds;
    expect(history[0].point).toBe(point);
  });

  it("settles what a driver stopped at the crash left open: automatic cash-outs paid, the rest lost", async () => {
    const { roundId, point } = await driver.openWhere((p) => p >= 200 && p < 100_000);
    const auto = await playerWith(api, 1_000);
    const manual = await playerWith(api, 1_000);
    expect((await bet(auto.token, { stake: 100, autoCashout: 150 })).status).toBe(200);
    expect((await bet(manual.token, { stake: 100 })).status).toBe(200);
    await driver.start();
    // The round is marked crashed (as the driver does first), and the driver stops there.
    const t0 = await startedAt();
    clock.advanceTo(t0 + msToReach(point, GROWTH_RATE));
    await api.db.write((tx) => endCrashRound(tx, roundId, new Date(clock.now().getTime())));
    const open = async () =>
      (await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId))).filter(
        (b) => b.status === "open",
      ).length;
    expect(await open()).toBe(2);
    // The next step (this driver or the one taking the lease over) settles them before a new round.
    await driver.step();
    expect(await open()).toBe(0);
    expect(await coinsOf(api, auto.userId)).toBe(900 + 150);
    expect(await coinsOf(api, manual.userId)).toBe(900);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits one of 200 racing cash-outs of a bet, once", async () => {
    const { roundId } = await driver.openWhere((p) => p >= 200);
    const p = await playerWith(api, 1_000);
    expect((await bet(p.token, { stake: 1_000 })).status).toBe(200);
    expect(await coinsOf(api, p.userId)).toBe(0);
    await driver.start();
    await driver.at(msToReach(120, GROWTH_RATE), await startedAt());
    const answers = await Promise.all(Array.from({ length: 200 }, () => cashout(p.token, roundId)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.error.code).toBe("CRASH_ALREADY_CASHED_OUT");
    }
    const credits = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `crash:${roundId}:${p.userId}:win%`));
    expect(credits).toHaveLength(1);
    expect(await coinsOf(api, p.userId)).toBe(ok[0]!.body.payout);
    await driver.finish();
  });

  it("refuses a stake above the balance and keeps every balance whole", async () => {
    const { roundId } = await driver.openWhere(() => true);
    const poor = await playerWith(api, 5);
    const res = await bet(poor.token, { stake: 6 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INSUFFICIENT_BALANCE_ERROR");
    expect(await coinsOf(api, poor.userId)).toBe(5);
    const limits = await bet(poor.token, { stake: 10_001 });
    expect(limits.body.error.code).toBe("GAME_BET_OUT_OF_LIMITS");
    // A retried bet answers the same bet and charges once; the same key for another bet is 409.
    const requestKey = key();
    const first = await bet(poor.token, { stake: 5, requestKey });
    const second = await bet(poor.token, { stake: 5, requestKey });
    expect(second.body.betId).toBe(first.body.betId);
    expect(await coinsOf(api, poor.userId)).toBe(0);
    expect((await bet(poor.token, { stake: 4, requestKey })).body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    await driver.finish();
    expect((await driver.state()).round).toBeNull();
    const lost = (await api.request("GET", "/api/games/crash/history?limit=1")).body.rounds[0];
    expect(lost.gameNumber).toBeGreaterThan(1);
    expect(roundId).toBeGreaterThan(0);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("reveals hashes that verify backwards from the published terminating hash", async () => {
    const { terminatingHash } = await driver.state();
    const rounds = (await api.request("GET", "/api/games/crash/history?limit=100")).body.rounds as {
      gameNumber: number;
      hash: string;
      point: number;
    }[];
    expect(rounds.length).toBeGreaterThanOrEqual(5);
    const played = [...rounds].reverse();
    let previous = terminatingHash;
    for (const [i, round] of played.entries()) {
      expect(round.gameNumber).toBe(i + 1);
      expect(sha(round.hash)).toBe(previous);
      expect(round.point).toBe(independentPoint(round.hash, CRASH_SALT));
      previous = round.hash;
    }
  });

  it("pushes rounds, ticks, cash-outs and crashes over /crash, on every instance", async () => {
    await eventually(() => spectatorSeen.some((e) => e.event === "crash:crashed"), "a crash push");
    const names = new Set(spectatorSeen.map((e) => e.event));
    for (const name of ["crash:round", "crash:tick", "crash:crashed"]) expect(names).toContain(name);
    // A spectator hears others' cash-outs only together, never one push each.
    expect(names).not.toContain("crash:cashout");
    const history = (await api.request("GET", "/api/games/crash/history?limit=100")).body.rounds;
    const first = spectatorSeen.find((e) => e.event === "crash:crashed" && e.payload.gameNumber === 1);
    expect(first?.payload).toMatchObject({ point: 100, hash: history.at(-1).hash });
    // Others' cash-outs ride on the next tick (or come alone before a phase change).
    const pushes = [
      ...spectatorSeen.filter((e) => e.event === "crash:cashouts").map((e) => e.payload),
      ...spectatorSeen
        .filter((e) => e.event === "crash:tick" && e.payload.cashouts)
        .map((e) => ({ cashouts: e.payload.cashouts, total: e.payload.cashoutsTotal })),
    ];
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((p) => p.total >= p.cashouts.length && p.cashouts.length > 0)).toBe(true);
    const cashouts = pushes.flatMap((p) => p.cashouts);
    expect(cashouts).toContainEqual(expect.objectContaining({ auto: true, multiplier: 200, payout: 600 }));
    expect(cashouts.every((c) => typeof c.nickname === "string" && !("userId" in c))).toBe(true);
    if (other) {
      await eventually(
        () =>
          remoteSeen.filter((e) => e.event === "crash:crashed").length >=
          spectatorSeen.filter((e) => e.event === "crash:crashed").length,
        "the other instance's pushes",
      );
      expect(remoteSeen.some((e) => e.event === "crash:tick")).toBe(true);
    }
  });

  it("refuses a socket with a bad token, and serves the unconfigured state without a chain", async () => {
    await expect(watch(api.url, [], "not-a-token")).rejects.toThrow("UNAUTHORIZED");
    const bare = await startTestApi();
    try {
      expect((await bare.request("GET", "/api/games/crash")).body).toEqual({ configured: false });
      const p = await playerWith(bare, 100);
      const res = await bare.request("POST", "/api/games/crash/bet", {
        token: p.token,
        body: { stake: 10, requestKey: key() },
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("CRASH_NOT_CONFIGURED");
    } finally {
      await bare.close();
    }
  });
});

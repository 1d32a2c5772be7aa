import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { queueCounts } from "@jadeverse/db/queue/line";
import { listQueueSessions } from "@jadeverse/db/queue/support";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createManualClock } from "../../../test/manual-clock.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import {
  call,
  joinOf,
  leaveOf,
  lostAnswer,
  lostAnswerCount,
  statusOf,
} from "../../../test/queue-load/players-client.ts";
import { playersClock, waitFor } from "../../../test/queue-load/players-clock.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import type { ClientToServerEvents, QueueStatus, ServerToClientEvents } from "../../realtime/events.ts";
import { queueStatusesFor } from "./service.ts";

/**
 * The concurrency test: 500 simulated players joining at once, then heartbeating, dropping
 * (no more heartbeats: a closed tab) and leaving, all concurrently over real HTTP. Never more than
 * `maxPlayers` hold a slot, a consistent snapshot is dense and first-come-first-served, nobody with a
 * live heartbeat is ended, every abandoned slot is freed. Run on one instance, then on two instances
 * sharing one database (and Redis when reachable), with a socket on one instance receiving the
 * position change a leave on the other caused.
 *
 * The queue's clock is the test's (`Deps.now`): it moves on only as far as every live player's
 * heartbeats allow, so the timeouts mean the same on a quiet machine, a loaded one and a slow sqld.
 * (That a heartbeat counts from its arrival however slow the database is: arrival.test.ts.)
 */
const PLAYERS = 500;
const MAX = 50;
/** On the queue's clock. */
const TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 2_000;
/** How far the clock moves at once. */
const STEP_MS = 100;
/** A generous bound on one whole run (a loaded 2-core machine took 51 s for the joins alone). */
const RUN_DEADLINE_MS = 10 * 60_000;

const env = {
  QUEUE_MAX_PLAYERS: String(MAX),
  QUEUE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS),
} as const;

const opened: TestApi[] = [];
afterAll(async () => {
  for (const api of opened.reverse()) await api.close();
});

type Role = "leaver" | "dropper" | "stayer";
const roleOf = (i: number): Role => (i % 5 === 0 ? "leaver" : i % 5 === 1 ? "dropper" : "stayer");

/** Positions of waiting players are exactly 1..n and follow join order; slot holders joined first. */
function expectDenseFifo(statuses: QueueStatus[]) {
  const waiting = statuses
    .filter((s) => s.isInQueue && !s.canPlayNow)
    .sort((a, b) => a.queueId! - b.queueId!);
  const active = statuses.filter((s) => s.canPlayNow);
  expect(waiting.map((s) => s.position)).toEqual(waiting.map((_, i) => i + 1));
  if (waiting.length > 0 && active.length > 0)
    expect(Math.max(...active.map((s) => s.queueId!))).toBeLessThan(waiting[0]!.queueId!);
  return { waiting, active };
}

async function run(instances: TestApi[], options: { socketCheck: boolean }) {
  const clock = createManualClock();
  const origin = clock.ms;
  for (const api of instances) api.deps.now = clock.now;
  const alreadyLeft = new Set<TestPlayer>();
  const [first] = instances as [TestApi];
  const players = await createPlayers(first, PLAYERS);
  const via = (i: number) => instances[i % instances.length]!;
  let phase: "joining" | "chaos" | "over" = "joining";
  let chaosFrom = 0;
  let heartbeats = 0;
  const lastPosition = new Map<TestPlayer, number>();
  const hadSlot = new Set<TestPlayer>();
  const time = playersClock(clock, { stepMs: STEP_MS, timeoutMs: TIMEOUT_MS });

  /** What the test knew of a player and what the database holds, for a failure's message. */
  const explain = async (p: TestPlayer, what: string) => {
    const rows = await listQueueSessions(first.db.orm, p.userId);
    const at = (ms: number | undefined) => (ms === undefined ? "-" : ms - origin);
    return (
      `player ${players.indexOf(p)} (${roleOf(players.indexOf(p))}, ${phase}): ${what}; clock ${at(clock.ms)}, ` +
      `beat ${at(time.beat.get(p))}, seen ${at(time.seen.get(p))}, chaos from ${at(chaosFrom)} ` +
      `(ms on the test's clock); its sessions ${JSON.stringify(
        rows.map((r) => ({
          ...r,
          joinedAt: at(r.joinedAt.getTime()),
          activatedAt: at(r.activatedAt?.getTime()),
          lastHeartbeatAt: at(r.lastHeartbeatAt.getTime()),
          endedAt: at(r.endedAt?.getTime()),
        })),
      )}`
    );
  };

  /**
   * A heartbeat (a slot once held is never lost while beating) and, when `poll`, the status poll of
   * a waiting client: the position may only move forward, never beyond the slots.
   */
  const heartbeat = async (p: TestPlayer, api: TestApi, poll: boolean) => {
    let sentAt = 0;
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(api, "POST", "/api/queue/heartbeat", p.token, { sent: () => (sentAt = clock.ms) });
    } catch (error) {
      if (!lostAnswer(error)) throw error;
      time.seen.set(p, clock.ms); // it may have been written: no later than now
      return; // not known to be written: the player beats again at once
    }
    heartbeats++;
    if (alreadyLeft.has(p)) return; // the socket check made it leave while this beat was on its way
    if (res.status !== 200)
      throw new Error(await explain(p, `heartbeat sent at ${sentAt - origin} answered ${res.status}`));
    time.beat.set(p, Math.max(time.beat.get(p)!, sentAt));
    time.seen.set(p, clock.ms);
    if (hadSlot.has(p)) expect(res.body.canPlayNow).toBe(true);
    if (res.body.canPlayNow) hadSlot.add(p);
    if (!poll) return;
    const s = await statusOf(api, p);
    expect(s.currentPlayers).toBeLessThanOrEqual(MAX);
    expect(s.position).toBeLessThanOrEqual(lastPosition.get(p) ?? Number.POSITIVE_INFINITY);
    lastPosition.set(p, s.position ?? 0);
  };

  // 1. Everyone joins at once; whoever is in keeps heartbeating, as a real client does.
  const started = performance.now();
  const joins = players.map((p, i) =>
    joinOf(via(i), p, () => time.beat.set(p, clock.ms)).then((res) => {
      time.seen.set(p, clock.ms);
      return res;
    }),
  );
  // A failed player ends the run at once (not after the deadline of what the others wait for).
  let failure: unknown;
  const failed = (): false => {
    if (failure) throw failure;
    return false;
  };
  const lives = players.map(async (p, i) => {
    const role = roleOf(i);
    const api = via(i);
    if ((await joins[i])?.status !== 201) return;
    let leaving: number | undefined;
    while (phase !== "over" && !alreadyLeft.has(p)) {
      // 3. Chaos: droppers go silent (a closed tab), leavers leave at a random moment, stayers go on.
      if (phase === "chaos" && role === "dropper") {
        time.released.add(p);
        return;
      }
      if (phase === "chaos" && role === "leaver") {
        leaving ??= chaosFrom + Math.random() * TIMEOUT_MS;
        if (clock.ms >= leaving) {
          if ((await leaveOf(api, p)) === false) {
            // Answered "no session": only right if an earlier copy of this very leave ended it (an
            // HTTP client may send a request again after a reset connection), never a timeout.
            const [row] = await listQueueSessions(first.db.orm, p.userId);
            if (row?.endReason !== "left") throw new Error(await explain(p, "its leave found no session"));
          }
          time.released.add(p);
          return;
        }
      }
      if (clock.ms - time.beat.get(p)! >= HEARTBEAT_MS) await heartbeat(p, api, phase === "chaos");
      else await time.next();
    }
  });
  for (const life of lives)
    life.catch((error) => {
      failure ??= error;
    });

  try {
    const joined = await Promise.all(joins);
    const joinMs = performance.now() - started;
    // A refusal names its code (a 500 once came out of a fresh clone's sqld run at load average 27).
    expect(
      joined.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`),
    ).toEqual([]);
    // First come, first served at join time: nobody has left or timed out yet, so the first MAX
    // joiners got the slots and the rest lined up behind each other.
    const byId = joined.map((r) => r.body).sort((x, y) => x.queueId - y.queueId);
    expect(byId.slice(0, MAX).every((j) => j.canPlayImmediately)).toBe(true);
    expect(byId.slice(MAX).map((j) => j.position)).toEqual(byId.slice(MAX).map((_, i) => i + 1));
    // One consistent snapshot of everyone's status, as the realtime push computes it.
    const snapshot = await queueStatusesFor(
      first.deps,
      players.map((p) => p.userId),
    );
    const afterJoin = players.map((p) => snapshot.get(p.userId)!);
    const { waiting } = expectDenseFifo(afterJoin);
    expect(waiting).toHaveLength(PLAYERS - MAX);

    // 2. A socket on instance A sees the position change a leave on instance B causes.
    if (options.socketCheck) {
      const [a, b] = instances as [TestApi, TestApi];
      const byQueueId = new Map(afterJoin.map((s, i) => [s.queueId, players[i]!]));
      // A leaver in line (it would have left anyway) leaves through the other instance; the player
      // right behind it watches on this one. Roles are by index and join order is random, so find one.
      const playerAt = (i: number) => byQueueId.get(waiting[i]!.queueId)!;
      const aheadIndex = waiting.findIndex(
        (_, i) => i < waiting.length - 1 && roleOf(players.indexOf(playerAt(i))) === "leaver",
      );
      expect(aheadIndex).toBeGreaterThanOrEqual(0);
      const ahead = playerAt(aheadIndex);
      const watcher = playerAt(aheadIndex + 1);
      const watcherPosition = aheadIndex + 2;
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(`${a.url}/queue`, {
        path: "/socket.io/",
        auth: { token: watcher.token },
        transports: ["websocket"],
        reconnection: false,
      });
      const pushes: QueueStatus[] = [];
      socket.on("queue:status", (s) => pushes.push(s));
      const pushed = () => JSON.stringify(pushes);
      await waitFor(
        () => failed() || pushes.some((s) => s.position === watcherPosition),
        () => `the first push: ${pushed()}`,
      );
      alreadyLeft.add(ahead);
      expect(await leaveOf(b, ahead)).not.toBe(false);
      time.released.add(ahead);
      await waitFor(
        () => failed() || pushes.at(-1)?.position === watcherPosition - 1,
        () => `the pushed position one ahead: ${pushed()}`,
      );
      expect(pushes.at(-1)).toMatchObject({
        isInQueue: true,
        canPlayNow: false,
        queueLength: PLAYERS - MAX - 1,
      });
      socket.disconnect();
    }

    // 3. Chaos (the lives above), while the slots are counted in the database. It lasts until every
    // leaver has left and every dropper has been silent for longer than the timeout.
    let maxActiveSeen = 0;
    chaosFrom = clock.ms;
    phase = "chaos";
    const monitor = (async () => {
      while (phase === "chaos") {
        maxActiveSeen = Math.max(maxActiveSeen, (await queueCounts(first.db.orm)).active);
        await Bun.sleep(25);
      }
    })();
    const over = () => {
      failed();
      if (clock.ms < chaosFrom + TIMEOUT_MS) return false;
      for (const [i, p] of players.entries()) {
        const role = roleOf(i);
        if (role === "stayer") continue;
        if (!time.released.has(p)) return false;
        if (role === "dropper" && clock.ms <= time.seen.get(p)! + TIMEOUT_MS) return false;
      }
      return true;
    };
    await waitFor(over, () => `the chaos to end (clock at +${clock.ms - chaosFrom} ms)`, RUN_DEADLINE_MS);
    phase = "over";
    await time.stop();
    await Promise.all(lives);
    await monitor;
    expect(maxActiveSeen).toBeLessThanOrEqual(MAX);
    console.info(
      `queue load (${instances.length} instance(s), ${usingSqld ? "sqld" : "embedded"}): ` +
        `${PLAYERS} joins in ${Math.round(joinMs)} ms, ${heartbeats} heartbeats, ${lostAnswerCount()} answers lost`,
    );
  } finally {
    phase = "over";
    await time.stop();
    await Promise.allSettled(lives);
  }

  // 4. Every dropper's session timed out, every leaver's was left, every stayer is still in line.
  await statusOf(first, players[0]!); // a read settles the queue (no job runs here)
  const snapshot = await queueStatusesFor(
    first.deps,
    players.map((p) => p.userId),
  );
  const final = players.map((p) => snapshot.get(p.userId)!);
  const rows = await listQueueSessions(first.db.orm);
  const rowOf = new Map(
    rows.filter((r) => r.state !== "ended" || r.endReason !== null).map((r) => [r.userId, r]),
  );
  for (const [i, p] of players.entries()) {
    const row = rowOf.get(p.userId);
    const role = roleOf(i);
    if (role === "stayer") expect(final[i]!.isInQueue, `stayer ${i}`).toBe(true);
    else expect(row?.endReason, `${role} ${i}`).toBe(role === "leaver" ? "left" : "timeout");
  }
  const stayers = players.filter((_, i) => roleOf(i) === "stayer").length;
  const { active, waiting: stillWaiting } = expectDenseFifo(final);
  expect(active).toHaveLength(MAX);
  expect(stillWaiting).toHaveLength(stayers - MAX);
  expect((await queueCounts(first.db.orm)).active).toBe(MAX);
  expect(await checkLedgerInvariant(first.db)).toEqual([]);
}

describe("500 players joining, heartbeating, dropping and leaving concurrently", () => {
  it("one API instance", { timeout: RUN_DEADLINE_MS }, async () => {
    const api = await startTestApi(env);
    opened.push(api);
    await run([api], { socketCheck: false });
  });

  it.runIf(redisReachable)(
    "two API instances on one database and Redis, a socket on one seeing the position pushed by the other",
    { timeout: RUN_DEADLINE_MS },
    async () => {
      const a = await startTestApi(env, { realtime: true, redisUrl: REDIS_URL });
      opened.push(a);
      const b = await startTestApi(env, { realtime: true, sharedDbUrl: a.dbUrl, redisUrl: REDIS_URL });
      opened.push(b);
      await run([a, b], { socketCheck: true });
    },
  );

  // Without Redis the instances cannot tell each other's sockets: the database half still holds.
  it.skipIf(redisReachable)(
    "two API instances on one database (no Redis: no socket check)",
    { timeout: RUN_DEADLINE_MS },
    async () => {
      const a = await startTestApi(env, { realtime: true });
      opened.push(a);
      const b = await startTestApi(env, { realtime: true, sharedDbUrl: a.dbUrl });
      opened.push(b);
      await run([a, b], { socketCheck: false });
    },
  );
});

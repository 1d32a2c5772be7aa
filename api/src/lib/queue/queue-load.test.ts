import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { queueSessions } from "@jadeverse/db/schema";
import { eq, sql } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import type { ClientToServerEvents, QueueStatus, ServerToClientEvents } from "../../realtime/events.ts";
import { queueStatusesFor } from "./service.ts";

/**
 * The concurrency test: 500 simulated players joining at once, then heartbeating, dropping
 * (no more heartbeats: a closed tab) and leaving, all concurrently over real HTTP. Never more than
 * `maxPlayers` hold a slot, positions stay dense and first-come-first-served, every abandoned slot is
 * freed. Run on one instance, then on two instances sharing one database (and Redis when reachable),
 * with a socket on one instance receiving the position change a leave on the other caused.
 */
const PLAYERS = 500;
const MAX = 50;
// A sqld server answers each statement of a transaction over HTTP (~2 ms each here), so its write
// throughput is lower: the same players heartbeat less often there, with a longer timeout.
const TIMEOUT_MS = usingSqld ? 20_000 : 5_000;
const HEARTBEAT_MS = usingSqld ? 5_000 : 1_000;

const env = {
  QUEUE_MAX_PLAYERS: String(MAX),
  QUEUE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS),
} as const;

/**
 * The simulated players' HTTP client shares this process with the API, and Bun caps a process's
 * simultaneous outgoing requests (256): with sqld, the API's own requests to the database would wait
 * behind the players' and never get a connection. So at most this many player requests are in flight
 * at once; every player still acts concurrently, in random interleavings.
 */
const IN_FLIGHT = 128;
let inFlight = 0;
const waiters: (() => void)[] = [];
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiters.push(resolve));
  inFlight++;
  try {
    return await fn();
  } finally {
    inFlight--;
    waiters.shift()?.();
  }
}
const call = (api: TestApi, method: string, path: string, token: string, body?: unknown) =>
  limited(() => api.request(method, path, { token, ...(body === undefined ? {} : { body }) }));

const opened: TestApi[] = [];
afterAll(async () => {
  for (const api of opened.reverse()) await api.close();
});

type Role = "leaver" | "dropper" | "stayer";
const roleOf = (i: number): Role => (i % 5 === 0 ? "leaver" : i % 5 === 1 ? "dropper" : "stayer");

async function statusOf(api: TestApi, p: TestPlayer): Promise<QueueStatus> {
  const res = await call(api, "GET", "/api/queue/status", p.token);
  if (res.status !== 200) throw new Error(`status ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

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

const activeInDb = async (api: TestApi) =>
  Number(
    (
      await api.db.orm
        .select({ n: sql<number>`count(*)` })
        .from(queueSessions)
        .where(eq(queueSessions.state, "active"))
    )[0]?.n ?? 0,
  );

async function run(instances: TestApi[], options: { socketCheck: boolean }) {
  const alreadyLeft = new Set<TestPlayer>();
  const [first] = instances as [TestApi];
  const players = await createPlayers(first, PLAYERS);
  const via = (i: number) => instances[i % instances.length]!;
  let phase: "joining" | "chaos" | "over" = "joining";
  const heartbeatMs: number[] = [];
  const lastPosition = new Map<TestPlayer, number>();
  const pause = (until = Number.POSITIVE_INFINITY) =>
    Bun.sleep(Math.max(0, Math.min(HEARTBEAT_MS * (0.8 + Math.random() * 0.4), until - Date.now())));
  const hadSlot = new Set<TestPlayer>();
  /**
   * A heartbeat (a slot once held is never lost while beating) and, when `poll`, the status poll of
   * a waiting client: the position may only move forward, never beyond the slots.
   */
  const heartbeat = async (p: TestPlayer, api: TestApi, poll = false) => {
    const t = performance.now();
    const res = await call(api, "POST", "/api/queue/heartbeat", p.token);
    heartbeatMs.push(performance.now() - t);
    if (alreadyLeft.has(p)) return; // the socket check made it leave while this beat was on its way
    expect(res.status, JSON.stringify(res.body)).toBe(200);
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
  const joins = players.map((p, i) => call(via(i), "POST", "/api/queue/join", p.token, {}));
  let chaosUntil = 0;
  const lives = players.map(async (p, i) => {
    const role = roleOf(i);
    const api = via(i);
    await joins[i];
    while (phase === "joining") {
      await pause();
      if (phase === "joining" && !alreadyLeft.has(p)) await heartbeat(p, api);
    }
    // 3. Chaos: droppers go silent (a closed tab), leavers leave at a random moment, stayers go on.
    if (role === "dropper" || alreadyLeft.has(p) || phase === "over") return;
    const until = role === "leaver" ? Date.now() + Math.random() * TIMEOUT_MS : chaosUntil;
    while (Date.now() < until && phase === "chaos") {
      await heartbeat(p, api, true);
      await pause(until);
    }
    if (role === "leaver") expect((await call(api, "DELETE", "/api/queue/leave", p.token)).status).toBe(200);
  });

  try {
    const joined = await Promise.all(joins);
    const joinMs = performance.now() - started;
    expect(joined.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    // First come, first served at join time: the first MAX joiners got the slots, the rest lined up
    // behind each other.
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
      const waitFor = async (check: () => boolean, what: string) => {
        const deadline = Date.now() + 5_000;
        while (!check()) {
          if (Date.now() > deadline)
            throw new Error(`timed out waiting for ${what}: ${JSON.stringify(pushes)}`);
          await Bun.sleep(10);
        }
      };
      await waitFor(() => pushes.some((s) => s.position === watcherPosition), "the first push");
      alreadyLeft.add(ahead);
      const left = await b.request("DELETE", "/api/queue/leave", { token: ahead.token });
      expect(left.body.ended).toBe(true);
      await waitFor(() => pushes.at(-1)?.position === watcherPosition - 1, "the pushed position one ahead");
      expect(pushes.at(-1)).toMatchObject({
        isInQueue: true,
        canPlayNow: false,
        queueLength: PLAYERS - MAX - 1,
      });
      socket.disconnect();
    }

    // 3. Chaos (the lives above), while the slots are counted in the database.
    let maxActiveSeen = 0;
    chaosUntil = Date.now() + TIMEOUT_MS + 1_200;
    phase = "chaos";
    const monitor = (async () => {
      while (phase === "chaos") {
        maxActiveSeen = Math.max(maxActiveSeen, await activeInDb(first));
        await Bun.sleep(25);
      }
    })();
    await Promise.all(lives);
    phase = "over";
    await monitor;
    expect(maxActiveSeen).toBeLessThanOrEqual(MAX);
    console.info(`${PLAYERS} joins in ${Math.round(joinMs)} ms`);
  } finally {
    phase = "over";
    await Promise.allSettled(lives);
  }

  // 4. Every dropper's session timed out, every leaver's was left, every stayer is still in line.
  await statusOf(first, players[0]!); // a read settles the queue (no job runs here)
  const snapshot = await queueStatusesFor(
    first.deps,
    players.map((p) => p.userId),
  );
  const final = players.map((p) => snapshot.get(p.userId)!);
  const rows = await first.db.orm.select().from(queueSessions);
  const rowOf = new Map(
    rows.filter((r) => r.state !== "ended" || r.endReason !== null).map((r) => [r.userId, r]),
  );
  for (const [i, p] of players.entries()) {
    const row = rowOf.get(p.userId);
    const role = roleOf(i);
    if (role === "stayer") expect(final[i]!.isInQueue).toBe(true);
    else expect(row?.endReason, `${role} ${i}`).toBe(role === "leaver" ? "left" : "timeout");
  }
  const stayers = players.filter((_, i) => roleOf(i) === "stayer").length;
  const { active, waiting: stillWaiting } = expectDenseFifo(final);
  expect(active).toHaveLength(MAX);
  expect(stillWaiting).toHaveLength(stayers - MAX);
  expect(await activeInDb(first)).toBe(MAX);
  expect(await checkLedgerInvariant(first.db)).toEqual([]);

  heartbeatMs.sort((x, y) => x - y);
  const pick = (q: number) => Math.round(heartbeatMs[Math.floor(q * (heartbeatMs.length - 1))]!);
  console.info(
    `queue load (${instances.length} instance(s), ${usingSqld ? "sqld" : "embedded"}): ` +
      `${heartbeatMs.length} heartbeats p50 ${pick(0.5)} ms p99 ${pick(0.99)} ms`,
  );
}

describe("500 players joining, heartbeating, dropping and leaving concurrently", () => {
  it("one API instance", { timeout: 120_000 }, async () => {
    const api = await startTestApi(env);
    opened.push(api);
    await run([api], { socketCheck: false });
  });

  it.runIf(redisReachable)(
    "two API instances on one database and Redis, a socket on one seeing the position pushed by the other",
    { timeout: 120_000 },
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
    {
      timeout: 120_000,
    },
    async () => {
      const a = await startTestApi(env, { realtime: true });
      opened.push(a);
      const b = await startTestApi(env, { realtime: true, sharedDbUrl: a.dbUrl });
      opened.push(b);
      await run([a, b], { socketCheck: false });
    },
  );
});

import { connect as connectTcp } from "node:net";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { queueSessions } from "@jadeverse/db/schema";
import { eq, sql } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import type { ClientToServerEvents, QueueStatus, ServerToClientEvents } from "../../realtime/events.ts";

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
const TIMEOUT_MS = usingSqld ? 8_000 : 3_000;
const HEARTBEAT_MS = usingSqld ? 2_500 : 700;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connectTcp(Number(url.port || 6379), url.hostname);
  socket.once("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.once("error", () => resolve(false));
});

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

async function statusOf(api: TestApi, p: TestPlayer): Promise<QueueStatus> {
  const res = await api.request<QueueStatus>("GET", "/api/queue/status", { token: p.token });
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

  // 1. Everyone joins at once.
  const started = performance.now();
  const joins = await Promise.all(
    players.map((p, i) => via(i).request("POST", "/api/queue/join", { token: p.token, body: {} })),
  );
  const joinMs = performance.now() - started;
  expect(joins.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
  expect(joins.filter((r) => r.body.canPlayImmediately)).toHaveLength(MAX);
  const afterJoin = await Promise.all(players.map((p, i) => statusOf(via(i + 1), p)));
  const { waiting } = expectDenseFifo(afterJoin);
  expect(waiting).toHaveLength(PLAYERS - MAX);

  // 2. A socket on instance A sees the position change a leave on instance B causes.
  if (options.socketCheck) {
    const [a, b] = instances as [TestApi, TestApi];
    const byQueueId = new Map(afterJoin.map((s, i) => [s.queueId, players[i]!]));
    const watcher = byQueueId.get(waiting[9]!.queueId)!; // position 10
    // A leaver ahead of the watcher (it would have left anyway), leaving through the other instance.
    const ahead = waiting
      .slice(0, 9)
      .map((s) => byQueueId.get(s.queueId)!)
      .find((p) => roleOf(players.indexOf(p)) === "leaver")!;
    const aheadPosition = waiting.findIndex((s) => byQueueId.get(s.queueId) === ahead) + 1;
    expect(aheadPosition).toBeLessThan(10);
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(`${a.url}/queue`, {
      path: "/socket.io/",
      auth: { token: watcher.token },
      transports: ["websocket"],
      reconnection: false,
    });
    const pushes: QueueStatus[] = [];
    socket.on("queue:status", (s) => pushes.push(s));
    const waitFor = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 3_000;
      while (!check()) {
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${what}: ${JSON.stringify(pushes)}`);
        await Bun.sleep(10);
      }
    };
    await waitFor(() => pushes.some((s) => s.position === 10), "the first push (position 10)");
    const left = await b.request("DELETE", "/api/queue/leave", { token: ahead.token });
    expect(left.body.ended).toBe(true);
    alreadyLeft.add(ahead);
    await waitFor(() => pushes.at(-1)?.position === 9, "the pushed position 9");
    expect(pushes.at(-1)).toMatchObject({
      isInQueue: true,
      canPlayNow: false,
      queueLength: PLAYERS - MAX - 1,
    });
    socket.disconnect();
  }

  // 3. Chaos: leavers leave at random moments, droppers go silent, stayers heartbeat and watch
  //    their position, which may only move forward. Meanwhile the slots are counted.
  let maxActiveSeen = 0;
  let monitoring = true;
  const monitor = (async () => {
    while (monitoring) {
      maxActiveSeen = Math.max(maxActiveSeen, await activeInDb(first));
      await Bun.sleep(15);
    }
  })();
  const heartbeatMs: number[] = [];
  const chaosUntil = Date.now() + TIMEOUT_MS + 1_200;
  await Promise.all(
    players.map(async (p, i) => {
      const role = roleOf(i);
      const api = via(i);
      if (role === "dropper" || alreadyLeft.has(p)) return;
      // A leaver plays along (heartbeats) until its moment to leave comes.
      const until = role === "leaver" ? Date.now() + Math.random() * TIMEOUT_MS : chaosUntil;
      let lastPosition = Number.POSITIVE_INFINITY;
      while (Date.now() < until) {
        const t = performance.now();
        const res = await api.request("POST", "/api/queue/heartbeat", { token: p.token });
        heartbeatMs.push(performance.now() - t);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const s = res.body.data as QueueStatus;
        expect(s.currentPlayers).toBeLessThanOrEqual(MAX);
        expect(s.position).toBeLessThanOrEqual(lastPosition);
        lastPosition = s.position ?? 0;
        await Bun.sleep(
          Math.min(HEARTBEAT_MS * (0.8 + Math.random() * 0.4), Math.max(0, until - Date.now())),
        );
      }
      if (role === "leaver") {
        const res = await api.request("DELETE", "/api/queue/leave", { token: p.token });
        expect(res.status).toBe(200);
      }
    }),
  );
  monitoring = false;
  await monitor;
  expect(maxActiveSeen).toBeLessThanOrEqual(MAX);

  // 4. Every dropper's session timed out, every leaver's was left, every stayer is still in line.
  const final = await Promise.all(players.map((p, i) => statusOf(via(i), p)));
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
    `queue load (${instances.length} instance(s)): ${PLAYERS} joins in ${Math.round(joinMs)} ms, ` +
      `${heartbeatMs.length} heartbeats p50 ${pick(0.5)} ms p99 ${pick(0.99)} ms`,
  );
}

describe("500 players joining, heartbeating, dropping and leaving concurrently", () => {
  it("one API instance", { timeout: 120_000 }, async () => {
    const api = await startTestApi(env);
    opened.push(api);
    await run([api], { socketCheck: false });
  });

  it(`two API instances on one database${redisReachable ? " and Redis" : ""}, a socket on one seeing a change made on the other`, {
    timeout: 120_000,
  }, async () => {
    const redis = redisReachable ? { redisUrl: REDIS_URL } : {};
    const a = await startTestApi(env, { realtime: true, ...redis });
    opened.push(a);
    const b = await startTestApi(env, { realtime: true, sharedDbUrl: a.dbUrl, ...redis });
    opened.push(b);
    // Without Redis the two instances cannot tell each other: the socket check needs the adapter.
    await run([a, b], { socketCheck: redisReachable });
  });
});

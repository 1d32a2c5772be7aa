import { touchQueueSession } from "@jadeverse/db/queue/sessions";
import { clearQueueSessions, insertQueueSessionRows, listQueueSessions } from "@jadeverse/db/queue/support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createManualClock } from "../../../test/manual-clock.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { JOBS } from "../../jobs.ts";
import { createJobs } from "../../lib/jobs/registry.ts";
import { queueJoinResponse, queueStatusResponse } from "../../lib/openapi/responses/queue.ts";

const TIMEOUT_MS = 2_000;
// The queue's time moves only when a test moves it: heartbeats and timeouts hold whatever the
// machine's speed.
const clock = createManualClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    QUEUE_MAX_PLAYERS: "2",
    QUEUE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS),
    QUEUE_DEFAULT_SESSION_SECONDS: "600",
  });
  api.deps.now = clock.now;
});
afterAll(() => api.close());

const sessionRows = () => listQueueSessions(api.db.orm);
const status = async (p: TestPlayer) => {
  const res = await api.request("GET", "/api/queue/status", { token: p.token });
  expect(res.status).toBe(200);
  return queueStatusResponse.parse(res.body);
};
const join = (p: TestPlayer, body: unknown = { gameType: "JadeVerse" }) =>
  api.request("POST", "/api/queue/join", { token: p.token, body });
const clear = () => api.db.write(clearQueueSessions);

describe("queue routes", () => {
  it("every route needs a session (401), and nothing is written", async () => {
    for (const [method, path] of [
      ["GET", "/api/queue/status"],
      ["POST", "/api/queue/join"],
      ["DELETE", "/api/queue/leave"],
      ["POST", "/api/queue/heartbeat"],
      ["POST", "/api/queue/end-game-session"],
      ["GET", "/api/queue/validate-session"],
    ] as const) {
      const res = await api.request(method, path, { body: method === "POST" ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
    expect(await sessionRows()).toEqual([]);
  });

  it("only demo or beta players may join (403 PLAY_NOT_ALLOWED); a bad gameType is a 400; neither writes", async () => {
    const [plain] = await createPlayers(api, 1, {});
    const refused = await join(plain!);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PLAY_NOT_ALLOWED");
    const [beta] = await createPlayers(api, 1, { hasBetaAccess: true });
    const invalid = await join(beta!, { gameType: "Tetris" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe("VALIDATION_ERROR");
    expect(await sessionRows()).toEqual([]);
    const [demo] = await createPlayers(api, 1, { isDemo: true });
    // No body at all: the spec's default game.
    const demoJoin = await api.request("POST", "/api/queue/join", { token: demo!.token });
    expect(demoJoin.status).toBe(201);
    expect((await sessionRows())[0]?.gameType).toBe("JadeVerse");
    await clear();
  });

  it("fills the slots, then queues first come first served; a free slot goes to the first in line", async () => {
    const [a, b, c, d] = (await createPlayers(api, 4)) as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    const outsider = await status(a);
    expect(outsider).toMatchObject({ isInQueue: false, queueId: null, position: null, canPlayNow: false });

    const ja = queueJoinResponse.parse((await join(a)).body);
    expect(ja).toMatchObject({ canPlayImmediately: true, position: 0, currentPlayers: 1, maxPlayers: 2 });
    expect(ja.data.canPlayNow).toBe(true);
    expect((await join(b)).body.canPlayImmediately).toBe(true);
    const jc = queueJoinResponse.parse((await join(c)).body);
    expect(jc).toMatchObject({ canPlayImmediately: false, position: 1, currentPlayers: 2, queueLength: 1 });
    // No sessions measured yet: the configured 600 s, two slots → one frees every 300 s on average.
    expect(jc.estimatedWaitTime).toBe(300);
    const jd = queueJoinResponse.parse((await join(d)).body);
    expect(jd).toMatchObject({ position: 2, queueLength: 2, estimatedWaitTime: 600 });

    const again = await join(a);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_PLAYING");
    const waitingAgain = await join(c);
    expect(waitingAgain.body.error.code).toBe("ALREADY_PLAYING");

    const valid = (p: TestPlayer) => api.request("GET", "/api/queue/validate-session", { token: p.token });
    expect((await valid(a)).body).toEqual({ success: true, data: { hasActiveSession: true } });
    expect((await valid(c)).body).toEqual({ success: true, data: { hasActiveSession: false } });

    const left = await api.request("DELETE", "/api/queue/leave", { token: a.token });
    expect(left.body).toEqual({ success: true, ended: true, message: "Left queue successfully" });
    expect(await status(c)).toMatchObject({
      isInQueue: true,
      canPlayNow: true,
      position: 0,
      estimatedWaitTime: 0,
    });
    expect(await status(d)).toMatchObject({
      canPlayNow: false,
      position: 1,
      queueLength: 1,
      currentPlayers: 2,
    });
    expect(await status(a)).toMatchObject({ isInQueue: false, queueLength: 1 });

    const leftAgain = await api.request("DELETE", "/api/queue/leave", { token: a.token });
    expect(leftAgain.body.ended).toBe(false);
    await clear();
  });

  it("end-game-session sent at unload (keepalive: cookie, no JSON body) frees the slot; a foreign page cannot", async () => {
    const [a, b] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
    const [c] = (await createPlayers(api, 1)) as [TestPlayer];
    await join(a);
    await join(b);
    await join(c);
    const unload = (origin: string) =>
      api.request("POST", "/api/queue/end-game-session", {
        raw: "",
        headers: { cookie: `access_token=${a.token}`, origin, "content-type": "text/plain;charset=UTF-8" },
      });
    const foreign = await unload("https://evil.example");
    expect(foreign.status).toBe(403);
    expect((await status(c)).canPlayNow).toBe(false);
    const ours = await unload(new URL(api.deps.env.PUBLIC_URL).origin);
    expect(ours.status).toBe(200);
    expect(ours.body.ended).toBe(true);
    expect((await status(c)).canPlayNow).toBe(true);
    const [row] = await listQueueSessions(api.db.orm, a.userId);
    expect(row).toMatchObject({ state: "ended", endReason: "ended" });
    await clear();
  });

  it("a player who stops sending heartbeats (closed tab) loses the slot to the next in line", async () => {
    const [gone, stays, waiting] = (await createPlayers(api, 3)) as [TestPlayer, TestPlayer, TestPlayer];
    await join(gone);
    await join(stays);
    await join(waiting);
    // Five heartbeats a quarter of the timeout apart: `gone` has then been silent for 1.25 timeouts.
    for (let beat = 0; beat < 5; beat++) {
      clock.advance(TIMEOUT_MS / 4);
      for (const p of [stays, waiting])
        expect((await api.request("POST", "/api/queue/heartbeat", { token: p.token })).status).toBe(200);
    }
    // No job has run: the read itself settles the queue.
    expect(await status(waiting)).toMatchObject({ canPlayNow: true, currentPlayers: 2, queueLength: 0 });
    expect(await status(gone)).toMatchObject({ isInQueue: false });
    const alive = await api.request("POST", "/api/queue/heartbeat", { token: waiting.token });
    expect(alive.body).toEqual({ success: true, queueId: expect.any(Number), canPlayNow: true });
    const beat = await api.request("POST", "/api/queue/heartbeat", { token: gone.token });
    expect(beat.status).toBe(404);
    expect(beat.body.error.code).toBe("NO_ACTIVE_SESSION");
    const [row] = await listQueueSessions(api.db.orm, gone.userId);
    expect(row?.endReason).toBe("timeout");
    await clear();
  });

  it("estimates the wait from measured session lengths (median of recent sessions)", async () => {
    const players = await createPlayers(api, 5);
    const t = clock.ms - 3_600_000;
    await api.db.write((tx) =>
      insertQueueSessionRows(
        tx,
        [100, 120, 400].map((seconds, i) => ({
          userId: players[i]!.userId,
          gameType: "JadeVerse",
          state: "ended" as const,
          joinedAt: new Date(t),
          activatedAt: new Date(t),
          lastHeartbeatAt: new Date(t + seconds * 1000),
          endedAt: new Date(t + seconds * 1000),
          endReason: "ended" as const,
        })),
      ),
    );
    await join(players[3]!);
    await join(players[4]!);
    // Full: a joiner now would be first in line; median 120 s over two slots → 60 s.
    expect((await status(players[0]!)).estimatedWaitTime).toBe(60);
    await clear();
  });

  it("20 parallel joins of one player: one 201, nineteen 409 ALREADY_PLAYING, never a 500", async () => {
    const [p] = (await createPlayers(api, 1)) as [TestPlayer];
    const results = await Promise.all(Array.from({ length: 20 }, () => join(p)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error.code).toBe("ALREADY_PLAYING");
    expect(await sessionRows()).toHaveLength(1);
    await clear();
  });

  it("the queue-expiry job ends silent sessions and hands their slots on without any read", async () => {
    const [gone, stays, next] = (await createPlayers(api, 3)) as [TestPlayer, TestPlayer, TestPlayer];
    for (const p of [gone, stays, next]) await join(p);
    // `stays` and `next` keep their sessions alive (written straight to the database, so no API read
    // settles the queue before the job does); `gone` is silent.
    const rules = { maxPlayers: 2, heartbeatTimeoutMs: TIMEOUT_MS };
    for (const wait of [TIMEOUT_MS / 2, TIMEOUT_MS / 2 + 100]) {
      clock.advance(wait);
      for (const p of [stays, next])
        expect(await api.db.write((tx) => touchQueueSession(tx, p.userId, clock.now(), rules))).toBeDefined();
    }
    const jobs = createJobs(
      api.deps,
      JOBS.filter((j) => j.name === "queue-expiry"),
    );
    const ran = await jobs.tick("queue-expiry");
    await jobs.stop();
    expect(ran).toMatchObject({ status: "ran", result: { expired: 1, promoted: 1 } });
    const rows = await sessionRows();
    expect(rows.find((r) => r.userId === gone.userId)).toMatchObject({
      state: "ended",
      endReason: "timeout",
    });
    expect(rows.find((r) => r.userId === next.userId)?.state).toBe("active");
    await clear();
  });
});

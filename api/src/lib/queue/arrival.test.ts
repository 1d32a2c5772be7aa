import { listQueueSessions } from "@jadeverse/db/queue/support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createManualClock } from "../../../test/manual-clock.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { sweepQueue } from "./service.ts";

/**
 * A slow server must not end a live session: a heartbeat counts from when it reached the API, not
 * from when the database got round to writing it. The database's writer is held busy (as a backlog
 * of writes would) while the queue's clock moves past the timeout; what arrived in time still counts.
 */
const TIMEOUT_MS = 10_000;
const clock = createManualClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ QUEUE_MAX_PLAYERS: "1", QUEUE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS) });
  api.deps.now = clock.now;
});
afterAll(() => api.close());

const heartbeat = (p: TestPlayer) => api.request("POST", "/api/queue/heartbeat", { token: p.token });
const status = (p: TestPlayer) => api.request("GET", "/api/queue/status", { token: p.token });

/** Holds the database's writer (every write after this one waits) until `release` is called. */
function holdWriter() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = api.db.write(() => gate);
  return async () => {
    release();
    await held;
  };
}

/** Sends requests and waits until each has read the queue's clock (taken its arrival time). */
async function arrive<T>(count: number, send: () => Promise<T>[]): Promise<Promise<T>[]> {
  const before = clock.reads;
  const sent = send();
  await clock.readAfter(before + count - 1);
  return sent;
}

describe("a heartbeat counts from when it arrived", () => {
  it("arrived within the timeout, written after it: the session lives, and writes that came later do not end it", async () => {
    const [playing, waiting, leaver] = (await createPlayers(api, 3)) as [TestPlayer, TestPlayer, TestPlayer];
    for (const p of [playing, waiting, leaver])
      expect((await api.request("POST", "/api/queue/join", { token: p.token })).status).toBe(201);
    const joinedAt = clock.ms;

    const release = holdWriter();
    clock.advance(TIMEOUT_MS * 0.9);
    const beats = await arrive(2, () => [heartbeat(playing), heartbeat(waiting)]);
    // Past the timeout of the heartbeats written so far (the joins): only the two waiting behind the
    // writer keep the sessions alive. Three writes arrive now: a leave, a status read that finds the
    // queue unsettled, and the expiry job.
    clock.advance(TIMEOUT_MS * 0.6);
    const later = await arrive(2, () => [
      api.request("DELETE", "/api/queue/leave", { token: leaver.token }),
      status(waiting),
    ]);
    const sweep = sweepQueue(api.deps);
    await release();

    for (const beat of await Promise.all(beats)) expect(beat.status, JSON.stringify(beat.body)).toBe(200);
    const [left, read] = await Promise.all(later);
    expect(left?.status).toBe(200);
    expect(read?.status).toBe(200);
    // The leaver was silent for longer than the timeout: whichever of its leave, the status read's
    // settling and the expiry job reaches the writer first ends its session (left, or timed out), once;
    // none ends a live one. (Which is first is up to the database: on sqld the leave reads before it
    // writes, and the status read may settle the queue before the job does.)
    const swept = await sweep;
    if (left?.body.ended) expect(swept.expired).toBe(0);
    else expect(swept.expired).toBeLessThanOrEqual(1);
    const [leaverRow] = await listQueueSessions(api.db.orm, leaver.userId);
    expect(leaverRow).toMatchObject({ state: "ended", endReason: left?.body.ended ? "left" : "timeout" });
    expect((await status(playing)).body).toMatchObject({ isInQueue: true, canPlayNow: true });
    expect((await status(waiting)).body).toMatchObject({ isInQueue: true, canPlayNow: false, position: 1 });
    const rows = await listQueueSessions(api.db.orm);
    for (const p of [playing, waiting])
      expect(rows.find((r) => r.userId === p.userId)).toMatchObject({
        state: p === playing ? "active" : "waiting",
        lastHeartbeatAt: new Date(joinedAt + TIMEOUT_MS * 0.9),
      });

    // The rule itself is unchanged: a heartbeat exactly one timeout after the last still counts, one
    // past it ends the session, and its slot goes to the next in line.
    const lastBeat = joinedAt + TIMEOUT_MS * 0.9;
    clock.advanceTo(lastBeat + TIMEOUT_MS);
    expect((await heartbeat(waiting)).status).toBe(200);
    clock.advance(1);
    const late = await heartbeat(playing);
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe("NO_ACTIVE_SESSION");
    expect((await status(waiting)).body).toMatchObject({ isInQueue: true, canPlayNow: true });
    const [ended] = await listQueueSessions(api.db.orm, playing.userId);
    expect(ended).toMatchObject({ state: "ended", endReason: "timeout", endedAt: new Date(lastBeat) });
  });
});

/**
 * The simulated queue players' HTTP client for the queue load test: a cap on requests in flight, and
 * answers lost to a closed connection asked for again as a real client would.
 */
import { expect } from "vitest";
import type { QueueStatus } from "../../src/realtime/events.ts";
import type { TestApi } from "../harness.ts";
import type { TestPlayer } from "../players.ts";

/**
 * The simulated players' HTTP client shares this process with the API, and Bun caps a process's
 * simultaneous outgoing requests (256): with sqld, the API's own requests to the database would wait
 * behind the players' and never get a connection. So at most this many player requests are in flight
 * at once; every player still acts concurrently, in random interleavings. Few enough that a request
 * rarely waits behind the serial writer for long; when one does, see `lostAnswer`.
 */
const IN_FLIGHT = 32;
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
/** A request of a player; `sent` is told the moment it leaves (after waiting for a free connection). */
export const call = (
  api: TestApi,
  method: string,
  path: string,
  token: string,
  options: { body?: unknown; sent?: () => void } = {},
) =>
  limited(() => {
    options.sent?.();
    return api.request(method, path, {
      token,
      ...(options.body === undefined ? {} : { body: options.body }),
    });
  });

/**
 * Bun.serve closes a connection that has waited longer than its idle timeout (10 s) for an answer, as
 * a request queued behind the serial writer of a slow database on a loaded machine can. The request
 * itself still runs (a queue write counts from its arrival); only the answer is lost, and the client
 * asks again, as a real one does on its next beat.
 */
let lostAnswers = 0;
/** How many answers were lost so far (printed with the run). */
export const lostAnswerCount = () => lostAnswers;

export function lostAnswer(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown; code?: unknown };
  const lost = /ECONNRESET|ECONNREFUSED|socket connection was closed/i.test(
    `${String(e?.code)} ${String(e?.name)} ${String(e?.message)}`,
  );
  if (lost) lostAnswers++;
  return lost;
}

export async function statusOf(api: TestApi, p: TestPlayer): Promise<QueueStatus> {
  for (;;) {
    try {
      const res = await call(api, "GET", "/api/queue/status", p.token);
      if (res.status !== 200) throw new Error(`status ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    } catch (error) {
      if (!lostAnswer(error)) throw error;
    }
  }
}

/**
 * Joins; if the answer is lost, asks again through the same instance (its writes run in order): a
 * 409 ALREADY_PLAYING then says the first join was written, and the status has its place (nobody
 * leaves or times out while everyone joins, so the place is the one the join had).
 */
export async function joinOf(api: TestApi, p: TestPlayer, sent: () => void) {
  try {
    return await call(api, "POST", "/api/queue/join", p.token, { body: {}, sent });
  } catch (error) {
    if (!lostAnswer(error)) throw error;
  }
  const again = await call(api, "POST", "/api/queue/join", p.token, { body: {} });
  if (again.status !== 409) return again;
  const s = await statusOf(api, p);
  return {
    status: 201,
    body: { queueId: s.queueId, position: s.position, canPlayImmediately: s.canPlayNow },
  };
}

/**
 * Leaves; if the answer is lost, leaves again through the same instance (after the first, in order).
 * Whether the player was still in the game when it left (undefined when that answer was lost).
 */
export async function leaveOf(api: TestApi, p: TestPlayer): Promise<boolean | undefined> {
  try {
    return (await call(api, "DELETE", "/api/queue/leave", p.token)).body.ended;
  } catch (error) {
    if (!lostAnswer(error)) throw error;
  }
  expect((await call(api, "DELETE", "/api/queue/leave", p.token)).status).toBe(200);
  return undefined;
}

import type { Db, Tx } from "@jadeverse/db/client";
import { crashBatchRequests, crashBatchSeconds } from "../../observability/metrics.ts";

/** How one request of a batch ended: its answer, or the error it is refused with. */
export type Outcome<A> = { answer: A } | { error: unknown };

/**
 * Group commit (docs/crash.md "Settling in sets"): requests wait while the batch before them commits,
 * and every request that arrived meanwhile goes into the next write transaction together, where
 * `settle` handles them as one set and answers each. An idle queue takes a lone request at once (after
 * the current turn of the event loop), so batching adds no wait; a crowd costs one transaction per
 * batch instead of one per request. Each request is answered when its batch commits; a batch that
 * fails as a whole (a database error) fails every request in it. At most `max` requests a batch. Each
 * batch's size and its transaction's time are observed under `queue`'s name (/metrics).
 */
export function groupCommit<R, A>(
  db: Db,
  queue: "bets" | "settlements",
  max: number,
  settle: (tx: Tx, batch: readonly R[]) => Promise<Outcome<A>[]>,
): (request: R) => Promise<A> {
  type Waiting = { request: R; resolve(answer: A): void; reject(error: unknown): void };
  let waiting: Waiting[] = [];
  let draining = false;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(max);
      const started = performance.now();
      try {
        const outcomes = await db.write((tx) =>
          settle(
            tx,
            batch.map((w) => w.request),
          ),
        );
        crashBatchSeconds.observe({ queue }, (performance.now() - started) / 1000);
        crashBatchRequests.observe({ queue }, batch.length);
        for (const [i, outcome] of outcomes.entries()) {
          if ("answer" in outcome) batch[i]!.resolve(outcome.answer);
          else batch[i]!.reject(outcome.error);
        }
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    draining = false;
  };
  return (request) =>
    new Promise<A>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}

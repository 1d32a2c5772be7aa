/**
 * Crash's group commits as an API instance measures them (`jadeverse_crash_batch_seconds` and
 * `jadeverse_crash_batch_requests` by queue, api/src/lib/games/crash/group-commit.ts): how many batches
 * each queue committed, how many requests they held and how long their transactions took. Scraped
 * around a round, they say where a settlement's wait went: in fewer, longer transactions or in many.
 */
import { seriesValue } from "./db-statements.ts";

export interface BatchTally {
  batches: number;
  requests: number;
  seconds: number;
}
export type CrashBatches = Record<"bets" | "settlements", BatchTally>;

/** Both queues' tallies in a Prometheus text exposition (zeros before a batch). */
export function parseCrashBatches(exposition: string): CrashBatches {
  const tally = (queue: string): BatchTally => ({
    batches: seriesValue(exposition, "jadeverse_crash_batch_requests_count", [`queue="${queue}"`]),
    requests: seriesValue(exposition, "jadeverse_crash_batch_requests_sum", [`queue="${queue}"`]),
    seconds: seriesValue(exposition, "jadeverse_crash_batch_seconds_sum", [`queue="${queue}"`]),
  });
  return { bets: tally("bets"), settlements: tally("settlements") };
}

/** What committed between two scrapes. */
export function batchesBetween(before: CrashBatches, after: CrashBatches): CrashBatches {
  const minus = (a: BatchTally, b: BatchTally): BatchTally => ({
    batches: a.batches - b.batches,
    requests: a.requests - b.requests,
    seconds: a.seconds - b.seconds,
  });
  return { bets: minus(after.bets, before.bets), settlements: minus(after.settlements, before.settlements) };
}

/** "bets 41 batches (mean 244 requests, 180.3 ms); settlements 96 (mean 104, 210.5 ms)". */
export function describeCrashBatches(b: CrashBatches): string {
  const one = (t: BatchTally) =>
    t.batches === 0
      ? "none"
      : `${t.batches} (mean ${Math.round(t.requests / t.batches)} requests, ${((t.seconds / t.batches) * 1000).toFixed(1)} ms)`;
  return `bets ${one(b.bets)}; settlements ${one(b.settlements)}`;
}

/**
 * The automatic cash-outs' credit lag as the API measures it at each commit, from its own Prometheus
 * histogram (`jadeverse_crash_settle_lag_seconds{kind="auto"}`, api/src/lib/observability/crash.ts:
 * the commit instant minus the instant the multiplier reached the target). bench:crash's own figure
 * reads each bet's `settled_at`, the instant its set began; this one ends at the commit, so it holds
 * the set's own time too. Its buckets include the budgets' 250 and 500 ms: the share of credits
 * committed within a budget is exact, and a p99 within it is a share of at least 99 %.
 */
export interface CommittedLag {
  /** Automatic cash-outs credited. */
  count: number;
  /** Of them, committed within 250 ms and within 500 ms of their target. */
  within250: number;
  within500: number;
}

import { seriesValue } from "./db-statements.ts";

const SERIES = "jadeverse_crash_settle_lag_seconds";

/** The histogram's automatic series in a Prometheus text exposition (zeros before any credit). */
export function parseCommittedLag(exposition: string): CommittedLag {
  const auto = 'kind="auto"';
  return {
    count: seriesValue(exposition, `${SERIES}_count`, [auto]),
    within250: seriesValue(exposition, `${SERIES}_bucket`, [auto, 'le="0.25"']),
    within500: seriesValue(exposition, `${SERIES}_bucket`, [auto, 'le="0.5"']),
  };
}

/** The credits between two scrapes. */
export function lagBetween(before: CommittedLag, after: CommittedLag): CommittedLag {
  return {
    count: after.count - before.count,
    within250: after.within250 - before.within250,
    within500: after.within500 - before.within500,
  };
}

/** The instances' credits together. */
export function lagOfAll(lags: readonly CommittedLag[]): CommittedLag {
  return lags.reduce(
    (sum, l) => ({
      count: sum.count + l.count,
      within250: sum.within250 + l.within250,
      within500: sum.within500 + l.within500,
    }),
    { count: 0, within250: 0, within500: 0 },
  );
}

/** The share committed within `ms` (250 or 500), in percent; null without a credit. */
export function shareWithin(lag: CommittedLag, ms: 250 | 500): number | null {
  if (lag.count === 0) return null;
  return (100 * (ms === 250 ? lag.within250 : lag.within500)) / lag.count;
}

/** "98.7 % within 250 ms, 99.9 % within 500 ms (n 10,000)". */
export function describeCommittedLag(lag: CommittedLag): string {
  if (lag.count === 0) return "none";
  const pct = (ms: 250 | 500) => `${shareWithin(lag, ms)!.toFixed(1)} % within ${ms} ms`;
  return `${pct(250)}, ${pct(500)} (n ${lag.count.toLocaleString("en-US")})`;
}

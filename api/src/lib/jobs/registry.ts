import type { Deps } from "../../context.ts";
import { pruneExpiredDemoCopies } from "../accounts/demo-copies.ts";
import { CRASH_ROUNDS_JOB } from "../games/crash/job.ts";
import { watchEvmPayments } from "../payments/evm/watcher.ts";
import { watchSolanaPayments } from "../payments/solana/watcher.ts";
import { watchWertPayments } from "../payments/wert/watcher.ts";
import { sweepQueue } from "../queue/service.ts";
import { pruneExpired } from "./prune.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner.ts";

const MINUTE = 60_000;

/** A periodic task of the platform: what it returns (e.g. a count of deleted rows) is logged. */
export type JobTask = (deps: Deps, signal: AbortSignal) => Promise<unknown>;

export interface JobDefinition {
  name: string;
  /** Minimum time between two runs, across every API instance (or read from the configuration). */
  everyMs: number | ((deps: Deps) => number);
  /** See `Job.leaseMs` (default 5 minutes). */
  leaseMs?: number;
  task: JobTask;
}

/**
 * Every periodic job the API runs. Registering another is one line here; each runs once per
 * interval whatever the number of instances (leases in `job_leases`).
 */
export const JOBS: JobDefinition[] = [
  { name: "prune-expired", everyMs: 15 * MINUTE, task: (deps, signal) => pruneExpired(deps, { signal }) },
  { name: "expired-demo-copies", everyMs: 5 * MINUTE, task: (deps) => pruneExpiredDemoCopies(deps) },
  // Ends queue sessions without heartbeat and hands their slots on; reads settle lazily too.
  {
    name: "queue-expiry",
    everyMs: (deps) => deps.env.QUEUE_SWEEP_INTERVAL_MS,
    task: (deps) => sweepQueue(deps),
  },
  // Verifies EVM payments on their chains, credits them once, fails or expires the rest.
  { name: "evm-payments", everyMs: 5_000, leaseMs: 60_000, task: (deps) => watchEvmPayments(deps) },
  { name: "solana-payments", everyMs: 5_000, leaseMs: 60_000, task: (deps) => watchSolanaPayments(deps) },
  // Settles Wert card payments from Wert's Data API (webhooks only hurry it): credits once, expires.
  { name: "wert-payments", everyMs: 5_000, leaseMs: 120_000, task: (deps) => watchWertPayments(deps) },
  CRASH_ROUNDS_JOB, // the shared crash rounds: one driver across instances (lib/games/crash/job.ts)
];

/** Builds the runner for these jobs (not started), for `index.ts` and tests. */
export function createJobs(
  deps: Deps,
  jobs: JobDefinition[] = JOBS,
  options: Omit<JobRunnerOptions, "db" | "logger"> = {},
): JobRunner {
  const runner = createJobRunner({
    db: deps.db,
    logger: deps.logger.child({ component: "jobs" }),
    ...options,
  });
  for (const job of jobs)
    runner.register({
      name: job.name,
      everyMs: typeof job.everyMs === "function" ? job.everyMs(deps) : job.everyMs,
      ...(job.leaseMs === undefined ? {} : { leaseMs: job.leaseMs }),
      run: (signal) => job.task(deps, signal),
    });
  return runner;
}

/** Starts every job in this process; stop it in the shutdown with `await jobs.stop()`. */
export function startJobs(deps: Deps, options: Omit<JobRunnerOptions, "db" | "logger"> = {}): JobRunner {
  const runner = createJobs(deps, JOBS, options);
  runner.start();
  return runner;
}

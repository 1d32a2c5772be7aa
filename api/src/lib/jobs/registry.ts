import type { Deps } from "../../context.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner.ts";

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
 * Builds the runner for these jobs (not started), for `index.ts` and tests. The jobs are the caller's:
 * the API's list is the composition root's (`api/src/jobs.ts`), so this runner depends on no job.
 */
export function createJobs(
  deps: Deps,
  jobs: readonly JobDefinition[],
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

/** Starts these jobs in this process; stop them in the shutdown with `await jobs.stop()`. */
export function startJobs(
  deps: Deps,
  jobs: readonly JobDefinition[],
  options: Omit<JobRunnerOptions, "db" | "logger"> = {},
): JobRunner {
  const runner = createJobs(deps, jobs, options);
  runner.start();
  return runner;
}

import { hostname } from "node:os";
import type { Db } from "@jadeverse/db/client";
import { acquireLease, releaseLease, renewLease } from "@jadeverse/db/jobs/leases";
import { sleep } from "@jadeverse/db/sleep";
import { randomToken } from "../crypto.ts";
import { type Logger, redactText, serializeError } from "../logger.ts";
import { jobLastSuccess, jobRuns } from "../observability/metrics.ts";

export interface Job {
  /** Unique name: the `job_leases` primary key. */
  name: string;
  /** Minimum time between two starts of this job, across every instance sharing the database. */
  everyMs: number;
  /**
   * How long a run may go without renewing its lease before another instance takes over (the lease
   * is renewed every third of it while the run is alive). Default: 5 minutes.
   */
  leaseMs?: number;
  /** The work. `signal` aborts on shutdown or when the lease was lost; what it returns is logged. */
  run(signal: AbortSignal): Promise<unknown>;
}

export type TickResult =
  | { status: "ran"; result: unknown; ms: number }
  | { status: "failed"; error: string; ms: number }
  /** Another holder has the lease, the job is not due yet, or this runner is already running it. */
  | { status: "skipped" }
  /** The lease could not even be asked for (database unreachable); logged, retried next tick. */
  | { status: "unavailable" }
  | { status: "stopped" };

export interface JobRunner {
  /** Identifies this runner in `job_leases.holder`. */
  readonly holder: string;
  register(job: Job): void;
  /** Starts every registered job's loop (idempotent). */
  start(): void;
  /** One attempt at a job now: takes the lease if free and due, runs, records, releases. Never throws. */
  tick(name: string): Promise<TickResult>;
  /** Stops the loops, aborts running jobs and waits (bounded) for them to record and release. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  holder?: string;
  /** How often each job asks whether it is due (at most its `everyMs`). Default: 30 s. */
  pollMs?: number;
  /** Delay before the first attempt after `start()`. Default: 5 s (boot is not slowed by jobs). */
  startDelayMs?: number;
  /** Clock (tests). */
  now?: () => Date;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 1_000;

/** ±10 % so several instances started together do not ask in lockstep. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

/**
 * Runs periodic jobs in process on leased rows (docs/architecture.md §2): with several API instances on one
 * database, each run happens once. A job's failure is recorded in `job_leases.last_error` and logged;
 * nothing a job or the database does is thrown into the process.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const holder = options.holder ?? `${hostname()}/${process.pid}/${randomToken(6)}`;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 30_000;
  const startDelayMs = options.startDelayMs ?? 5_000;
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<TickResult>>();
  const lifetime = new AbortController();
  const loops: Promise<void>[] = [];
  let started = false;

  async function runLeased(job: Job, startedAt: Date): Promise<TickResult> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const abort = new AbortController();
    const onStop = () => abort.abort(new Error("the job runner is stopping"));
    lifetime.signal.addEventListener("abort", onStop, { once: true });
    const heartbeat = setInterval(
      () => {
        renewLease(db, job.name, holder, new Date(now().getTime() + leaseMs)).then(
          (held) => {
            if (held) return;
            logger.warn("job lease lost; aborting the run", { job: job.name, holder });
            abort.abort(new Error("the job's lease was lost"));
          },
          (error: unknown) =>
            logger.warn("job lease renewal failed", { job: job.name, error: serializeError(error) }),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    const t0 = performance.now();
    let outcome: TickResult;
    try {
      const result = await job.run(abort.signal);
      outcome = { status: "ran", result, ms: Math.round(performance.now() - t0) };
    } catch (error) {
      const safe = serializeError(error);
      outcome = {
        status: "failed",
        error: redactText(`${safe.name}: ${safe.message}`).slice(0, MAX_ERROR_LENGTH),
        ms: Math.round(performance.now() - t0),
      };
      logger.error("job failed", { job: job.name, ms: outcome.ms, error: safe });
    } finally {
      clearInterval(heartbeat);
      lifetime.signal.removeEventListener("abort", onStop);
    }
    const error = outcome.status === "failed" ? outcome.error : null;
    const released = await releaseLease(db, { name: job.name, holder, startedAt, error }).catch(
      (releaseError: unknown) => {
        // The lease expires by itself; the run is then repeated by whoever takes it next.
        logger.warn("job lease release failed", { job: job.name, error: serializeError(releaseError) });
        return true;
      },
    );
    if (!released) logger.warn("job finished after its lease was taken over", { job: job.name });
    jobRuns.inc({ job: job.name, outcome: outcome.status === "ran" ? "ok" : "failed" });
    if (outcome.status === "ran") jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
    if (outcome.status === "ran") {
      const fields = { job: job.name, ms: outcome.ms, result: outcome.result };
      if (isQuiet(outcome.result)) logger.debug("job ran", fields);
      else logger.info("job ran", fields);
    }
    return outcome;
  }

  async function attempt(job: Job): Promise<TickResult> {
    if (lifetime.signal.aborted) return { status: "stopped" };
    const startedAt = now();
    let leased: boolean;
    try {
      leased = await acquireLease(db, {
        name: job.name,
        holder,
        now: startedAt,
        leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
        everyMs: job.everyMs,
      });
    } catch (error) {
      logger.warn("job lease unavailable", { job: job.name, error: serializeError(error) });
      return { status: "unavailable" };
    }
    if (!leased) return { status: "skipped" };
    return runLeased(job, startedAt);
  }

  function tick(name: string): Promise<TickResult> {
    const job = jobs.get(name);
    if (!job) return Promise.resolve({ status: "skipped" });
    // One run of a job at a time in this runner, whoever asks (its loop or a test).
    if (running.has(name)) return Promise.resolve({ status: "skipped" });
    const run = attempt(job)
      .catch((error: unknown): TickResult => {
        logger.error("job runner fault", { job: name, error: serializeError(error) });
        return { status: "unavailable" };
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  async function loop(job: Job): Promise<void> {
    const signal = lifetime.signal;
    await sleep(jitter(startDelayMs), signal);
    while (!signal.aborted) {
      await tick(job.name);
      await sleep(jitter(Math.min(job.everyMs, pollMs)), signal);
    }
  }

  return {
    holder,
    register(job) {
      if (jobs.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
      if (!(job.everyMs > 0)) throw new Error(`job "${job.name}" needs a positive everyMs`);
      jobs.set(job.name, job);
      if (started) loops.push(loop(job));
    },
    start() {
      if (started || lifetime.signal.aborted) return;
      started = true;
      for (const job of jobs.values()) loops.push(loop(job));
      logger.info("job runner started", { holder, jobs: [...jobs.keys()] });
    },
    tick,
    async stop(timeoutMs = 10_000) {
      if (lifetime.signal.aborted) return;
      lifetime.abort();
      const timer = new AbortController();
      const settled = Promise.allSettled([...loops, ...running.values()]).then(() => true);
      const done = await Promise.race([settled, sleep(timeoutMs, timer.signal).then(() => false)]);
      timer.abort();
      if (!done) logger.warn("job runner: stop timed out; leases will expire by themselves", { timeoutMs });
      else if (started) logger.info("job runner stopped", { holder });
    },
  };
}

/** Nothing worth an info line: no result, zero, or an object of zero counts. */
function isQuiet(result: unknown): boolean {
  if (result === undefined || result === null || result === 0) return true;
  if (typeof result === "object")
    return Object.values(result as Record<string, unknown>).every((v) => v === 0 || v === undefined);
  return false;
}

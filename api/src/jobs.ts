import { pruneExpiredDemoCopies } from "./lib/accounts/demo-copies.ts";
import { remindOfBonus } from "./lib/daily-bonus/reminders.ts";
import { CRASH_ROUNDS_JOB } from "./lib/games/crash/job.ts";
import { pruneExpired } from "./lib/jobs/prune.ts";
import type { JobDefinition } from "./lib/jobs/registry.ts";
import { stopReplacedAtRails } from "./lib/passes/rail-stops.ts";
import { watchEvmPayments } from "./lib/payments/evm/watcher.ts";
import { watchSolanaPayments } from "./lib/payments/solana/watcher.ts";
import { watchWertPayments } from "./lib/payments/wert/watcher.ts";
import { sweepQueue } from "./lib/queue/service.ts";
import { runRacePayout } from "./lib/races/payout-job.ts";

const MINUTE = 60_000;

/**
 * Every periodic job the API runs, which `index.ts` hands the job runner (lib/jobs/registry.ts, which
 * knows no job). Registering another is one line here; each runs once per interval whatever the
 * number of instances (leases in `job_leases`).
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
  // Stops at its rail (Telegram, Stripe) a season pass replaced by a higher one or ended by a refund.
  {
    name: "pass-rail-stops",
    everyMs: 10_000,
    leaseMs: 60_000,
    task: (deps, signal) => stopReplacedAtRails(deps, signal),
  },
  // Closes last month's race and pays its prizes, each place once (lib/races/payout-job.ts). The
  // short lease, renewed while it pays, hands a crashed payout to another instance within seconds.
  {
    name: "race-payout",
    everyMs: 10_000,
    leaseMs: 15_000,
    task: (deps, signal) => runRacePayout(deps, signal),
  },
  // "Your daily bonus is ready" for the players who asked, once a UTC day (lib/daily-bonus/reminders.ts).
  { name: "daily-bonus-reminders", everyMs: 5 * MINUTE, task: (deps) => remindOfBonus(deps) },
  CRASH_ROUNDS_JOB, // the shared crash rounds: one driver across instances (lib/games/crash/job.ts)
];

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus series (docs/operations.md "Metrics"), one registry per process: every
 * instance exposes its own at `GET /metrics`, and Prometheus sums or maxes them. The series are
 * defined here once; the places that move them import the one they move.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds buckets for answers a player waits for (5 ms … 10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds buckets for database statements (50 µs … 1 s). */
const STATEMENT_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.25, 1];

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: "jadeverse_http_requests_total",
  help: "API requests answered, by method, route template (never the raw path) and status code.",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: "jadeverse_http_request_duration_seconds",
  help: "API answer time from the request reaching the API to the answer, by method and route template.",
  labelNames: ["method", "route"] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const dbStatementDuration = new Histogram({
  name: "jadeverse_db_statement_duration_seconds",
  help: "Database statement time (reads, and writes inside their transaction), by kind.",
  labelNames: ["kind"] as const,
  buckets: STATEMENT_BUCKETS,
  registers,
});

export const paymentOrders = new Counter({
  name: "jadeverse_payment_orders_total",
  help: "Payment orders reaching an outcome, by rail and outcome (credited, failed, expired, cancelled, reversed).",
  labelNames: ["rail", "outcome"] as const,
  registers,
});

export const gemsCredited = new Counter({
  name: "jadeverse_gems_credited_total",
  help: "Gems credited for verified payments, by rail.",
  labelNames: ["rail"] as const,
  registers,
});

export const gemsReversed = new Counter({
  name: "jadeverse_gems_reversed_total",
  help: "Gems taken back by refunds and chargebacks (including what became debt), by rail.",
  labelNames: ["rail"] as const,
  registers,
});

export const gameRounds = new Counter({
  name: "jadeverse_game_rounds_total",
  help: "Game rounds settled, by game.",
  labelNames: ["game"] as const,
  registers,
});

export const gameWagered = new Counter({
  name: "jadeverse_game_wagered_coins_total",
  help: "Coins staked in settled rounds, by game.",
  labelNames: ["game"] as const,
  registers,
});

export const gamePaid = new Counter({
  name: "jadeverse_game_paid_coins_total",
  help: "Coins paid back by settled rounds (winning stakes included), by game.",
  labelNames: ["game"] as const,
  registers,
});

export const wheelSpins = new Counter({
  name: "jadeverse_wheel_spins_total",
  help: "Wheel spins paid for and played.",
  registers,
});

export const crashSettleLag = new Histogram({
  name: "jadeverse_crash_settle_lag_seconds",
  help: "Crash cash-outs: from the multiplier reaching the target (or the request) to the credit committing.",
  labelNames: ["kind"] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const crashBatchSeconds = new Histogram({
  name: "jadeverse_crash_batch_seconds",
  help: "Crash's group commits: one batch's write transaction, from its start to its commit, by queue (bets, settlements).",
  labelNames: ["queue"] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const crashBatchRequests = new Histogram({
  name: "jadeverse_crash_batch_requests",
  help: "Crash's group commits: the requests one batch settled together, by queue (bets, settlements).",
  labelNames: ["queue"] as const,
  buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
  registers,
});

export const queueWait = new Histogram({
  name: "jadeverse_queue_wait_seconds",
  help: "Time players waited in the play queue before their turn to launch.",
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
  registers,
});

export const jobRuns = new Counter({
  name: "jadeverse_job_runs_total",
  help: "Periodic job runs in this process, by job and outcome (ok, failed).",
  labelNames: ["job", "outcome"] as const,
  registers,
});

export const jobLastSuccess = new Gauge({
  name: "jadeverse_job_last_success_timestamp_seconds",
  help: "When a job's last successful run in this process ended (Unix seconds), by job: alert on time() minus its max across instances.",
  labelNames: ["job"] as const,
  registers,
});

export const broadcastMessages = new Counter({
  name: "jadeverse_broadcast_messages_total",
  help: "Bot broadcast and airdrop messages, by outcome (sent, failed, blocked: the player blocked the bot, rate_limited: Telegram's 429).",
  labelNames: ["outcome"] as const,
  registers,
});

export const unknownCountry = new Counter({
  name: "jadeverse_geo_unknown_country_total",
  help: "Requests to country-checked routes whose country could not be told (private address, no match): allowed.",
  registers,
});

export const restrictedRefusals = new Counter({
  name: "jadeverse_geo_refusals_total",
  help: "Requests refused because they came from a restricted country, by country code.",
  labelNames: ["country"] as const,
  registers,
});

export const queueLength = new Gauge({
  name: "jadeverse_queue_players",
  help: "Players in the play queue at the scrape, by state (active: playing or launching, waiting).",
  labelNames: ["state"] as const,
  registers,
});

export const connectedSockets = new Gauge({
  name: "jadeverse_sockets_connected",
  help: "socket.io connections to this instance at the scrape, by namespace.",
  labelNames: ["namespace"] as const,
  registers,
});

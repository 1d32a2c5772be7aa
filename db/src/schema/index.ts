// The schema drizzle needs as one object: every domain table, re-exported.
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./fairness.ts";
export * from "./feedback.ts";
export * from "./jobs.ts";
export * from "./leaderboard.ts";
export * from "./ledger.ts";
export * from "./metrics.ts";
export * from "./payments.ts";
export * from "./queue.ts";
export * from "./settings.ts";
export * from "./stats.ts";
export * from "./telegram.ts";
export * from "./users.ts";
export * from "./vesting.ts";
export * from "./waitlist.ts";
export * from "./wheel.ts";

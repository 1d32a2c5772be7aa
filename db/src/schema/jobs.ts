import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";

/**
 * One row per periodic job. An instance runs a job only while it holds the lease (a conditional
 * update on `leased_until`), so with several API instances each run happens once; a lease that
 * expires (its holder crashed) is taken over on the next tick.
 */
export const jobLeases = sqliteTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  leasedUntil: timestamp("leased_until"),
  lastRunAt: timestamp("last_run_at"),
  lastError: text("last_error"),
});

export type JobLease = typeof jobLeases.$inferSelect;

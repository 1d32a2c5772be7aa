import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { botJobRecipients, botJobs } from "../schema/telegram.ts";
import type { Job } from "./jobs.ts";

/**
 * Job leases: one worker at a time works on a job. Taking or renewing a lease is a conditional UPDATE
 * (free, expired, or already ours), so two instances can never both hold it; a worker that crashed
 * stops renewing and its lease is taken over once `leased_until` passes.
 */
export async function claimRunnableJob(db: Db, holder: string, leaseMs: number): Promise<Job | null> {
  const candidates = await db.orm
    .select({ id: botJobs.id })
    .from(botJobs)
    .where(eq(botJobs.status, "running"))
    .orderBy(asc(botJobs.id))
    .limit(10);
  for (const { id } of candidates) {
    const now = new Date();
    const [job] = await db.write(async (tx) => {
      const taken = await tx
        .update(botJobs)
        .set({ leaseHolder: holder, leasedUntil: new Date(now.getTime() + leaseMs) })
        .where(
          and(
            eq(botJobs.id, id),
            eq(botJobs.status, "running"),
            or(isNull(botJobs.leaseHolder), eq(botJobs.leaseHolder, holder), lt(botJobs.leasedUntil, now)),
          ),
        )
        .returning();
      if (taken.length === 0) return taken;
      if (!taken[0]?.startedAt) await tx.update(botJobs).set({ startedAt: now }).where(eq(botJobs.id, id));
      // A row still `sending` was in flight when its worker died: Telegram may have delivered it, so it
      // is never sent again (no duplicate across a kill -9); it is counted as `uncertain`.
      await tx
        .update(botJobRecipients)
        .set({ status: "uncertain", lastError: "worker stopped while sending" })
        .where(and(eq(botJobRecipients.jobId, id), eq(botJobRecipients.status, "sending")));
      return taken;
    });
    if (job) return job;
  }
  return null;
}

/**
 * Renews the lease and reads the job's status in one conditional update. Null: the lease was lost
 * (expired and taken over): stop working on the job at once.
 */
export async function renewLease(
  db: Db,
  jobId: number,
  holder: string,
  leaseMs: number,
): Promise<Job["status"] | null> {
  const [row] = await db.write((tx) =>
    tx
      .update(botJobs)
      .set({ leasedUntil: new Date(Date.now() + leaseMs) })
      .where(and(eq(botJobs.id, jobId), eq(botJobs.leaseHolder, holder)))
      .returning({ status: botJobs.status }),
  );
  return row?.status ?? null;
}

/** Gives the lease up (paused, cancelled, done, or the worker stopping) so another worker may take it. */
export async function releaseLease(db: Db, jobId: number, holder: string, finish?: "done"): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .update(botJobs)
      .set({ leaseHolder: null, leasedUntil: null })
      .where(and(eq(botJobs.id, jobId), eq(botJobs.leaseHolder, holder)));
    if (finish === "done") {
      await tx
        .update(botJobs)
        .set({ status: "done", finishedAt: new Date() })
        .where(and(eq(botJobs.id, jobId), eq(botJobs.status, "running")));
    }
  });
}

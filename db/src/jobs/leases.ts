import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type JobLease, jobLeases } from "../schema/jobs.ts";

/**
 * The `job_leases` row of one job, read and changed only with conditional updates inside
 * `db.write`, so any number of runners (in one process or on several API instances sharing the
 * database) agree on who runs a job and when.
 */
export interface LeaseRequest {
  name: string;
  holder: string;
  now: Date;
  /** How long the lease lasts unless renewed; a crashed holder's lease is free again after it. */
  leaseMs: number;
  /** The job is due only when its last run started at least this long ago. */
  everyMs: number;
}

/**
 * Takes the lease when it is free (never taken, released, or expired because its holder died) and
 * the job is due. One statement decides, so two runners can never both win.
 */
export function acquireLease(db: Db, request: LeaseRequest): Promise<boolean> {
  const { name, holder, now, leaseMs, everyMs } = request;
  return db.write(async (tx) => {
    await tx.insert(jobLeases).values({ name }).onConflictDoNothing();
    const taken = await tx
      .update(jobLeases)
      .set({ holder, leasedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        and(
          eq(jobLeases.name, name),
          or(isNull(jobLeases.leasedUntil), lte(jobLeases.leasedUntil, now)),
          or(isNull(jobLeases.lastRunAt), lte(jobLeases.lastRunAt, new Date(now.getTime() - everyMs))),
        ),
      )
      .returning({ name: jobLeases.name });
    return taken.length === 1;
  });
}

/** Extends a lease still held by `holder`; false when it was lost (expired and taken by another). */
export function renewLease(db: Db, name: string, holder: string, until: Date): Promise<boolean> {
  return db.write(async (tx) => {
    const renewed = await tx
      .update(jobLeases)
      .set({ leasedUntil: until })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
      .returning({ name: jobLeases.name });
    return renewed.length === 1;
  });
}

/**
 * Records the run (when it started, and its error or null) and frees the lease, if `holder` still
 * has it; false when the lease had been lost meanwhile (then the new holder's record stands).
 */
export function releaseLease(
  db: Db,
  release: { name: string; holder: string; startedAt: Date; error: string | null },
): Promise<boolean> {
  return db.write(async (tx) => {
    const released = await tx
      .update(jobLeases)
      .set({ holder: null, leasedUntil: null, lastRunAt: release.startedAt, lastError: release.error })
      .where(and(eq(jobLeases.name, release.name), eq(jobLeases.holder, release.holder)))
      .returning({ name: jobLeases.name });
    return released.length === 1;
  });
}

/** A job's lease row as stored (operators and tests read who holds it and how its last run went). */
export async function readLease(db: Db, name: string): Promise<JobLease | undefined> {
  const [row] = await db.orm.select().from(jobLeases).where(eq(jobLeases.name, name));
  return row;
}

import { asc, eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { type QueueSession, queueSessions } from "../schema/queue.ts";

/**
 * The queue's rows as they are, for support tooling and tests: every session (live and ended) in
 * join order, or one player's.
 */
export async function listQueueSessions(db: Handle, userId?: number): Promise<QueueSession[]> {
  return db
    .select()
    .from(queueSessions)
    .where(userId === undefined ? undefined : eq(queueSessions.userId, userId))
    .orderBy(asc(queueSessions.id));
}

/** Sessions written as they are (history imported or set up by a test); the rows as stored. */
export async function insertQueueSessionRows(
  tx: Tx,
  rows: (typeof queueSessions.$inferInsert)[],
): Promise<QueueSession[]> {
  return rows.length === 0 ? [] : tx.insert(queueSessions).values(rows).returning();
}

/** Empties the queue, live and ended sessions alike (a test between cases, a reset of a test instance). */
export async function clearQueueSessions(tx: Tx): Promise<number> {
  const rows = await tx.delete(queueSessions).returning({ id: queueSessions.id });
  return rows.length;
}

import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { type QueueSession, queueSessions } from "../schema/queue.ts";
import { LIVE_STATES } from "./settle.ts";

/** How many hold a slot and how many wait. */
export async function queueCounts(db: Handle): Promise<{ active: number; waiting: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${queueSessions.state} = 'active')`,
      waiting: sql<number>`count(*) filter (where ${queueSessions.state} = 'waiting')`,
    })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE_STATES]));
  return { active: Number(row?.active ?? 0), waiting: Number(row?.waiting ?? 0) };
}

/** A waiting session's place in line: 1 for the first. Dense by construction (a count, not a stored number). */
export async function queuePosition(db: Handle, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ ahead: count() })
    .from(queueSessions)
    .where(and(eq(queueSessions.state, "waiting"), lte(queueSessions.id, sessionId)));
  return row?.ahead ?? 0;
}

/** Every live session in join order (realtime pushes, tests). */
export async function liveQueueSessions(
  db: Handle,
): Promise<Pick<QueueSession, "id" | "userId" | "state">[]> {
  return db
    .select({ id: queueSessions.id, userId: queueSessions.userId, state: queueSessions.state })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE_STATES]))
    .orderBy(asc(queueSessions.id));
}

/**
 * The median length in seconds of the last `sample` sessions that held a slot and ended (undefined
 * when none has yet): what a waiting player's estimate is made of.
 */
export async function medianSessionSeconds(db: Handle, sample = 50): Promise<number | undefined> {
  const rows = await db
    .select({
      seconds: sql<number>`(${queueSessions.endedAt} - ${queueSessions.activatedAt}) / 1000.0`,
    })
    .from(queueSessions)
    .where(and(eq(queueSessions.state, "ended"), isNotNull(queueSessions.activatedAt)))
    .orderBy(desc(queueSessions.endedAt))
    .limit(sample);
  if (rows.length === 0) return undefined;
  const sorted = rows.map((r) => Math.max(0, Number(r.seconds))).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

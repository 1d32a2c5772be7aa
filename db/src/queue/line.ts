import { and, count, desc, eq, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { type QueueSession, queueSessions } from "../schema/queue.ts";
import { LINE_ORDER, LIVE_STATES } from "./settle.ts";

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

/**
 * A waiting session's place in line: 1 for the first. Those of a higher pass tier are ahead, then those
 * of its tier who joined earlier. Dense by construction (a count, not a stored number).
 */
export async function queuePosition(
  db: Handle,
  session: Pick<QueueSession, "id" | "priority">,
): Promise<number> {
  const [row] = await db
    .select({ ahead: count() })
    .from(queueSessions)
    .where(
      and(
        eq(queueSessions.state, "waiting"),
        or(
          gt(queueSessions.priority, session.priority),
          and(eq(queueSessions.priority, session.priority), lte(queueSessions.id, session.id)),
        ),
      ),
    );
  return row?.ahead ?? 0;
}

/** Every live session in the line's order (realtime pushes, tests). */
export async function liveQueueSessions(
  db: Handle,
): Promise<Pick<QueueSession, "id" | "userId" | "state" | "priority">[]> {
  return db
    .select({
      id: queueSessions.id,
      userId: queueSessions.userId,
      state: queueSessions.state,
      priority: queueSessions.priority,
    })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE_STATES]))
    .orderBy(...LINE_ORDER);
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

import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type QueueEndReason, type QueueSession, queueSessions } from "../schema/queue.ts";
import type { Handle } from "./prepared.ts";

/** The rules one deployment plays by (from the API's configuration). */
export interface QueueRules {
  /** At most this many sessions hold a play slot at once. */
  maxPlayers: number;
  /** A live session whose last heartbeat is older than this ends (its slot or place is freed). */
  heartbeatTimeoutMs: number;
}

/** What changed in one settling pass: the sessions that timed out and those that got a slot. */
export interface Settled {
  expired: { id: number; userId: number }[];
  promoted: { id: number; userId: number }[];
}

const LIVE = ["waiting", "active"] as const;
const liveOf = (userId: number) =>
  and(eq(queueSessions.userId, userId), inArray(queueSessions.state, [...LIVE]));

/**
 * Ends every live session silent for longer than the timeout. The session is taken to have ended at
 * its last heartbeat, so measured session lengths do not include the time nobody was there.
 */
async function expireSilent(tx: Tx, now: Date, rules: QueueRules) {
  return tx
    .update(queueSessions)
    .set({ state: "ended", endReason: "timeout", endedAt: sql`${queueSessions.lastHeartbeatAt}` })
    .where(
      and(
        inArray(queueSessions.state, [...LIVE]),
        lt(queueSessions.lastHeartbeatAt, new Date(now.getTime() - rules.heartbeatTimeoutMs)),
      ),
    )
    .returning({ id: queueSessions.id, userId: queueSessions.userId });
}

/**
 * Gives every free slot to the longest-waiting players, first come first served: one statement (the
 * free-slot count is a subquery), so it costs one round trip on a database server.
 */
async function promoteWaiting(tx: Tx, now: Date, rules: QueueRules) {
  const active = tx.$count(queueSessions, eq(queueSessions.state, "active"));
  const next = tx
    .select({ id: queueSessions.id })
    .from(queueSessions)
    .where(eq(queueSessions.state, "waiting"))
    .orderBy(asc(queueSessions.id))
    // drizzle renders any SQL as the LIMIT expression; its type only admits a number or placeholder.
    .limit(sql`max(0, ${rules.maxPlayers} - (${active}))` as unknown as number);
  return tx
    .update(queueSessions)
    .set({ state: "active", activatedAt: now })
    .where(inArray(queueSessions.id, next))
    .returning({ id: queueSessions.id, userId: queueSessions.userId });
}

/** Times out silent sessions, then fills the freed slots. Every write of the queue runs this. */
export async function settleQueue(tx: Tx, now: Date, rules: QueueRules): Promise<Settled> {
  const expired = await expireSilent(tx, now, rules);
  const promoted = await promoteWaiting(tx, now, rules);
  return { expired, promoted };
}

/** Whether a settling pass would change anything (a cheap read before taking the write lock). */
export async function queueNeedsSettling(db: Handle, now: Date, rules: QueueRules): Promise<boolean> {
  const cutoff = now.getTime() - rules.heartbeatTimeoutMs;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${queueSessions.state} = 'active')`,
      waiting: sql<number>`count(*) filter (where ${queueSessions.state} = 'waiting')`,
      silent: sql<number>`count(*) filter (where ${queueSessions.lastHeartbeatAt} < ${cutoff})`,
    })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE]));
  if (!row) return false;
  return Number(row.silent) > 0 || (Number(row.waiting) > 0 && Number(row.active) < rules.maxPlayers);
}

/** The player's waiting or active session, if any. */
export async function findLiveQueueSession(db: Handle, userId: number): Promise<QueueSession | undefined> {
  const rows = await db.select().from(queueSessions).where(liveOf(userId)).limit(1);
  return rows[0];
}

/**
 * Puts the player at the end of the line (and straight into a free slot when nobody waits ahead).
 * A second live session for the same player fails on the partial unique index.
 */
export async function insertQueueSession(
  tx: Tx,
  userId: number,
  gameType: string,
  now: Date,
  rules: QueueRules,
): Promise<{ session: QueueSession; settled: Settled }> {
  const expired = await expireSilent(tx, now, rules);
  const [inserted] = await tx
    .insert(queueSessions)
    .values({ userId, gameType, state: "waiting", joinedAt: now, lastHeartbeatAt: now })
    .returning();
  if (!inserted) throw new Error("queue insert returned no row");
  const promoted = await promoteWaiting(tx, now, rules);
  const session = promoted.some((p) => p.id === inserted.id)
    ? { ...inserted, state: "active" as const, activatedAt: now }
    : inserted;
  return { session, settled: { expired, promoted } };
}

/** Ends the player's live session (left the line or ended the game) and hands its slot on. */
export async function endQueueSession(
  tx: Tx,
  userId: number,
  reason: Exclude<QueueEndReason, "timeout">,
  now: Date,
  rules: QueueRules,
): Promise<{ ended: QueueSession | undefined; settled: Settled }> {
  const [ended] = await tx
    .update(queueSessions)
    .set({ state: "ended", endReason: reason, endedAt: now })
    .where(liveOf(userId))
    .returning();
  const settled = await settleQueue(tx, now, rules);
  return { ended, settled };
}

/**
 * Records the player's heartbeat in one statement; undefined when the player has no live session,
 * or only one already past its timeout (a late heartbeat never revives a session: settling ends it).
 */
export async function touchQueueSession(
  tx: Tx,
  userId: number,
  now: Date,
  rules: QueueRules,
): Promise<QueueSession | undefined> {
  const [session] = await tx
    .update(queueSessions)
    .set({ lastHeartbeatAt: now })
    .where(
      and(
        liveOf(userId),
        gte(queueSessions.lastHeartbeatAt, new Date(now.getTime() - rules.heartbeatTimeoutMs)),
      ),
    )
    .returning();
  return session;
}

/** How many hold a slot and how many wait. */
export async function queueCounts(db: Handle): Promise<{ active: number; waiting: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${queueSessions.state} = 'active')`,
      waiting: sql<number>`count(*) filter (where ${queueSessions.state} = 'waiting')`,
    })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE]));
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
    .where(inArray(queueSessions.state, [...LIVE]))
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

/** Deletes ended sessions older than `before` (the history estimates need only recent ones). */
export async function pruneEndedQueueSessions(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(queueSessions)
    .where(and(eq(queueSessions.state, "ended"), lt(queueSessions.endedAt, before)))
    .returning({ id: queueSessions.id });
  return rows.length;
}

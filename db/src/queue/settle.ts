import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { afterCommit, reportQueueWaits } from "../observe.ts";
import type { Handle } from "../queries/prepared.ts";
import { queueSessions } from "../schema/queue.ts";

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

/** The states of a session still in the game: waiting in line or holding a slot. */
export const LIVE_STATES = ["waiting", "active"] as const;

/** The player's live session. */
export const liveOf = (userId: number) =>
  and(eq(queueSessions.userId, userId), inArray(queueSessions.state, [...LIVE_STATES]));

/** The oldest heartbeat still alive at `now`: a session silent since before it has timed out. */
export const aliveSince = (now: Date, rules: QueueRules) =>
  new Date(now.getTime() - rules.heartbeatTimeoutMs);

/**
 * Ends every live session silent for longer than the timeout at `now`. The comparison is made in the
 * statement that ends the session, against the heartbeat recorded at that moment, so a heartbeat that
 * was written first always counts. The session is taken to have ended at its last heartbeat, so
 * measured session lengths do not include the time nobody was there.
 */
export async function expireSilent(tx: Tx, now: Date, rules: QueueRules) {
  return tx
    .update(queueSessions)
    .set({ state: "ended", endReason: "timeout", endedAt: sql`${queueSessions.lastHeartbeatAt}` })
    .where(
      and(
        inArray(queueSessions.state, [...LIVE_STATES]),
        lt(queueSessions.lastHeartbeatAt, aliveSince(now, rules)),
      ),
    )
    .returning({ id: queueSessions.id, userId: queueSessions.userId });
}

/** The line's order: the higher pass tier first, then first come first served within a tier. */
export const LINE_ORDER = [desc(queueSessions.priority), asc(queueSessions.id)] as const;

/**
 * Gives every free slot to the players first in line (the highest pass tier, then the longest
 * waiting): one statement (the free-slot count is a subquery), so it costs one round trip on a
 * database server.
 */
export async function promoteWaiting(tx: Tx, now: Date, rules: QueueRules) {
  const active = tx.$count(queueSessions, eq(queueSessions.state, "active"));
  const next = tx
    .select({ id: queueSessions.id })
    .from(queueSessions)
    .where(eq(queueSessions.state, "waiting"))
    .orderBy(...LINE_ORDER)
    // drizzle renders any SQL as the LIMIT expression; its type only admits a number or placeholder.
    .limit(sql`max(0, ${rules.maxPlayers} - (${active}))` as unknown as number);
  const promoted = await tx
    .update(queueSessions)
    .set({ state: "active", activatedAt: now })
    .where(inArray(queueSessions.id, next))
    .returning({ id: queueSessions.id, userId: queueSessions.userId, joinedAt: queueSessions.joinedAt });
  const waits = promoted.map((session) => (now.getTime() - session.joinedAt.getTime()) / 1000);
  afterCommit(tx, () => reportQueueWaits(waits));
  return promoted.map(({ id, userId }) => ({ id, userId }));
}

/** Times out silent sessions, then fills the freed slots. Every write of the queue runs this. */
export async function settleQueue(tx: Tx, now: Date, rules: QueueRules): Promise<Settled> {
  const expired = await expireSilent(tx, now, rules);
  const promoted = await promoteWaiting(tx, now, rules);
  return { expired, promoted };
}

/** Whether a settling pass would change anything (a cheap read before taking the write lock). */
export async function queueNeedsSettling(db: Handle, now: Date, rules: QueueRules): Promise<boolean> {
  const cutoff = aliveSince(now, rules).getTime();
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${queueSessions.state} = 'active')`,
      waiting: sql<number>`count(*) filter (where ${queueSessions.state} = 'waiting')`,
      silent: sql<number>`count(*) filter (where ${queueSessions.lastHeartbeatAt} < ${cutoff})`,
    })
    .from(queueSessions)
    .where(inArray(queueSessions.state, [...LIVE_STATES]));
  if (!row) return false;
  return Number(row.silent) > 0 || (Number(row.waiting) > 0 && Number(row.active) < rules.maxPlayers);
}

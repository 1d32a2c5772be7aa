import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { type QueueEndReason, type QueueSession, queueSessions } from "../schema/queue.ts";

export type { QueueSession };

import {
  aliveSince,
  expireSilent,
  liveOf,
  promoteWaiting,
  type QueueRules,
  type Settled,
  settleQueue,
} from "./settle.ts";

/** The player's waiting or active session, if any. */
export async function findLiveQueueSession(db: Handle, userId: number): Promise<QueueSession | undefined> {
  const rows = await db.select().from(queueSessions).where(liveOf(userId)).limit(1);
  return rows[0];
}

/**
 * Puts the player at the end of their tier's line (and straight into a free slot when nobody waits
 * ahead): `priority` is the season pass tier they hold (0 without one). A second live session for the
 * same player fails on the partial unique index.
 */
export async function insertQueueSession(
  tx: Tx,
  userId: number,
  gameType: string,
  now: Date,
  rules: QueueRules,
  priority = 0,
): Promise<{ session: QueueSession; settled: Settled }> {
  const expired = await expireSilent(tx, now, rules);
  const [inserted] = await tx
    .insert(queueSessions)
    .values({ userId, gameType, priority, state: "waiting", joinedAt: now, lastHeartbeatAt: now })
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
 * Records the heartbeat the player sent at `now` in one statement; undefined when the player has no
 * live session, or only one already past its timeout at `now` (a late heartbeat never revives a
 * session: settling ends it). The recorded heartbeat only moves forward, so a heartbeat written
 * after a later one (two API instances, each writing in its own order) cannot shorten the session.
 */
export async function touchQueueSession(
  tx: Tx,
  userId: number,
  now: Date,
  rules: QueueRules,
): Promise<QueueSession | undefined> {
  const [session] = await tx
    .update(queueSessions)
    .set({ lastHeartbeatAt: sql`max(${queueSessions.lastHeartbeatAt}, ${now.getTime()})` })
    .where(and(liveOf(userId), gte(queueSessions.lastHeartbeatAt, aliveSince(now, rules))))
    .returning();
  return session;
}

/** Deletes ended sessions older than `before` (the history estimates need only recent ones). */
export async function pruneEndedQueueSessions(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(queueSessions)
    .where(and(eq(queueSessions.state, "ended"), lt(queueSessions.endedAt, before)))
    .returning({ id: queueSessions.id });
  return rows.length;
}

import { heldPass } from "@jadeverse/db/passes/subscriptions";
import {
  liveQueueSessions,
  medianSessionSeconds,
  queueCounts,
  queuePosition,
} from "@jadeverse/db/queue/line";
import {
  endQueueSession,
  findLiveQueueSession,
  insertQueueSession,
  pruneEndedQueueSessions,
  touchQueueSession,
} from "@jadeverse/db/queue/sessions";
import { type QueueRules, queueNeedsSettling, type Settled, settleQueue } from "@jadeverse/db/queue/settle";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import { notifyQueueTurns } from "../notifications/enqueue.ts";
import { ENDED_SESSION_RETENTION_MS, SESSION_LENGTH_SAMPLE } from "./constants.ts";
import { presentStatus, type QueueFigures, type QueueStatus } from "./status.ts";

export function queueRules(deps: Deps): QueueRules {
  return { maxPlayers: deps.env.QUEUE_MAX_PLAYERS, heartbeatTimeoutMs: deps.env.QUEUE_HEARTBEAT_TIMEOUT_MS };
}

/**
 * When a request reached the queue: every entry point reads it first, before it waits for the
 * database's writer, and every write it makes is measured at that moment. This process's writes run
 * one at a time in arrival order (`db.write` is a FIFO), so each one sees the queue as it stood when
 * its request arrived: a heartbeat that arrived within the timeout counts however long the database
 * then takes, and a settle that arrived after it is written after it. (Two API instances are only
 * ordered by the database: one instance's writer would have to lag the other's by more than the
 * timeout minus the heartbeat interval before that could end a live session.)
 */
export const arrivedAt = (deps: Deps): Date => deps.now?.() ?? new Date();

/** Tells this process's sockets (and, through the adapter, every instance's) that the queue moved. */
function announce(deps: Deps, changed: boolean) {
  if (changed) deps.realtime?.queueChanged();
}

const moved = (settled: Settled) => settled.expired.length + settled.promoted.length > 0;

/**
 * Settles the queue if a read finds it unsettled (a silent session past its timeout, a free slot
 * with players waiting), so answers never depend on the expiry job having run.
 */
export async function settleIfNeeded(deps: Deps, now = arrivedAt(deps)): Promise<void> {
  const rules = queueRules(deps);
  if (!(await queueNeedsSettling(deps.db.orm, now, rules))) return;
  const settled = await deps.db.write(async (tx) => {
    const result = await settleQueue(tx, now, rules);
    await notifyQueueTurns(tx, result.promoted);
    return result;
  });
  announce(deps, moved(settled));
}

async function figures(deps: Deps): Promise<QueueFigures> {
  const [counts, median] = await Promise.all([
    queueCounts(deps.db.orm),
    medianSessionSeconds(deps.db.orm, SESSION_LENGTH_SAMPLE),
  ]);
  return { ...counts, sessionSeconds: median ?? deps.env.QUEUE_DEFAULT_SESSION_SECONDS };
}

/** The player's queue status, after settling the queue if it needs it. */
export async function queueStatusFor(deps: Deps, userId: number): Promise<QueueStatus> {
  await settleIfNeeded(deps, arrivedAt(deps));
  const session = await findLiveQueueSession(deps.db.orm, userId);
  const position = session?.state === "waiting" ? await queuePosition(deps.db.orm, session) : 0;
  return presentStatus(session, position, await figures(deps), queueRules(deps));
}

/** The statuses of these players, from one read of the line (realtime pushes). */
export async function queueStatusesFor(
  deps: Deps,
  userIds: Iterable<number>,
): Promise<Map<number, QueueStatus>> {
  const rules = queueRules(deps);
  const [live, fig] = await Promise.all([liveQueueSessions(deps.db.orm), figures(deps)]);
  const byUser = new Map<
    number,
    { id: number; state: "waiting" | "active" | "ended"; priority: number; position: number }
  >();
  let place = 0;
  for (const s of live) byUser.set(s.userId, { ...s, position: s.state === "waiting" ? ++place : 0 });
  const statuses = new Map<number, QueueStatus>();
  for (const userId of userIds) {
    const s = byUser.get(userId);
    statuses.set(userId, presentStatus(s, s?.position ?? 0, fig, rules));
  }
  return statuses;
}

/** docs/product/platform.md §4: only demo players and players with beta access may play. */
export function assertMayPlay(user: Pick<User, "isDemo" | "hasBetaAccess">): void {
  if (!user.isDemo && !user.hasBetaAccess) throw forbidden("PLAY_NOT_ALLOWED");
}

/** Joins the line (or takes a free slot at once). A second live session is 409 ALREADY_PLAYING. */
export async function joinQueue(deps: Deps, user: User, gameType: string): Promise<QueueStatus> {
  assertMayPlay(user);
  const now = arrivedAt(deps);
  const rules = queueRules(deps);
  // A season pass holder waits ahead of those of a lower tier (docs/passes.md): Gold, Silver, none.
  const priority = (await heldPass(deps.db.orm, user.id, now))?.pass.tier ?? 0;
  await deps.db.write(async (tx) => {
    // Checked inside the transaction for a clear answer; the unique index still guards a race.
    if (await findLiveQueueSession(tx, user.id)) throw conflict("ALREADY_PLAYING");
    const joined = await insertQueueSession(tx, user.id, gameType, now, rules, priority);
    // Others moved up by this settle are told; the joining player is looking at the app.
    await notifyQueueTurns(tx, joined.settled.promoted, joined.session.id);
    return joined;
  });
  announce(deps, true);
  return queueStatusFor(deps, user.id);
}

/** Leaves the line or ends the game; false when the player had no live session. */
export async function endQueueSessionFor(
  deps: Deps,
  userId: number,
  reason: "left" | "ended",
): Promise<boolean> {
  const now = arrivedAt(deps);
  const { ended } = await deps.db.write(async (tx) => {
    const result = await endQueueSession(tx, userId, reason, now, queueRules(deps));
    await notifyQueueTurns(tx, result.settled.promoted);
    return result;
  });
  announce(deps, ended !== undefined);
  return ended !== undefined;
}

/**
 * Keeps the player's session alive; 404 NO_ACTIVE_SESSION once it has ended (or never began). The
 * queue's most frequent write, so it is one statement and answers only what it learns from it; the
 * status comes from the poll or the socket. The heartbeat counts from when it arrived, not from when
 * the database got to it.
 */
export async function heartbeatFor(
  deps: Deps,
  userId: number,
): Promise<{ queueId: number; canPlayNow: boolean }> {
  const now = arrivedAt(deps);
  const session = await deps.db.write((tx) => touchQueueSession(tx, userId, now, queueRules(deps)));
  if (!session) {
    // Possibly timed out but not yet ended: settle, so the slot goes on at once.
    await settleIfNeeded(deps, now);
    throw notFound("NO_ACTIVE_SESSION");
  }
  return { queueId: session.id, canPlayNow: session.state === "active" };
}

/** Whether the player holds a play slot (the launch guard of `/play`). */
export async function hasActiveSession(deps: Deps, userId: number): Promise<boolean> {
  await settleIfNeeded(deps, arrivedAt(deps));
  const session = await findLiveQueueSession(deps.db.orm, userId);
  return session?.state === "active";
}

/** The expiry job: settles the queue and prunes old ended sessions. Returns what it changed. */
export async function sweepQueue(deps: Deps, now = arrivedAt(deps)) {
  const rules = queueRules(deps);
  const result = await deps.db.write(async (tx) => {
    const settled = await settleQueue(tx, now, rules);
    await notifyQueueTurns(tx, settled.promoted);
    const pruned = await pruneEndedQueueSessions(tx, new Date(now.getTime() - ENDED_SESSION_RETENTION_MS));
    return { ...settled, pruned };
  });
  announce(deps, moved(result));
  return { expired: result.expired.length, promoted: result.promoted.length, pruned: result.pruned };
}

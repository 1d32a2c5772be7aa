import type { QueueSession } from "@jadeverse/db/queue/sessions";
import type { QueueRules } from "@jadeverse/db/queue/settle";

/** `GET /api/queue/status` and the socket's `queue:status` push (docs/product/platform.md §3 "Queue status"). */
export interface QueueStatus {
  isInQueue: boolean;
  /** The player's session id; null when not in the queue. */
  queueId: number | null;
  /** 1 for the first in line; 0 while holding a slot; null when not in the queue. */
  position: number | null;
  /** Sessions holding a play slot. */
  currentPlayers: number;
  maxPlayers: number;
  /** Seconds until this player (or a player joining now) can expect a slot; 0 when there is one. */
  estimatedWaitTime: number;
  canPlayNow: boolean;
  /** Players waiting in line. */
  queueLength: number;
  /** The season pass tier the player waits with (0: none); a higher tier waits ahead (docs/passes.md). */
  priority: number;
}

export interface QueueFigures {
  active: number;
  waiting: number;
  /** Measured median session length (seconds), or the configured default. */
  sessionSeconds: number;
}

/**
 * Expected wait at a place in line when every slot is taken: slots free up one every
 * `sessionSeconds / maxPlayers` seconds on average, so the p-th in line waits p of those.
 */
export function estimateWaitSeconds(place: number, figures: QueueFigures, rules: QueueRules): number {
  if (place <= 0) return 0;
  const freeSlots = rules.maxPlayers - figures.active;
  if (freeSlots >= place) return 0;
  return Math.ceil(((place - Math.max(0, freeSlots)) * figures.sessionSeconds) / rules.maxPlayers);
}

/** A player's status from their live session (if any), its place in line and the queue's figures. */
export function presentStatus(
  session: Pick<QueueSession, "id" | "state" | "priority"> | undefined,
  position: number,
  figures: QueueFigures,
  rules: QueueRules,
): QueueStatus {
  const common = {
    currentPlayers: figures.active,
    maxPlayers: rules.maxPlayers,
    queueLength: figures.waiting,
  };
  if (!session || session.state === "ended")
    return {
      isInQueue: false,
      queueId: null,
      position: null,
      estimatedWaitTime: estimateWaitSeconds(figures.waiting + 1, figures, rules),
      canPlayNow: false,
      priority: 0,
      ...common,
    };
  const active = session.state === "active";
  return {
    isInQueue: true,
    queueId: session.id,
    position: active ? 0 : position,
    estimatedWaitTime: active ? 0 : estimateWaitSeconds(position, figures, rules),
    canPlayNow: active,
    priority: session.priority,
    ...common,
  };
}

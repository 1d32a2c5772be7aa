import type { Db, Tx } from "@jadeverse/db/client";
import { type NotificationKind, notifications } from "@jadeverse/db/schema";

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  /** Names the event (e.g. `queue_turn:<sessionId>`): producing it twice writes one row. */
  dedupeKey: string;
}

/**
 * Writes a notification row; the bot's worker on any instance sends it (bot/src/notifications). Pass
 * the producer's transaction (`tx`) so the row exists exactly when the event committed, or `db` for a
 * write of its own. Returns whether a row was written (false: this event was already queued).
 */
export async function enqueueNotification(handle: Tx | Db, input: NotificationInput): Promise<boolean> {
  const insert = async (tx: Tx) => {
    const rows = await tx
      .insert(notifications)
      .values({ userId: input.userId, kind: input.kind, payload: input.payload, dedupeKey: input.dedupeKey })
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    return rows.length > 0;
  };
  return "write" in handle ? handle.write(insert) : insert(handle);
}

/** "Your turn": the queue gave these waiting players a play slot (one row per queue session). */
export async function notifyQueueTurns(
  tx: Tx,
  promoted: readonly { id: number; userId: number }[],
  exceptSessionId?: number,
): Promise<void> {
  for (const session of promoted) {
    if (session.id === exceptSessionId) continue;
    await enqueueNotification(tx, {
      userId: session.userId,
      kind: "queue_turn",
      payload: { queueId: session.id },
      dedupeKey: `queue_turn:${session.id}`,
    });
  }
}

import type { Tx } from "@jadeverse/db/client";
import { enqueueNotification } from "@jadeverse/db/notifications";

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

import type { Db, Tx } from "./client.ts";
import { type NotificationKind, notifications } from "./schema/telegram.ts";

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  /** Names the event (e.g. `queue_turn:<sessionId>`): producing it twice writes one row. */
  dedupeKey: string;
}

/**
 * Writes a notification row for the bot's worker to send (any instance; bot/src/notifications). The
 * API and the bot both produce them, so it lives here, beside the table. Pass the producer's
 * transaction (`tx`) so the row exists exactly when the event committed, or `db` for a write of its
 * own. Returns whether a row was written (false: this event was already queued).
 */
export async function enqueueNotification(handle: Tx | Db, input: NotificationInput): Promise<boolean> {
  const insert = async (tx: Tx) => {
    const rows = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        kind: input.kind,
        payload: input.payload,
        dedupeKey: input.dedupeKey,
      })
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    return rows.length > 0;
  };
  return "write" in handle ? handle.write(insert) : insert(handle);
}

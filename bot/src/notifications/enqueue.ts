import type { Db, Tx } from "@jadeverse/db/client";
import { type NotificationKind, notifications } from "@jadeverse/db/schema";

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  /** Names the event (e.g. `payment_credited:stars:<chargeId>`): producing it twice writes one row. */
  dedupeKey: string;
}

/**
 * Writes a notification row for the worker to send (any instance). Inside the caller's transaction
 * (`tx`), so the row exists exactly when the event committed; or on its own (`db`). Returns whether a
 * new row was written (false: the event was already queued).
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

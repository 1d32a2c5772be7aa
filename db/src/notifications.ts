import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { type NotificationKind, type NotificationStatus, notifications } from "./schema/telegram.ts";

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

// --- Sending (the bot's worker, on every instance) ---------------------------------------------------

export type { NotificationKind, NotificationStatus };

/** A `notifications` row as the worker claims it. */
export type Notification = typeof notifications.$inferSelect;

/** What settling a claimed row may change. */
export type NotificationChanges = Partial<
  Pick<
    typeof notifications.$inferInsert,
    "status" | "attempts" | "availableAt" | "claimedBy" | "claimedUntil" | "lastError" | "sentAt"
  >
>;

/** Rows left `sending` past their lease (a crash mid-request): `uncertain`, never sent again. */
export async function markStaleNotificationsUncertain(db: Db, at: Date): Promise<number> {
  const rows = await db.write((tx) =>
    tx
      .update(notifications)
      .set({ status: "uncertain", claimedBy: null, lastError: "request outcome unknown (worker stopped)" })
      .where(and(eq(notifications.status, "sending"), lte(notifications.claimedUntil, at)))
      .returning({ id: notifications.id }),
  );
  return rows.length;
}

/**
 * Claims up to `batchSize` due `pending` rows for `workerId` until `at + leaseMs` (a conditional
 * update: two workers never hold the same row), oldest first.
 */
export async function claimNotifications(
  db: Db,
  claim: { workerId: string; at: Date; batchSize: number; leaseMs: number },
): Promise<Notification[]> {
  const { at } = claim;
  return db.write(async (tx) => {
    const due = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.status, "pending"),
          or(isNull(notifications.availableAt), lte(notifications.availableAt, at)),
          or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, at)),
        ),
      )
      .orderBy(asc(notifications.id))
      .limit(claim.batchSize);
    return tx
      .update(notifications)
      .set({ claimedBy: claim.workerId, claimedUntil: new Date(at.getTime() + claim.leaseMs) })
      .where(
        and(
          inArray(notifications.id, due),
          eq(notifications.status, "pending"),
          or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, at)),
        ),
      )
      .returning();
  });
}

/** Updates a row `workerId` still holds in status `from`; false when the claim was lost. */
export async function settleNotification(
  db: Db,
  held: { id: number; workerId: string; from: NotificationStatus },
  changes: NotificationChanges,
): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(notifications)
      .set(changes)
      .where(
        and(
          eq(notifications.id, held.id),
          eq(notifications.claimedBy, held.workerId),
          eq(notifications.status, held.from),
        ),
      )
      .returning({ id: notifications.id }),
  );
  return rows.length > 0;
}

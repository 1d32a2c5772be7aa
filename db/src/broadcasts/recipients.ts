import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { botJobRecipients, type RecipientStatus } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";
import { markBotBlocked } from "../telegram/players.ts";

/** One player of a job's snapshot. */
export interface Recipient {
  jobId: number;
  userId: number;
  chatId: string;
  creditedAt: Date | null;
}

/** A pending recipient, with whether the player has muted the bot by now. */
export interface PendingRecipient extends Recipient {
  muted: boolean;
}

/** The job's next pending recipients, by user id. */
export async function pendingRecipients(db: Db, jobId: number, limit: number): Promise<PendingRecipient[]> {
  return db.orm
    .select({
      jobId: botJobRecipients.jobId,
      userId: botJobRecipients.userId,
      chatId: botJobRecipients.chatId,
      creditedAt: botJobRecipients.creditedAt,
      // Read now, not at the snapshot: a player who mutes mid-job is not messaged afterwards.
      muted: users.notificationsMuted,
    })
    .from(botJobRecipients)
    .innerJoin(users, eq(users.id, botJobRecipients.userId))
    .where(and(eq(botJobRecipients.jobId, jobId), eq(botJobRecipients.status, "pending")))
    .orderBy(asc(botJobRecipients.userId))
    .limit(limit);
}

/**
 * Marks a pending recipient `sending` (committed before the request leaves) and counts the attempt.
 * Returns the attempts so far, or null when the row is no longer pending (cancelled rows stay as they are).
 */
export async function claimForSending(db: Db, row: Recipient): Promise<number | null> {
  const [claimed] = await db.write((tx) =>
    tx
      .update(botJobRecipients)
      .set({ status: "sending", attempts: sql`${botJobRecipients.attempts} + 1` })
      .where(recipientIs(row, eq(botJobRecipients.status, "pending")))
      .returning({ attempts: botJobRecipients.attempts }),
  );
  return claimed ? claimed.attempts : null;
}

/**
 * A recipient's status after Telegram answered: `sent` (with its time), `blocked` (and the player's
 * `bot_blocked_at`, in the same transaction), `failed`, `uncertain`, or back to `pending`.
 */
export async function finishRecipient(
  db: Db,
  row: Recipient,
  status: RecipientStatus,
  lastError?: string,
): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .update(botJobRecipients)
      .set({
        status,
        lastError: lastError?.slice(0, 200) ?? null,
        ...(status === "sent" ? { sentAt: new Date() } : {}),
      })
      .where(recipientIs(row));
    if (status === "blocked") await markBotBlocked(tx, { userId: row.userId });
  });
}

/** A recipient that cannot get the airdrop (the error code says why): not messaged either. */
export async function markRecipientFailed(db: Db, row: Recipient, error: string): Promise<void> {
  await db.write((tx) =>
    tx.update(botJobRecipients).set({ status: "failed", lastError: error }).where(recipientIs(row)),
  );
}

/** A pending recipient who muted the bot: credited like anyone, never messaged. */
export async function markRecipientMuted(db: Db, row: Recipient): Promise<void> {
  await db.write((tx) =>
    tx
      .update(botJobRecipients)
      .set({ status: "muted" })
      .where(recipientIs(row, eq(botJobRecipients.status, "pending"))),
  );
}

function recipientIs(row: Recipient, extra?: SQL): SQL {
  return and(eq(botJobRecipients.jobId, row.jobId), eq(botJobRecipients.userId, row.userId), extra) as SQL;
}

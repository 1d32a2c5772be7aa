import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  type BotJobKind,
  type BotJobStatus,
  botJobRecipients,
  botJobs,
  type RecipientStatus,
} from "../schema/telegram.ts";
import { users } from "../schema/users.ts";
import type { Airdrop } from "./airdrop.ts";
import { type Segment, segmentSchema, segmentWhere } from "./segments.ts";

export type { BotJobKind, BotJobStatus, RecipientStatus };

/** A broadcast or an airdrop (`bot_jobs`): content, segment and airdrop are JSON the bot validates. */
export type Job = typeof botJobs.$inferSelect;

/** The manager's draft (at most one: starting a new one replaces it). */
export async function findDraft(db: Db, managerId: string): Promise<Job | undefined> {
  const [job] = await db.orm
    .select()
    .from(botJobs)
    .where(and(eq(botJobs.createdBy, managerId), eq(botJobs.status, "draft")))
    .orderBy(desc(botJobs.id))
    .limit(1);
  return job;
}

export async function startDraft(db: Db, managerId: string, kind: BotJobKind, step: string): Promise<Job> {
  return db.write(async (tx) => {
    await tx.delete(botJobs).where(and(eq(botJobs.createdBy, managerId), eq(botJobs.status, "draft")));
    const [job] = await tx
      .insert(botJobs)
      .values({ kind, createdBy: managerId, segment: {}, message: { step } })
      .returning();
    if (!job) throw new Error("startDraft: insert returned nothing");
    return job;
  });
}

export interface DraftChanges {
  /** The message players get (the bot's content JSON, with the draft's `step`). */
  content?: Record<string, unknown>;
  segment?: Segment;
  airdrop?: Airdrop;
}

/** Updates a draft (only while it is one). */
export async function updateDraft(db: Db, jobId: number, changes: DraftChanges): Promise<void> {
  await db.write((tx) =>
    tx
      .update(botJobs)
      .set({
        ...(changes.content ? { message: changes.content } : {}),
        ...(changes.segment ? { segment: changes.segment } : {}),
        ...(changes.airdrop ? { airdrop: changes.airdrop } : {}),
      })
      .where(and(eq(botJobs.id, jobId), eq(botJobs.status, "draft"))),
  );
}

export async function discardDraft(db: Db, jobId: number, managerId: string): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .delete(botJobs)
      .where(and(eq(botJobs.id, jobId), eq(botJobs.createdBy, managerId), eq(botJobs.status, "draft")))
      .returning({ id: botJobs.id }),
  );
  return rows.length > 0;
}

/**
 * Confirms a draft: in one transaction, snapshots the segment's players into `bot_job_recipients`
 * (one INSERT … SELECT) and makes the job `running`. Returns the recipient count, or null when the job
 * is no longer a draft (a double tap on Confirm) or has no valid segment.
 */
export async function confirmJob(
  db: Db,
  jobId: number,
  progress?: { chatId: string; messageId: number },
): Promise<number | null> {
  return db.write(async (tx) => {
    const [job] = await tx
      .update(botJobs)
      .set({
        status: "running",
        ...(progress ? { progressChatId: progress.chatId, progressMessageId: progress.messageId } : {}),
      })
      .where(and(eq(botJobs.id, jobId), eq(botJobs.status, "draft")))
      .returning();
    if (!job) return null;
    const segment = segmentSchema.safeParse(job.segment);
    if (!segment.success) throw new Error(`confirmJob: job ${jobId} has no valid segment`);
    // The snapshot: one INSERT … SELECT, so later changes to the segment do not change who gets it.
    // A broadcast leaves out players who muted the bot; an airdrop keeps them (credited, not messaged).
    const audience =
      job.kind === "broadcast"
        ? and(segmentWhere(segment.data), eq(users.notificationsMuted, false))
        : segmentWhere(segment.data);
    await tx.run(
      sql`insert into ${botJobRecipients} (job_id, user_id, chat_id)
          select ${jobId}, ${users.id}, ${users.telegramId} from ${users} where ${audience}`,
    );
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(botJobRecipients)
      .where(eq(botJobRecipients.jobId, jobId));
    return row?.n ?? 0;
  });
}

/** Where the progress message lives, once it was sent. */
export async function setProgressMessage(db: Db, jobId: number, chatId: string, messageId: number) {
  await db.write((tx) =>
    tx
      .update(botJobs)
      .set({ progressChatId: chatId, progressMessageId: messageId })
      .where(eq(botJobs.id, jobId)),
  );
}

const TRANSITIONS: Record<"pause" | "resume" | "cancel", { from: BotJobStatus[]; to: BotJobStatus }> = {
  pause: { from: ["running"], to: "paused" },
  resume: { from: ["paused"], to: "running" },
  cancel: { from: ["running", "paused"], to: "cancelled" },
};
export type JobAction = keyof typeof TRANSITIONS;

/** Pause, resume or cancel; the worker sees it within a second. Returns the job after, or null if refused. */
export async function controlJob(db: Db, jobId: number, action: JobAction): Promise<Job | null> {
  const { from, to } = TRANSITIONS[action];
  const [job] = await db.write((tx) =>
    tx
      .update(botJobs)
      .set({ status: to, ...(to === "cancelled" ? { finishedAt: new Date() } : {}) })
      .where(and(eq(botJobs.id, jobId), inArray(botJobs.status, from)))
      .returning(),
  );
  return job ?? null;
}

export async function getJob(db: Db, jobId: number): Promise<Job | undefined> {
  const [job] = await db.orm.select().from(botJobs).where(eq(botJobs.id, jobId));
  return job;
}

export async function recentJobs(db: Db, limit = 10): Promise<Job[]> {
  return db.orm
    .select()
    .from(botJobs)
    .where(sql`${botJobs.status} <> 'draft'`)
    .orderBy(desc(botJobs.id))
    .limit(limit);
}

export type JobCounts = Record<RecipientStatus, number> & { total: number };

/** Every status at zero: a job before its snapshot. */
export function emptyJobCounts(): JobCounts {
  return { pending: 0, sending: 0, sent: 0, failed: 0, blocked: 0, uncertain: 0, muted: 0, total: 0 };
}

/** How many of a job's recipients are in each status. */
export async function jobCounts(db: Db, jobId: number): Promise<JobCounts> {
  const rows = await db.orm
    .select({ status: botJobRecipients.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(botJobRecipients)
    .where(eq(botJobRecipients.jobId, jobId))
    .groupBy(botJobRecipients.status);
  const counts = emptyJobCounts();
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.total += row.n;
  }
  return counts;
}

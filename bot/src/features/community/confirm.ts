import { confirmJob, discardDraft, emptyJobCounts, getJob } from "@jadeverse/db/broadcasts/jobs";
import type { BotContext } from "../../context.ts";
import { progressKeyboard, progressText } from "../../jobs/progress.ts";
import { DRAFT_CANCELLED } from "./texts.ts";

/**
 * Confirm: the progress message is sent first (the worker edits it), then the draft is confirmed:
 * its recipients are snapshotted and it becomes `running`. A second tap finds no draft.
 */
export async function confirmDraft(ctx: BotContext, jobId: number, managerId: string): Promise<void> {
  const job = await getJob(ctx.db, jobId);
  if (job?.status !== "draft" || job.createdBy !== managerId || !ctx.chat) {
    await ctx.answerCallbackQuery({ text: "This draft is no longer open." });
    return;
  }
  await ctx.answerCallbackQuery({ text: "Starting…" });
  const view = { jobId, kind: job.kind, status: "running" as const, counts: emptyJobCounts() };
  const progress = await ctx.reply(progressText(view), { reply_markup: progressKeyboard(jobId, "running") });
  const count = await confirmJob(ctx.db, jobId, {
    chatId: String(ctx.chat.id),
    messageId: progress.message_id,
  });
  if (count === null) {
    await ctx.api.editMessageText(ctx.chat.id, progress.message_id, "This draft was already confirmed.");
    return;
  }
  await ctx.editMessageReplyMarkup().catch(() => {}); // the preview's Confirm / Cancel are spent
  ctx.logger.info("bot job confirmed", { jobId, kind: job.kind, recipients: count });
}

export async function cancelDraft(ctx: BotContext, jobId: number, managerId: string): Promise<void> {
  const discarded = await discardDraft(ctx.db, jobId, managerId);
  await ctx.answerCallbackQuery({ text: discarded ? DRAFT_CANCELLED : "This draft is no longer open." });
  if (discarded) await ctx.editMessageText(DRAFT_CANCELLED).catch(() => {});
}

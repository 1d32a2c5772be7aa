import { controlJob, type JobAction, jobCounts, recentJobs } from "@jadeverse/db/broadcasts/jobs";
import type { BotContext } from "../../context.ts";
import { progressKeyboard, progressText } from "../../jobs/progress.ts";
import { NO_JOBS } from "./texts.ts";

/** Pause / Resume / Cancel from the progress message; the worker follows within a second. */
export async function applyJobAction(ctx: BotContext, jobId: number, action: JobAction): Promise<void> {
  const job = await controlJob(ctx.db, jobId, action);
  if (!job) {
    await ctx.answerCallbackQuery({ text: "Not possible now." });
    return;
  }
  await ctx.answerCallbackQuery({ text: `Job #${jobId}: ${job.status}` });
  const counts = await jobCounts(ctx.db, jobId);
  const keyboard = progressKeyboard(jobId, job.status);
  await ctx
    .editMessageText(progressText({ jobId, kind: job.kind, status: job.status, counts }), {
      ...(keyboard ? { reply_markup: keyboard } : {}),
    })
    .catch(() => {});
}

/** `/jobs`: the recent broadcasts and airdrops with their status and counts. */
export async function listJobs(ctx: BotContext): Promise<void> {
  const jobs = await recentJobs(ctx.db);
  if (jobs.length === 0) return void (await ctx.reply(NO_JOBS));
  const lines = await Promise.all(
    jobs.map(async (job) => {
      const c = await jobCounts(ctx.db, job.id);
      return `#${job.id} ${job.kind} · ${job.status} · sent ${c.sent}/${c.total}, failed ${c.failed}, blocked ${c.blocked}`;
    }),
  );
  await ctx.reply(lines.join("\n"));
}

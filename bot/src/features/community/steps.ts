import { type Job, updateDraft } from "@jadeverse/db/broadcasts/jobs";
import type { BotContext } from "../../context.ts";
import { messageContentSchema } from "../../jobs/content.ts";

/** Moves a draft's guided flow to `step` (kept in the draft's message JSON). */
export async function setStep(ctx: BotContext, job: Job, step: string): Promise<void> {
  const content = { ...messageContentSchema.parse(job.message), step };
  job.message = content;
  await updateDraft(ctx.db, job.id, { content });
}

export function stepOf(job: Job): string {
  return messageContentSchema.parse(job.message).step ?? "";
}

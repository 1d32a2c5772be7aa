import { getJob } from "@jadeverse/db/broadcasts/jobs";
import { countSegment } from "@jadeverse/db/broadcasts/segments";
import { InlineKeyboard } from "grammy";
import type { BotContext } from "../../context.ts";
import { describeAirdrop, outgoingMessage, parseJob } from "../../jobs/content.ts";
import { describeSegment } from "../../segments.ts";
import { setStep } from "./steps.ts";

export const CONFIRM_CALLBACK = /^cm(ok|no):(\d+)$/;

/**
 * The preview: the message sent to the manager exactly as players will get it (the same Bot API call
 * the worker makes), then who gets it, how many they are, and Confirm / Cancel.
 */
export async function showPreview(ctx: BotContext, jobId: number): Promise<void> {
  const job = await getJob(ctx.db, jobId);
  if (!job || !ctx.chat) return;
  const { content, segment, airdrop } = parseJob(job);
  if (!segment) return;
  await setStep(ctx, job, "preview");
  const preview = outgoingMessage(content, ctx.chat.id, ctx.config.publicUrl);
  if (preview.method === "sendPhoto") await ctx.api.raw.sendPhoto(preview.params as never);
  else await ctx.api.raw.sendMessage(preview.params as never);
  const count = await countSegment(ctx.db, segment);
  const what =
    job.kind === "airdrop" && airdrop ? `Airdrop of ${describeAirdrop(airdrop)} each` : "Broadcast";
  const summary = `${what} to ${describeSegment(segment)}: ${count.toLocaleString("en-US")} recipients. Send it?`;
  await ctx.reply(summary, {
    reply_markup: new InlineKeyboard()
      .text("✅ Confirm", `cmok:${job.id}`)
      .text("✖️ Cancel", `cmno:${job.id}`),
  });
}

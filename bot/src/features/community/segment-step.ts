import { type Job, updateDraft } from "@jadeverse/db/broadcasts/jobs";
import type { SegmentKind } from "@jadeverse/db/broadcasts/segments";
import { InlineKeyboard } from "grammy";
import type { BotContext } from "../../context.ts";
import { parseSegment, SEGMENT_ARGUMENT } from "../../segments.ts";
import { showPreview } from "./preview.ts";
import { setStep } from "./steps.ts";
import { ASK_SEGMENT } from "./texts.ts";

const CHOICES: [SegmentKind, string][] = [
  ["all", "All players"],
  ["beta", "Beta"],
  ["level", "Level ≥ N"],
  ["wallet", "With a wallet"],
  ["inactive", "Inactive N days"],
  ["referral", "Referral cohort"],
];
export const SEGMENT_CALLBACK = /^cmseg:(all|beta|level|wallet|inactive|referral)$/;

export async function askSegment(ctx: BotContext, job: Job): Promise<void> {
  await setStep(ctx, job, "segment");
  const keyboard = new InlineKeyboard();
  CHOICES.forEach(([kind, label], i) => {
    keyboard.text(label, `cmseg:${kind}`);
    if (i % 2 === 1) keyboard.row();
  });
  await ctx.reply(ASK_SEGMENT, { reply_markup: keyboard });
}

/** A segment button: segments needing a value ask for it, the others go straight to the preview. */
export async function chooseSegment(ctx: BotContext, job: Job, kind: SegmentKind): Promise<void> {
  const prompt = SEGMENT_ARGUMENT[kind];
  if (prompt) {
    await setStep(ctx, job, `segment:${kind}`);
    await ctx.reply(prompt);
    return;
  }
  await saveSegment(ctx, job, kind);
}

/** The value typed for level / inactive / referral (or none for the others). */
export async function saveSegment(ctx: BotContext, job: Job, kind: SegmentKind, argument?: string) {
  const segment = parseSegment(kind, argument);
  if (!segment) {
    await ctx.reply(`That is not a valid value. ${SEGMENT_ARGUMENT[kind] ?? ""}`.trim());
    return;
  }
  await updateDraft(ctx.db, job.id, { segment });
  await showPreview(ctx, job.id);
}

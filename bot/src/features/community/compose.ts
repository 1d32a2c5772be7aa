import { airdropItemExists } from "@jadeverse/db/broadcasts/airdrop";
import { type Job, updateDraft } from "@jadeverse/db/broadcasts/jobs";
import type { SegmentKind } from "@jadeverse/db/broadcasts/segments";
import { InlineKeyboard } from "grammy";
import type { Message } from "grammy/types";
import type { BotContext } from "../../context.ts";
import { type MessageContent, messageContentSchema, parseAirdrop, parseButtons } from "../../jobs/content.ts";
import { askSegment, saveSegment } from "./segment-step.ts";
import { setStep, stepOf } from "./steps.ts";
import { ASK_ANNOUNCEMENT, ASK_BUTTONS, BAD_REWARD, EMPTY_CONTENT } from "./texts.ts";

/** A message sent while the manager has a draft: the answer to the step the draft is at. */
export async function handleDraftMessage(ctx: BotContext, job: Job, message: Message): Promise<void> {
  const step = stepOf(job);
  const text = message.text ?? "";
  if (step === "reward") {
    const airdrop = parseAirdrop(text);
    if (!airdrop || (airdrop.kind === "item" && !(await airdropItemExists(ctx.db, airdrop.itemId))))
      return void (await ctx.reply(BAD_REWARD));
    await updateDraft(ctx.db, job.id, { airdrop });
    await setStep(ctx, job, "content");
    await ctx.reply(ASK_ANNOUNCEMENT);
    return;
  }
  if (step === "content") {
    const content = contentOf(message);
    if (!content) return void (await ctx.reply(EMPTY_CONTENT));
    job.message = { ...content, step: "buttons" };
    await updateDraft(ctx.db, job.id, { content: job.message as MessageContent });
    await ctx.reply(ASK_BUTTONS, { reply_markup: new InlineKeyboard().text("Skip", "cmskip") });
    return;
  }
  if (step === "buttons") {
    const parsed = parseButtons(text);
    if (!parsed.ok)
      return void (await ctx.reply(`I could not read this button: ${parsed.line}\n\n${ASK_BUTTONS}`));
    job.message = { ...messageContentSchema.parse(job.message), buttons: parsed.buttons };
    await askSegment(ctx, job);
    return;
  }
  if (step.startsWith("segment:")) {
    await saveSegment(ctx, job, step.slice("segment:".length) as SegmentKind, text);
    return;
  }
  await ctx.reply("Use the buttons above, or /cancel to discard the draft.");
}

/** The content of a text message or a photo with its caption, entities kept. */
function contentOf(message: Message): MessageContent | null {
  const photo = message.photo?.at(-1)?.file_id;
  const text = photo ? (message.caption ?? "") : (message.text ?? "");
  const entities = (photo ? message.caption_entities : message.entities) ?? [];
  if (!photo && !text.trim()) return null;
  return messageContentSchema.parse({ text, entities, ...(photo ? { photoFileId: photo } : {}) });
}

import { discardDraft, findDraft, startDraft } from "@jadeverse/db/broadcasts/jobs";
import type { SegmentKind } from "@jadeverse/db/broadcasts/segments";
import { Composer } from "grammy";
import type { BotContext } from "../../context.ts";
import { PROGRESS_CALLBACK } from "../../jobs/progress.ts";
import { handleDraftMessage } from "./compose.ts";
import { cancelDraft, confirmDraft } from "./confirm.ts";
import { applyJobAction, listJobs } from "./controls.ts";
import { fromManager } from "./guard.ts";
import { CONFIRM_CALLBACK } from "./preview.ts";
import { askSegment, chooseSegment, SEGMENT_CALLBACK } from "./segment-step.ts";
import { stepOf } from "./steps.ts";
import { ASK_CONTENT, ASK_REWARD, DRAFT_CANCELLED, NOT_ALLOWED } from "./texts.ts";

/**
 * Community managers run the community from the bot: `/broadcast`, `/airdrop` (guided flows kept in a
 * `draft` job, so any instance can take the next step), `/jobs`, and the progress controls.
 * Everyone else gets "not allowed".
 */
export const communityFeature = new Composer<BotContext>();
const dm = communityFeature.chatType("private");

dm.command(["broadcast", "airdrop", "jobs"], async (ctx) => {
  if (!(await fromManager(ctx))) return void (await ctx.reply(NOT_ALLOWED));
  const command = ctx.message.text.slice(1).split(/[\s@]/)[0];
  if (command === "jobs") return listJobs(ctx);
  const managerId = String(ctx.from.id);
  if (command === "airdrop") {
    await startDraft(ctx.db, managerId, "airdrop", "reward");
    await ctx.reply(ASK_REWARD);
    return;
  }
  await startDraft(ctx.db, managerId, "broadcast", "content");
  await ctx.reply(ASK_CONTENT);
});

dm.command("cancel", async (ctx, next) => {
  const draft = await findDraft(ctx.db, String(ctx.from.id));
  if (!draft) return next();
  await discardDraft(ctx.db, draft.id, String(ctx.from.id));
  await ctx.reply(DRAFT_CANCELLED);
});

// A message while a manager has a draft answers its current step; other commands pass through.
dm.on("message", async (ctx, next) => {
  if (ctx.message.text?.startsWith("/")) return next();
  const draft = await findDraft(ctx.db, String(ctx.from.id));
  if (!draft || !(await fromManager(ctx))) return next();
  await handleDraftMessage(ctx, draft, ctx.message);
});

communityFeature.on("callback_query:data", async (ctx, next) => {
  const data = ctx.callbackQuery.data;
  if (!/^cm/.test(data)) return next();
  if (!(await fromManager(ctx))) return void (await ctx.answerCallbackQuery({ text: NOT_ALLOWED }));
  const managerId = String(ctx.from.id);
  const control = data.match(PROGRESS_CALLBACK);
  if (control) return applyJobAction(ctx, Number(control[2]), control[1] as "pause" | "resume" | "cancel");
  const confirm = data.match(CONFIRM_CALLBACK);
  if (confirm) {
    const jobId = Number(confirm[2]);
    return confirm[1] === "ok" ? confirmDraft(ctx, jobId, managerId) : cancelDraft(ctx, jobId, managerId);
  }
  const draft = await findDraft(ctx.db, managerId);
  const step = draft ? stepOf(draft) : "";
  const segment = data.match(SEGMENT_CALLBACK);
  if (draft && segment && step.startsWith("segment")) {
    await ctx.answerCallbackQuery();
    return chooseSegment(ctx, draft, segment[1] as SegmentKind);
  }
  if (draft && data === "cmskip" && step === "buttons") {
    await ctx.answerCallbackQuery();
    return askSegment(ctx, draft);
  }
  await ctx.answerCallbackQuery({ text: "This step is over." });
});

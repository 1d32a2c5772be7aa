import type { BotJobStatus, JobCounts } from "@jadeverse/db/broadcasts/jobs";
import { InlineKeyboard } from "grammy";

const STATUS_LABEL: Record<BotJobStatus, string> = {
  draft: "draft",
  running: "▶️ running",
  paused: "⏸ paused",
  cancelled: "⏹ cancelled",
  done: "✅ done",
};

export interface ProgressView {
  jobId: number;
  kind: "broadcast" | "airdrop";
  status: BotJobStatus;
  counts: JobCounts;
  /** Messages per second over the current run, when known. */
  rate?: number | undefined;
}

const n = (value: number) => value.toLocaleString("en-US");

/** The progress message's text. */
export function progressText(view: ProgressView): string {
  const { counts } = view;
  const remaining = counts.pending + counts.sending;
  const title = view.kind === "airdrop" ? "🎁 Airdrop" : "📣 Broadcast";
  return [
    `${title} #${view.jobId}: ${STATUS_LABEL[view.status]}`,
    `Sent: ${n(counts.sent)} · Failed: ${n(counts.failed)} · Blocked: ${n(counts.blocked)} · Uncertain: ${n(counts.uncertain)}` +
      (counts.muted ? ` · Muted: ${n(counts.muted)}` : ""),
    `Remaining: ${n(remaining)} of ${n(counts.total)}`,
    `Rate: ${view.rate === undefined ? "–" : view.rate.toFixed(1)} msg/s`,
  ].join("\n");
}

/** Pause / Resume / Cancel, as the status allows; none once the job is over. */
export function progressKeyboard(jobId: number, status: BotJobStatus): InlineKeyboard | undefined {
  if (status === "running")
    return new InlineKeyboard()
      .text("⏸ Pause", `cmjob:pause:${jobId}`)
      .text("⏹ Cancel", `cmjob:cancel:${jobId}`);
  if (status === "paused")
    return new InlineKeyboard()
      .text("▶️ Resume", `cmjob:resume:${jobId}`)
      .text("⏹ Cancel", `cmjob:cancel:${jobId}`);
  return undefined;
}

export const PROGRESS_CALLBACK = /^cmjob:(pause|resume|cancel):(\d+)$/;

import { hostname } from "node:os";
import { creditRecipient } from "@jadeverse/db/broadcasts/airdrop";
import { type Job, jobCounts } from "@jadeverse/db/broadcasts/jobs";
import { claimRunnableJob, releaseLease, renewLease } from "@jadeverse/db/broadcasts/leases";
import {
  markRecipientFailed,
  markRecipientMuted,
  pendingRecipients,
} from "@jadeverse/db/broadcasts/recipients";
import type { Db } from "@jadeverse/db/client";
import { reportBroadcast } from "@jadeverse/db/observe";
import { sleep } from "@jadeverse/db/sleep";
import { Api } from "grammy";
import type { BotConfig } from "../env.ts";
import { type BotLogger, describeError } from "../logger.ts";
import { outgoingMessage, parseJob } from "./content.ts";
import { sendToRecipient } from "./delivery.ts";
import { Pacer } from "./pacer.ts";
import { progressKeyboard, progressText } from "./progress.ts";

export interface JobWorkerOptions {
  db: Db;
  config: Pick<BotConfig, "token" | "apiRoot" | "publicUrl" | "broadcastRatePerSecond">;
  logger: BotLogger;
  /** This worker's lease name (default host:pid:random). */
  holder?: string;
  /** How long a lease lasts without renewal (default 30 s): a dead worker's job is taken over after it. */
  leaseMs?: number;
  /** How often the status is re-read and the lease renewed while sending (default 500 ms). */
  checkEveryMs?: number;
  /** How often an idle worker looks for a running job (default 500 ms). */
  pollMs?: number;
  /** Minimum time between two progress edits (default 3 s). */
  progressEveryMs?: number;
  batchSize?: number;
}

export interface JobWorker {
  /** Lets the message in flight finish, releases the lease, and resolves; idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs broadcasts and airdrops: takes the lease of a running job, then for each pending recipient
 * (by user id) credits the airdrop (once) and sends the message, paced at `broadcastRatePerSecond`
 * over all chats on a Bot API client of its own (no throttler, no auto-retry: 429s are handled here
 * by pausing every send for `retry_after`). Pause, resume and cancel are seen within `checkEveryMs`.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, config, logger } = options;
  if (!config.token) throw new Error("startJobWorker: BOT_TOKEN is not set");
  const token = config.token;
  // The runtime's own fetch (Bun's, Node 18+'s) rather than grammY's node-fetch default: steadier timing.
  const api = new Api(token, { apiRoot: config.apiRoot, fetch: globalThis.fetch });
  const holder = options.holder ?? `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const checkEveryMs = options.checkEveryMs ?? 500;
  const progressEveryMs = options.progressEveryMs ?? 3_000;
  const batchSize = options.batchSize ?? 100;
  const pacer = new Pacer(config.broadcastRatePerSecond);
  const abort = new AbortController();
  const signal = abort.signal;

  async function runJob(job: Job): Promise<void> {
    const { content, airdrop } = parseJob(job);
    const message = outgoingMessage(content, 0, config.publicUrl);
    const startedAt = performance.now();
    let attempted = 0;
    let lastProgress = 0;
    let chain: Promise<void> = Promise.resolve();
    let inFlight = false;

    /** Edits the progress message: at most every `progressEveryMs`, one edit at a time, in order. */
    const progress = (status: Job["status"], force = false): Promise<void> => {
      const { progressChatId: chatId, progressMessageId: messageId } = job;
      if (!chatId || !messageId) return Promise.resolve();
      const now = performance.now();
      if (!force && (inFlight || now - lastProgress < progressEveryMs)) return Promise.resolve();
      lastProgress = now;
      inFlight = true;
      const seconds = (now - startedAt) / 1000;
      const rate = seconds >= 1 ? attempted / seconds : undefined;
      chain = chain
        .then(async () => {
          const counts = await jobCounts(db, job.id);
          const text = progressText({ jobId: job.id, kind: job.kind, status, counts, rate });
          const keyboard = progressKeyboard(job.id, status);
          await api.editMessageText(chatId, messageId, text, keyboard ? { reply_markup: keyboard } : {});
        })
        // "message is not modified", a deleted message: progress is best effort.
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
      return chain;
    };

    let lastCheck = performance.now();
    const check = async (): Promise<"go" | "stop"> => {
      lastCheck = performance.now();
      const status = await renewLease(db, job.id, holder, leaseMs);
      if (status === null) {
        logger.warn("bot job: lease lost, another worker took over", { jobId: job.id });
        return "stop";
      }
      if (status === "running" && !signal.aborted) return "go";
      await releaseLease(db, job.id, holder);
      if (status !== "running") await progress(status, true);
      return "stop";
    };

    while (true) {
      const rows = await pendingRecipients(db, job.id, batchSize);
      if ((await check()) === "stop") return;
      if (rows.length === 0) {
        await releaseLease(db, job.id, holder, "done");
        await progress("done", true);
        logger.info("bot job done", { jobId: job.id, kind: job.kind });
        return;
      }
      for (const row of rows) {
        // A muted player gets no message, so no Telegram request and no paced slot: an airdrop
        // still credits them (once, like any recipient).
        if (row.muted) {
          if (performance.now() - lastCheck >= checkEveryMs && (await check()) === "stop") return;
          const error = airdrop && row.creditedAt === null ? await creditRecipient(db, row, airdrop) : null;
          await (error ? markRecipientFailed(db, row, error) : markRecipientMuted(db, row));
          void progress("running");
          continue;
        }
        let credited = !airdrop || row.creditedAt !== null;
        while (true) {
          // A long pause (a 429's retry_after) still sees pause / cancel within `checkEveryMs`.
          while (pacer.delayMs() > checkEveryMs && !signal.aborted) {
            await sleep(checkEveryMs, signal);
            if ((await check()) === "stop") return;
          }
          await pacer.take(signal);
          if (signal.aborted || performance.now() - lastCheck >= checkEveryMs) {
            if ((await check()) === "stop") return;
          }
          // The credit, then its announcement, in the same slot: a cancelled airdrop credits no one
          // it did not announce to (except a row in flight).
          if (!credited && airdrop) {
            const error = await creditRecipient(db, row, airdrop);
            if (error) {
              await markRecipientFailed(db, row, error);
              break;
            }
            credited = true;
          }
          const outcome = await sendToRecipient(db, api, row, message, {
            beforeRequest: () => pacer.markSent(),
            afterAnswer: () => pacer.markAnswered(),
          });
          if (outcome?.kind === "retry") reportBroadcast(outcome.rateLimited ? "rate_limited" : "retried");
          else if (outcome) reportBroadcast(outcome.status);
          if (outcome?.kind === "retry") {
            pacer.pauseFor(outcome.retryAfterMs);
            logger.warn("bot job: Bot API asked to slow down", {
              jobId: job.id,
              retryAfterMs: outcome.retryAfterMs,
            });
            continue; // the same row, after the pause
          }
          if (outcome) attempted++;
          break;
        }
        void progress("running");
      }
    }
  }

  const loop = (async () => {
    while (!signal.aborted) {
      try {
        const job = await claimRunnableJob(db, holder, leaseMs);
        if (job) await runJob(job);
        else await sleep(options.pollMs ?? 500, signal);
      } catch (error) {
        logger.error("bot job worker: failed, retrying", describeError(error, token));
        await sleep(2_000, signal);
      }
    }
  })();

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      abort.abort();
      stopping ??= loop;
      return stopping;
    },
  };
}

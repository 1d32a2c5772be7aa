import { hostname } from "node:os";
import type { Db } from "@jadeverse/db/client";
import {
  claimNotifications,
  markStaleNotificationsUncertain,
  type Notification,
  type NotificationChanges,
  type NotificationStatus,
  settleNotification,
} from "@jadeverse/db/notifications";
import { markBotBlocked, playerChat } from "@jadeverse/db/telegram/players";
import { Api, GrammyError } from "grammy";
import type { BotConfig } from "../env.ts";
import { botLocale } from "../i18n.ts";
import { launchKeyboard } from "../keyboards/launch.ts";
import { type BotLogger, describeError } from "../logger.ts";
import { notificationText } from "../texts.ts";

export const NOTIFICATION_BATCH = 20;
/** How long a claim (and a request in flight) holds a row before another worker may act on it. */
export const NOTIFICATION_LEASE_MS = 60_000;
export const NOTIFICATION_POLL_MS = 1_000;
/** Telegram answered 5xx: tried again this many times, with backoff, before the row fails. */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
/** Pause between two messages of one worker (Telegram allows ~30/s overall). */
export const NOTIFICATION_GAP_MS = 40;

export interface NotificationWorkerOptions {
  db: Db;
  config: Pick<BotConfig, "token" | "apiRoot" | "publicUrl" | "username">;
  logger: BotLogger;
  /** Names this worker in `claimed_by` (default: host, pid and a random part). */
  workerId?: string;
  batchSize?: number;
  leaseMs?: number;
  pollMs?: number;
  gapMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
  retried: number;
  uncertain: number;
}

type Row = Notification;

/**
 * Sends the `notifications` rows any instance wrote. Every instance runs one; a row is claimed with a
 * lease (`claimed_by`, `claimed_until`, a conditional update) a batch at a time, so two workers never
 * take the same row. Per row: muted, blocked or Telegram-less players → `skipped`; `sending` is written
 * before the request and `sent`/`failed` after; 403 marks the player `bot_blocked_at`; 429 puts the row
 * back to `pending` after `retry_after`. A row found `sending` past its lease (a crash mid-request)
 * becomes `uncertain` and is never sent again. The worker's Bot API client has no auto-retry: retries
 * are rows, not loops.
 */
export function createNotificationWorker(options: NotificationWorkerOptions) {
  const { db, config, logger } = options;
  if (!config.token) throw new Error("notification worker: BOT_TOKEN is not set");
  const token = config.token;
  const api = new Api(token, { apiRoot: config.apiRoot });
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const batchSize = options.batchSize ?? NOTIFICATION_BATCH;
  const leaseMs = options.leaseMs ?? NOTIFICATION_LEASE_MS;
  const gapMs = options.gapMs ?? NOTIFICATION_GAP_MS;
  const now = options.now ?? Date.now;

  /** Updates a row this worker still holds; false when the claim was lost. */
  const settle = (id: number, from: NotificationStatus, changes: NotificationChanges) =>
    settleNotification(db, { id, workerId, from }, changes);

  async function sendOne(row: Row, result: BatchResult): Promise<void> {
    const player = await playerChat(db, row.userId);
    const skip = !player?.telegramId
      ? "no telegram account"
      : player.deletedAt
        ? "account deleted"
        : player.muted
          ? "muted"
          : player.blockedAt
            ? "bot blocked"
            : null;
    if (skip || !player?.telegramId) {
      if (await settle(row.id, "pending", { status: "skipped", lastError: skip, claimedBy: null }))
        result.skipped++;
      return;
    }
    const started = new Date(now());
    const took = await settle(row.id, "pending", {
      status: "sending",
      attempts: row.attempts + 1,
      claimedUntil: new Date(started.getTime() + leaseMs),
    });
    if (!took) return;
    // The recipient's language (docs/i18n.md "The bot"): their saved choice, else their Telegram's as last
    // recorded (no update of theirs is at hand), else English.
    const locale = botLocale(player.language, player.telegramLanguage);
    try {
      await api.sendMessage(Number(player.telegramId), notificationText(locale, row.kind, row.payload), {
        reply_markup: launchKeyboard({ publicUrl: config.publicUrl, botUsername: config.username, locale }),
        link_preview_options: { is_disabled: true },
      });
      await settle(row.id, "sending", {
        status: "sent",
        sentAt: new Date(now()),
        claimedBy: null,
        lastError: null,
      });
      result.sent++;
    } catch (error) {
      await onFailure(row, player.telegramId, error, result);
    }
  }

  async function onFailure(row: Row, telegramId: string, error: unknown, result: BatchResult) {
    const at = now();
    if (error instanceof GrammyError) {
      const lastError = `${error.error_code}: ${error.description}`.slice(0, 500);
      if (error.error_code === 429) {
        const retryAfter = (error.parameters.retry_after ?? 1) * 1000;
        await settle(row.id, "sending", {
          status: "pending",
          availableAt: new Date(at + retryAfter),
          claimedBy: null,
          claimedUntil: null,
          lastError,
        });
        result.retried++;
        return;
      }
      if (error.error_code === 403) {
        await markBotBlocked(db, { telegramId }, new Date(at));
      }
      if (error.error_code >= 500 && row.attempts + 1 < NOTIFICATION_MAX_ATTEMPTS) {
        await settle(row.id, "sending", {
          status: "pending",
          availableAt: new Date(at + 2 ** row.attempts * 5_000),
          claimedBy: null,
          claimedUntil: null,
          lastError,
        });
        result.retried++;
        return;
      }
      await settle(row.id, "sending", { status: "failed", claimedBy: null, lastError });
      result.failed++;
      return;
    }
    // No answer from Telegram (network): the message may have been delivered; never send it twice.
    const lastError = String(describeError(error, token).error ?? "network error").slice(0, 500);
    await settle(row.id, "sending", { status: "uncertain", claimedBy: null, lastError });
    result.uncertain++;
  }

  /** One pass: stale `sending` rows → `uncertain`, then one claimed batch sent. */
  async function runOnce(): Promise<BatchResult> {
    const at = new Date(now());
    const result: BatchResult = { claimed: 0, sent: 0, skipped: 0, failed: 0, retried: 0, uncertain: 0 };
    result.uncertain += await markStaleNotificationsUncertain(db, at);
    const rows = await claimNotifications(db, { workerId, at, batchSize, leaseMs });
    result.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      if (index > 0 && gapMs > 0) await Bun.sleep(gapMs);
      await sendOne(row, result);
    }
    return result;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  const loop = () => {
    if (stopped) return;
    running = runOnce()
      .then((r) => (r.claimed === batchSize ? 0 : (options.pollMs ?? NOTIFICATION_POLL_MS)))
      .catch((error) => {
        logger.error("notifications: batch failed", describeError(error, token));
        return options.pollMs ?? NOTIFICATION_POLL_MS;
      })
      .then((delay) => {
        if (!stopped) timer = setTimeout(loop, delay);
      });
  };

  return {
    workerId,
    runOnce,
    /** Polls in the background until `stop()`. */
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    /** Stops polling and waits for the batch in hand. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;

import type { Db } from "@jadeverse/db/client";
import { sleep } from "@jadeverse/db/sleep";
import { syncCommunityManagers } from "@jadeverse/db/telegram/roles";
import { type Bot, GrammyError, HttpError, type Transformer, webhookCallback } from "grammy";
import { createBot } from "./bot.ts";
import type { BotContext } from "./context.ts";
import type { BotConfig } from "./env.ts";
import { type JobWorker, startJobWorker } from "./jobs/worker.ts";
import { type BotLogger, describeError, type LogFields } from "./logger.ts";
import { createNotificationWorker } from "./notifications/worker.ts";
import { announceBot, WEBHOOK_PATH, webhookUrl } from "./setup.ts";

export interface BotHandle {
  /** The running bot (for sending from jobs), or null when BOT_TOKEN is unset. */
  readonly bot: Bot<BotContext> | null;
  /**
   * In webhook mode: answers Telegram's POST to `/api/telegram/webhook` (401 without the right
   * `X-Telegram-Bot-Api-Secret-Token`). Null in polling mode or without a token.
   */
  readonly webhook: ((request: Request) => Promise<Response>) | null;
  /** Stops polling and waits (bounded) for the update in hand; idempotent; never rejects. */
  stop(): Promise<void>;
}

export interface BotDeps {
  logger: BotLogger;
  db: Db;
}

export interface StartBotOptions {
  /** First retry delay, doubled per consecutive failure. */
  initialDelayMs?: number;
  /** Cap of the retry delay. */
  maxDelayMs?: number;
  /** `getUpdates` long-poll timeout, seconds. */
  pollTimeoutSeconds?: number;
  /** How long `stop()` waits, in all, for Telegram and the update in hand (default 5 s). */
  stopTimeoutMs?: number;
}

export const RETRY_INITIAL_MS = 1_000;
export const RETRY_MAX_MS = 60_000;

/** Capped exponential backoff: attempt 0 → initial, then ×2 up to max. */
export function backoffDelay(attempt: number, initialMs = RETRY_INITIAL_MS, maxMs = RETRY_MAX_MS): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
}

/**
 * Runs the bot with long polling in the background and returns at once. Without BOT_TOKEN it logs
 * one line and returns a no-op handle. An unreachable Bot API or a rejected token is logged and
 * retried with capped exponential backoff (honouring `retry_after`); nothing is thrown into the host.
 */
export function startBot(config: BotConfig, deps: BotDeps, options: StartBotOptions = {}): BotHandle {
  const { logger, db } = deps;
  if (!config.token) {
    logger.info("telegram bot off: BOT_TOKEN is not set");
    return { bot: null, webhook: null, stop: async () => {} };
  }
  const bot = createBot(config, { logger, db });
  // Broadcasts and airdrops: every instance runs a worker; a job's lease keeps it to one at a time.
  const jobs = startJobWorker({ db, config, logger });
  // Notifications: every instance sends the rows any instance wrote (leased rows: none sent twice).
  const notifier = createNotificationWorker({ db, config, logger });
  notifier.start();
  const token = config.token;
  void syncCommunityManagers(db, config.communityManagerIds).catch((err) =>
    logger.error("telegram bot: could not store the community managers", describeError(err, token)),
  );
  if (config.mode === "webhook") {
    const handle = startWebhook(bot, config, logger, jobs);
    return { ...handle, stop: () => Promise.all([handle.stop(), notifier.stop()]).then(() => {}) };
  }
  bot.api.config.use(pollingOutageLog(logger, config.token));
  const abort = new AbortController();
  const done = pollForever(bot, config, logger, abort.signal, options).catch((err) =>
    logger.error("telegram bot: polling loop crashed", describeError(err, config.token)),
  );
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    abort.abort();
    const notifierStopped = notifier.stop();
    // bot.stop() aborts the pending getUpdates and confirms the offset of the updates already handled.
    const confirmed = bot.isRunning()
      ? bot
          .stop()
          .catch((err) =>
            logger.warn(
              "telegram bot: could not confirm the last update offset",
              describeError(err, config.token),
            ),
          )
      : undefined;
    await within(Promise.all([confirmed, done, jobs.stop(), notifierStopped]), stopTimeoutMs).then(
      () => logger.info("telegram bot stopped"),
      () =>
        logger.warn("telegram bot: stop timed out, leaving the rest to the process exit", { stopTimeoutMs }),
    );
  };
  return {
    bot,
    webhook: null,
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}

/**
 * Webhook mode (a public https URL and a secret): Telegram POSTs updates to every instance behind the
 * load balancer; `setWebhook` (with the secret, retried in the background) and the menu button are
 * set once at start. Updates are handled within the request (grammY answers 401 on a wrong secret).
 */
function startWebhook(
  bot: Bot<BotContext>,
  config: BotConfig,
  logger: BotLogger,
  jobs: JobWorker,
): BotHandle {
  const token = config.token ?? "";
  const secretToken = config.webhookSecret ?? "";
  const handle = webhookCallback(bot, "std/http", {
    secretToken,
    onTimeout: "return",
    timeoutMilliseconds: 9_000,
  });
  const abort = new AbortController();
  void (async () => {
    for (let attempt = 0; !abort.signal.aborted; attempt++) {
      try {
        await bot.init();
        await bot.api.setWebhook(webhookUrl(config.publicUrl), {
          secret_token: secretToken,
          allowed_updates: ["message", "callback_query", "pre_checkout_query", "my_chat_member"],
        });
        await announceBot(bot.api, config);
        logger.info("telegram bot webhook set", { path: WEBHOOK_PATH, username: bot.botInfo.username });
        return;
      } catch (err) {
        const delayMs = backoffDelay(attempt);
        logger.warn("telegram bot: could not set the webhook, retrying", {
          ...describeError(err, token),
          retryInMs: delayMs,
        });
        await sleep(delayMs, abort.signal);
      }
    }
  })();
  return {
    bot,
    webhook: async (request) => {
      if (!bot.isInited()) await bot.init();
      return handle(request);
    },
    stop: async () => {
      abort.abort();
      await within(jobs.stop(), 5_000).catch(() => {});
    },
  };
}

async function pollForever(
  bot: Bot<BotContext>,
  config: BotConfig,
  logger: BotLogger,
  signal: AbortSignal,
  options: StartBotOptions,
): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      // One getMe attempt of our own: grammY's `init` would retry network errors forever, silently.
      // (grammY's Node typings want the abort-controller shim's AbortSignal; the native one works.)
      if (!bot.isInited()) bot.botInfo = await bot.api.getMe(signal as Parameters<typeof bot.api.getMe>[0]);
      if (signal.aborted) return;
      await bot.start({
        drop_pending_updates: false,
        timeout: options.pollTimeoutSeconds ?? 30,
        onStart: (me) => {
          failures = 0;
          logger.info("telegram bot polling", { username: me.username, apiRoot: config.apiRoot });
          void announceBot(bot.api, config).catch((err) =>
            logger.warn(
              "telegram bot: could not set commands and menu button",
              describeError(err, config.token),
            ),
          );
        },
      });
      if (signal.aborted) return;
      throw new Error("polling ended without stop() (was bot.stop() called directly?)");
    } catch (err) {
      if (signal.aborted) return;
      const retryAfterMs = err instanceof GrammyError ? (err.parameters.retry_after ?? 0) * 1000 : 0;
      const delayMs = Math.max(
        retryAfterMs,
        backoffDelay(failures, options.initialDelayMs, options.maxDelayMs),
      );
      failures += 1;
      logger.warn(failureMessage(err), {
        ...describeError(err, config.token),
        attempt: failures,
        retryInMs: delayMs,
      });
      await sleep(delayMs, signal);
    }
  }
}

/**
 * Once polling runs, grammY retries a failing getUpdates every 3 s on its own (debug output only):
 * log the first failure of an outage and the recovery, not every attempt.
 */
function pollingOutageLog(logger: BotLogger, token: string): Transformer {
  let failing = false;
  const failed = (detail: LogFields) => {
    if (!failing) logger.warn("telegram bot: getUpdates failing, grammY retries every 3 s", detail);
    failing = true;
  };
  return async (prev, method, payload, signal) => {
    if (method !== "getUpdates") return prev(method, payload, signal);
    try {
      const res = await prev(method, payload, signal);
      if (!res.ok) failed({ error: res.description, errorCode: res.error_code });
      else if (failing) logger.info("telegram bot: getUpdates works again");
      failing = !res.ok;
      return res;
    } catch (err) {
      if (!signal?.aborted) failed(describeError(err, token));
      throw err;
    }
  };
}

function failureMessage(err: unknown): string {
  if (err instanceof GrammyError && err.error_code === 401) return "telegram bot: token rejected, retrying";
  if (err instanceof GrammyError && err.error_code === 409) return "telegram bot: polling conflict, retrying";
  if (err instanceof GrammyError) return "telegram bot: Bot API error, retrying";
  if (err instanceof HttpError) return "telegram bot: Bot API unreachable, retrying";
  return "telegram bot: polling stopped, retrying";
}

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

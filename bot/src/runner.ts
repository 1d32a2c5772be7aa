import { type Bot, GrammyError, HttpError, type Transformer } from "grammy";
import { createBot } from "./bot.ts";
import type { BotContext } from "./context.ts";
import type { BotConfig } from "./env.ts";
import { type BotLogger, describeError, type LogFields } from "./logger.ts";

export interface BotHandle {
  /** The running bot (for sending from jobs), or null when BOT_TOKEN is unset. */
  readonly bot: Bot<BotContext> | null;
  /** Stops polling and waits (bounded) for the update in hand; idempotent; never rejects. */
  stop(): Promise<void>;
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
export function startBot(config: BotConfig, logger: BotLogger, options: StartBotOptions = {}): BotHandle {
  if (!config.token) {
    logger.info("telegram bot off: BOT_TOKEN is not set");
    return { bot: null, stop: async () => {} };
  }
  const bot = createBot(config, { logger });
  bot.api.config.use(pollingOutageLog(logger, config.token));
  const abort = new AbortController();
  const done = pollForever(bot, config, logger, abort.signal, options).catch((err) =>
    logger.error("telegram bot: polling loop crashed", describeError(err, config.token)),
  );
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    abort.abort();
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
    await within(Promise.all([confirmed, done]), stopTimeoutMs).then(
      () => logger.info("telegram bot stopped"),
      () =>
        logger.warn("telegram bot: stop timed out, leaving the rest to the process exit", { stopTimeoutMs }),
    );
  };
  return {
    bot,
    stop: () => {
      stopping ??= stop();
      return stopping;
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

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

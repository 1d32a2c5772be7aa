import { autoRetry } from "@grammyjs/auto-retry";
import { apiThrottler } from "@grammyjs/transformer-throttler";
import type { Api, Transformer } from "grammy";

/** Polling's own calls: the runner retries them with its logged backoff; they send nothing to chats. */
const POLLING_METHODS = new Set(["getUpdates", "getMe", "deleteWebhook", "close"]);

/** Applies `transformer` to every method except polling's own. */
function exceptPolling(transformer: Transformer): Transformer {
  return (prev, method, payload, signal) =>
    POLLING_METHODS.has(method) ? prev(method, payload, signal) : transformer(prev, method, payload, signal);
}

/**
 * The Bot API client's transformers for interactive traffic (replies, invoices, notifications):
 * auto-retry honouring 429 `retry_after` (up to 30 s) and transient 5xx/network failures, and a
 * throttler keeping under Telegram's limits (about 30 messages/s overall, 1/s per chat). Broadcasts
 * pace themselves (bot/src/jobs) on a client of their own without the throttler.
 */
export function configureInteractiveApi(api: Api, options: { throttle?: boolean } = {}): Api {
  api.config.use(exceptPolling(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 })));
  if (options.throttle ?? true) api.config.use(exceptPolling(apiThrottler()));
  return api;
}

import type { BotConfig } from "@jadeverse/bot/env";
import { Api } from "grammy";

/** How long one Bot API call of a request handler may take before the request gives up. */
export const TELEGRAM_CALL_TIMEOUT_MS = 8_000;

/**
 * The API's own Bot API client (grammY `Api`, no polling, no retries: a request answers at once and
 * the client retries). Null without BOT_TOKEN: routes that need Telegram answer 503.
 */
export function createTelegramApi(config: Pick<BotConfig, "token" | "apiRoot">): Api | null {
  if (!config.token) return null;
  return new Api(config.token, { apiRoot: config.apiRoot });
}

import { Api } from "grammy";

/** How long one Bot API call of a request handler may take before the request gives up. */
export const TELEGRAM_CALL_TIMEOUT_MS = 8_000;

/** The API's own Bot API client (grammY's `Api`: the Bot API's methods, nothing of the bot). */
export type TelegramApi = Api;

/** Where the Bot API is and the token to call it with (the API's own env: BOT_TOKEN, TELEGRAM_API_ROOT). */
export interface TelegramClientConfig {
  token?: string | undefined;
  apiRoot: string;
}

/**
 * The API's own Bot API client: no polling, no retries (a request answers at once and the client
 * retries). Null without BOT_TOKEN: routes that need Telegram answer 503.
 */
export function createTelegramApi(config: TelegramClientConfig): TelegramApi | null {
  if (!config.token) return null;
  return new Api(config.token, { apiRoot: config.apiRoot.replace(/\/+$/, "") });
}

/**
 * The abort signal that bounds one Bot API call of a request handler. (grammY's Node typings want the
 * abort-controller shim's AbortSignal; the native one works.)
 */
export function withTelegramTimeout(ms = TELEGRAM_CALL_TIMEOUT_MS): Parameters<Api["getMe"]>[0] {
  return AbortSignal.timeout(ms) as Parameters<Api["getMe"]>[0];
}

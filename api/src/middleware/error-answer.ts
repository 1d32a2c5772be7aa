import type { Locale } from "@jadeverse/db/i18n/locales";
import type { Context } from "hono";
import type { AppEnv, SessionInfo } from "../context.ts";
import { findSessionPlayer } from "../lib/auth/sessions.ts";
import { toApiError } from "../lib/error-mapper.ts";
import { isTranslatable, localizeError } from "../lib/errors/localize.ts";
import type { ApiError } from "../lib/errors.ts";
import { requestLocale } from "../lib/i18n/request-locale.ts";
import { type Logger, serializeError } from "../lib/logger.ts";

/**
 * The one mapping from an exception to the error envelope, for the API's handlers (app.ts) and the
 * platform around it (server/platform.ts): known failures keep their status and code, anything else
 * is a 500 `INTERNAL_ERROR`, logged with its name, message, code and cause chain only (never SQL
 * parameters, never a secret-looking value).
 */
export function answerForError(error: unknown, log: Logger, fields: Record<string, unknown> = {}): ApiError {
  const apiError = toApiError(error);
  if (apiError.code === "DATABASE_BUSY") log.warn("database busy: refused", { ...fields });
  else if (apiError.status >= 500) log.error("unhandled error", { ...fields, error: serializeError(error) });
  return apiError;
}

/** The operator's console stays in English (docs/i18n.md "Scope"): operators are our own staff. */
const CONSOLE_PATH = /^\/api\/console(\/|$)/;

/**
 * The language to answer an error in (docs/i18n.md "Which language", as the mails): a signed-in
 * player's saved choice, else the request's `Accept-Language`, else English. The player is usually at
 * hand (loaded with the session, or in the player cache); a busy database is not asked for it, and a
 * failed read falls back to the header rather than turn a refusal into a 500.
 */
export function errorLocale(c: Context<AppEnv>, apiError: ApiError): Locale | Promise<Locale> {
  const accepted = c.req.header("accept-language");
  const session = c.get("session") as SessionInfo | undefined;
  if (!session || apiError.code === "DATABASE_BUSY") return requestLocale(accepted);
  const fallback = () => requestLocale(accepted);
  try {
    const player = findSessionPlayer(c.get("deps"), session);
    if (!(player instanceof Promise)) return requestLocale(accepted, player?.language);
    return player.then((found) => requestLocale(accepted, found?.language), fallback);
  } catch {
    return fallback();
  }
}

/**
 * An API error as the answer: the catalogue's message in the player's language, its code's own or its
 * situation's (the code as it is), `Content-Language` naming the language used, and
 * `Vary: Accept-Language`, since the header chose it.
 */
export async function errorResponse(c: Context<AppEnv>, apiError: ApiError): Promise<Response> {
  const translatable = isTranslatable(apiError) && !CONSOLE_PATH.test(c.req.path);
  const { body, language } = localizeError(apiError, translatable ? await errorLocale(c, apiError) : "en");
  c.header("Content-Language", language);
  if (translatable) c.header("Vary", "Accept-Language", { append: true });
  return c.json(body, apiError.status);
}

import { redactFields, redactText } from "@jadeverse/db/redact";
import { GrammyError, HttpError } from "grammy";

export type LogFields = Record<string, unknown>;

/** What the bot needs from a logger; the API's structured logger satisfies it as is. */
export interface BotLogger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/**
 * JSON lines on stdout/stderr, for the standalone bot process, with the API's redaction
 * (`@jadeverse/db/redact`: secret-named fields, tokens, hashes, URL credentials, SQL parameters).
 */
export function consoleLogger(base: LogFields = { service: "bot" }): BotLogger {
  const emit = (level: "info" | "warn" | "error", msg: string, fields?: LogFields) => {
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      msg: redactText(msg),
      ...redactFields(base),
      ...redactFields(fields),
    });
    if (level === "info") console.log(line);
    else console.error(line);
  };
  return {
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
  };
}

/**
 * Log fields for a failed Bot API call or handler, without the bot token: grammY's own messages
 * never carry the request URL, and any other message is scrubbed of `token` just in case.
 */
export function describeError(err: unknown, token?: string): LogFields {
  const scrub = (text: string) => redactText(token ? text.split(token).join("[redacted]") : text);
  if (err instanceof GrammyError) {
    return { error: scrub(err.description), method: err.method, errorCode: err.error_code };
  }
  if (err instanceof HttpError) {
    const inner = err.error as { code?: unknown } | undefined;
    const cause = typeof inner?.code === "string" ? inner.code : undefined;
    return { error: scrub(err.message), ...(cause ? { cause } : {}) };
  }
  return { error: scrub(err instanceof Error ? err.message : String(err)) };
}

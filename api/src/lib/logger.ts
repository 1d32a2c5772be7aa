import { publicValue, redactFields, redactText, serializeError } from "@jadeverse/db/redact";

export { publicValue, redactText, serializeError };

export type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /** Whether a line of `level` would be written (so a caller can skip building one that would not). */
  enabled(level: Level): boolean;
}

/**
 * Structured JSON-lines logger. Every line goes through `@jadeverse/db/redact`: secret-named fields,
 * secret-looking values (tokens in links, bearer strings, argon2 hashes, digests, JWTs, bot tokens,
 * URL credentials) and SQL parameters are removed, and errors (with their `cause` chain) are
 * serialised safely, so nothing a handler logs can leak a credential.
 */
export function createLogger(
  level: Level | "silent",
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  // Redacted on the first line written: a per-request child that logs nothing costs nothing.
  let safeBase: Record<string, unknown> | undefined;
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    safeBase ??= redactFields(base);
    let line: string;
    try {
      line = JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg: redactText(msg),
        ...safeBase,
        ...redactFields(fields),
      });
    } catch {
      // A logger never throws into its caller.
      line = JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: redactText(msg) });
    }
    write(line);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
    enabled: (lvl) => ORDER[lvl] >= ORDER[level],
  };
}

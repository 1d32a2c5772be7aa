import type { BotLogger, LogFields } from "../src/logger.ts";

export interface LogEntry {
  level: "info" | "warn" | "error";
  msg: string;
  fields?: LogFields;
}

/** A BotLogger that keeps its lines, for assertions. */
export function memoryLogger(): BotLogger & {
  entries: LogEntry[];
  at(level: LogEntry["level"]): LogEntry[];
} {
  const entries: LogEntry[] = [];
  return {
    entries,
    at: (level) => entries.filter((e) => e.level === level),
    info: (msg, fields) => void entries.push({ level: "info", msg, fields }),
    warn: (msg, fields) => void entries.push({ level: "warn", msg, fields }),
    error: (msg, fields) => void entries.push({ level: "error", msg, fields }),
  };
}

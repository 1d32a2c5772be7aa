import { toApiError } from "../lib/error-mapper.ts";
import type { ApiError } from "../lib/errors.ts";
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

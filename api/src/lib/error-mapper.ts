import { constraintViolation, isBusy } from "@jadeverse/db/errors";
import { LedgerError } from "@jadeverse/db/ledger";
import { HTTPException } from "hono/http-exception";
import { ApiError, type ErrorCode } from "./errors.ts";

/**
 * Which spec code a unique clash means, by table and columns. A race lost to another request (two
 * registrations of one address, two accounts linking one identity) is a 409, never a 500.
 */
const UNIQUE_CODES: { table: string; column: string; code: ErrorCode }[] = [
  { table: "users", column: "email", code: "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR" },
  { table: "users", column: "telegram_id", code: "TELEGRAM_ALREADY_LINKED" },
  // Two joins of one player racing: the partial unique index allows one live queue session.
  { table: "queue_sessions", column: "user_id", code: "ALREADY_PLAYING" },
];

function fromConstraint(error: unknown): ApiError | null {
  const violation = constraintViolation(error);
  if (!violation) return null;
  if (violation.kind === "unique" || violation.kind === "primarykey") {
    const known = UNIQUE_CODES.find(
      (rule) => rule.table === violation.table && violation.columns?.includes(rule.column),
    );
    return new ApiError(409, known?.code ?? "CONFLICT");
  }
  // A foreign key, check or not-null refusal: the state changed under the request (e.g. a row deleted).
  return new ApiError(409, "CONFLICT");
}

/** A ledger refusal in any route: not enough gems or coins is the spec's error, never a 500. */
function fromLedger(error: unknown): ApiError | null {
  if (!(error instanceof LedgerError)) return null;
  if (error.code === "INSUFFICIENT_FUNDS")
    return new ApiError(
      400,
      error.currency === "gems" ? "NOT_ENOUGH_GEMS_ERROR" : "INSUFFICIENT_BALANCE_ERROR",
    );
  if (error.code === "USER_NOT_FOUND") return new ApiError(404, "USER_NOT_FOUND_ERROR");
  return null;
}

function fromHttpException(error: HTTPException): ApiError {
  if (error.status === 400 && /JSON/i.test(error.message)) return new ApiError(400, "INVALID_JSON");
  if (error.status === 413) return new ApiError(413, "PAYLOAD_TOO_LARGE");
  if (error.status === 401) return new ApiError(401, "UNAUTHORIZED");
  return new ApiError(error.status as 400, "VALIDATION_ERROR", error.message);
}

/**
 * A write that waited its whole time for another process's write lock (a crowd on one database from
 * several instances): nothing was written, and trying again shortly works; a clean refusal, not a 500.
 */
const fromBusy = (error: unknown): ApiError | null =>
  isBusy(error) ? new ApiError(503, "DATABASE_BUSY") : null;

/** The one place any thrown error becomes the API's error envelope. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  return fromLedger(error) ?? fromConstraint(error) ?? fromBusy(error) ?? new ApiError(500, "INTERNAL_ERROR");
}

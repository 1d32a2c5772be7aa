import { ERROR_CODES, type ErrorCode } from "../errors.ts";

/** Every status the API answers with the error envelope. */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 429, 451, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export const ALL_ERROR_CODES = Object.keys(ERROR_CODES) as ErrorCode[];

const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: "Bad request",
  401: "Not authenticated",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  429: "Too many requests (see `Retry-After`)",
  451: "Unavailable for legal reasons (a restricted country)",
  500: "Internal error",
  503: "Unavailable",
};

/**
 * `{ error: { code, message, details? } }`, the one error shape (api/src/lib/errors.ts `toBody`), as
 * JSON Schema. `codes` narrows `code` to what the status means for one route; `details` is present for
 * `VALIDATION_ERROR` (`{ issues: [{ path, message }] }`).
 */
export function errorEnvelopeSchema(codes: readonly ErrorCode[] = ALL_ERROR_CODES) {
  return {
    type: "object" as const,
    properties: {
      error: {
        type: "object" as const,
        properties: {
          code: { type: "string" as const, enum: [...codes] },
          message: { type: "string" as const },
          details: {
            type: "object" as const,
            properties: {
              issues: {
                type: "array" as const,
                items: {
                  type: "object" as const,
                  properties: { path: { type: "string" as const }, message: { type: "string" as const } },
                  required: ["path", "message"],
                },
              },
            },
          },
        },
        required: ["code", "message"],
        additionalProperties: false,
      },
    },
    required: ["error"],
    additionalProperties: false,
  };
}

/** The OpenAPI response object of one error status: the envelope with this route's codes. */
export function errorResponse(status: ErrorStatus, codes: readonly ErrorCode[]) {
  const unique = [...new Set(codes)];
  return {
    description: `${STATUS_TEXT[status]}: ${unique.map((code) => `\`${code}\``).join(", ")}`,
    ...(status === 429
      ? {
          headers: {
            "Retry-After": { description: "Seconds to wait", schema: { type: "integer" as const } },
          },
        }
      : {}),
    content: { "application/json": { schema: errorEnvelopeSchema(unique) } },
  };
}

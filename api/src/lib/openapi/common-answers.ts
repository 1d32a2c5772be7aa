import type { ErrorCode } from "../errors.ts";
import { PLAY_AND_BUY_CALLS, RESTRICTED_CALLS } from "../geo/restricted-calls.ts";
import { type ErrorStatus, errorResponse } from "./errors.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const WRITES = new Set<string>(["post", "put", "patch", "delete"]);

/**
 * Answers any operation can give whatever its handler does, because the API's own plumbing (app.ts)
 * gives them before or around every handler:
 * - 404 `NOT_FOUND`: a path the router does not know (a trailing slash, an unknown sub-path);
 * - 405 `METHOD_NOT_ALLOWED` (with `Allow`): the operation's path asked with a method it does not serve;
 * - 403 `FORBIDDEN` on a write: a cookie-authenticated write from a foreign origin (CSRF defence);
 * - 413 `PAYLOAD_TOO_LARGE` on a write: a body over 64 KiB, whatever the route reads;
 * - 500 `INTERNAL_ERROR`;
 * - 451 `COUNTRY_RESTRICTED` on the calls the restricted-countries rule guards, and 403
 *   `TERMS_NOT_ACCEPTED` or `PLAYER_ON_BREAK` on the calls that play or buy (lib/geo/restricted-calls.ts).
 */
const GUARDED = new Set(RESTRICTED_CALLS.map((path) => `/api${path}`));
const PLAY_AND_BUY = new Set(PLAY_AND_BUY_CALLS.map((path) => `/api${path}`));

function commonAnswers(method: string, path: string): [ErrorStatus, ErrorCode][] {
  const answers: [ErrorStatus, ErrorCode][] = [
    [404, "NOT_FOUND"],
    [405, "METHOD_NOT_ALLOWED"],
    [500, "INTERNAL_ERROR"],
  ];
  if (WRITES.has(method)) answers.push([403, "FORBIDDEN"], [413, "PAYLOAD_TOO_LARGE"]);
  if (method === "post" && GUARDED.has(path)) answers.push([451, "COUNTRY_RESTRICTED"]);
  if (method === "post" && PLAY_AND_BUY.has(path))
    answers.push([403, "TERMS_NOT_ACCEPTED"], [403, "PLAYER_ON_BREAK"]);
  return answers;
}

/** The part of an error response this reads: the envelope's `error.code` enum. */
interface EnvelopeSchema {
  properties?: { error?: { properties?: { code?: { enum?: unknown } } } };
}
type Responses = Record<string, { content?: Record<string, { schema?: EnvelopeSchema }> } | undefined>;
type Paths = Record<string, Record<string, { responses?: Responses } | undefined> | undefined>;

/** The codes an error response already lists, or null when it is not the error envelope. */
function codesOf(response: Responses[string]): ErrorCode[] | null {
  const codes = response?.content?.["application/json"]?.schema?.properties?.error?.properties?.code?.enum;
  return Array.isArray(codes) ? (codes as ErrorCode[]) : null;
}

/**
 * Adds the common answers to every operation of a generated document (in place, and returned): a
 * status the route already documents gets the common code added to its list; a status it documents
 * with another shape (the health probe's 503) is left alone.
 */
export function withCommonAnswers<T extends { paths?: unknown }>(document: T): T {
  for (const [path, item] of Object.entries((document.paths ?? {}) as Paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const responses: Responses = operation.responses ?? {};
      for (const [status, code] of commonAnswers(method, path)) {
        const existing = responses[status];
        const codes = existing ? codesOf(existing) : [];
        if (codes === null) continue;
        responses[status] = errorResponse(status, [...codes, code]);
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  }
  return document;
}

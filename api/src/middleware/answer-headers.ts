import type { Context } from "hono";
import type { StatusCode } from "hono/utils/http-status";

/**
 * The headers of a request's answer, kept as a plain record until the answer is built.
 *
 * Hono keeps what `c.header()` sets before the answer in a `Headers` object, one native call per
 * header, and copies it again into the response: measured on the API's own headers (the protective
 * set, the request id, Vary, the JSON type and length), that cost about a third of a small answer's
 * time over HTTP. Here `c.header()` writes into a record that the JSON answer (`sizedJson`) hands to
 * `new Response` whole; any other answer (a page, a file, a handler's own Response, a redirect) gets
 * the record's headers added after the route has run, those the answer set itself winning, as with
 * Hono's own prepared headers. Once an answer exists, `c.header()` edits it as Hono's does.
 */

type HeaderValue = string | string[];
export type HeaderRecord = Record<string, HeaderValue>;

const PENDING = Symbol("answer headers");
const STATUS = Symbol("answer status");
const FAST = Symbol("answer built from the record");
const HONO_HEADER = Symbol("Hono's header()");
const HONO_STATUS = Symbol("Hono's status()");

interface Tracked {
  [PENDING]: HeaderRecord;
  [STATUS]?: StatusCode;
  /** A JSON answer was built from the record (Hono may copy it into another Response: not by identity). */
  [FAST]?: boolean;
  [HONO_HEADER]: Context["header"];
  [HONO_STATUS]: Context["status"];
}

type TrackedContext = Context & Partial<Tracked>;

/** Lists join into one header value, each token once (RFC 9110 §5.3); Set-Cookie never joins. */
function appendTo(record: HeaderRecord, key: string, value: string) {
  const current = record[key];
  if (current === undefined) record[key] = key === "set-cookie" ? [value] : value;
  else if (Array.isArray(current)) current.push(value);
  else {
    const present = new Set(current.split(",").map((token) => token.trim().toLowerCase()));
    const added = value.split(",").filter((token) => !present.has(token.trim().toLowerCase()));
    if (added.length > 0) record[key] = [current, ...added.map((token) => token.trim())].join(", ");
  }
}

function recordHeader(this: TrackedContext, name: string, value?: string, options?: { append?: boolean }) {
  const pending = this[PENDING];
  if (!pending || this.finalized) return this[HONO_HEADER]?.(name, value, options);
  const key = name.toLowerCase();
  if (value === undefined) delete pending[key];
  else if (options?.append || key === "set-cookie") appendTo(pending, key, value);
  else pending[key] = value;
}

function recordStatus(this: TrackedContext, status: StatusCode) {
  this[STATUS] = status;
  this[HONO_STATUS]?.(status);
}

/**
 * Starts a request's answer headers with `initial` (the record is the request's own: it is written
 * into). From here `c.header()` and `c.status()` of this context go through the record.
 */
export function trackAnswerHeaders(c: Context, initial: HeaderRecord): void {
  const tracked = c as TrackedContext;
  tracked[PENDING] = initial;
  tracked[HONO_HEADER] = c.header;
  tracked[HONO_STATUS] = c.status;
  c.header = recordHeader as Context["header"];
  c.status = recordStatus as Context["status"];
}

/**
 * A JSON (or other text) answer built straight from the record: `extra` headers win over it. Returns
 * undefined when the record cannot be used as it is (headers not tracked, or a ResponseInit to merge),
 * so the caller falls back to Hono's `newResponse`.
 */
export function answerFromRecord(
  c: Context,
  body: string | null,
  arg: StatusCode | ResponseInit | undefined,
  extra: HeaderRecord,
): Response | undefined {
  const tracked = c as TrackedContext;
  const pending = tracked[PENDING];
  if (!pending || c.finalized || (arg !== undefined && typeof arg !== "number")) return undefined;
  for (const name in extra) {
    const value = extra[name] as HeaderValue;
    const key = name.toLowerCase();
    if (typeof value === "string") pending[key] = value;
    else for (const one of value) appendTo(pending, key, one);
  }
  const status = arg ?? tracked[STATUS] ?? 200;
  const res = new Response(body, { status, headers: toHeadersInit(pending) });
  tracked[FAST] = true;
  return res;
}

/** A record as `HeadersInit`: as it is unless it holds a list (Set-Cookie), which needs pairs. */
function toHeadersInit(record: HeaderRecord): HeadersInit {
  for (const key in record)
    if (typeof record[key] !== "string") {
      const pairs: [string, string][] = [];
      for (const [name, value] of Object.entries(record))
        if (typeof value === "string") pairs.push([name, value]);
        else for (const one of value) pairs.push([name, one]);
      return pairs;
    }
  return record as Record<string, string>;
}

/**
 * After the route: an answer not built from the record (a page, a file, a handler's own Response,
 * Hono's `c.body`/`c.text`) gets the record's headers it does not already carry.
 */
export function settleAnswerHeaders(c: Context): void {
  const tracked = c as TrackedContext;
  const pending = tracked[PENDING];
  if (!pending || !c.finalized || tracked[FAST]) return;
  const headers = c.res.headers;
  for (const key in pending) {
    const value = pending[key] as HeaderValue;
    if (typeof value !== "string") for (const one of value) headers.append(key, one);
    else if (!headers.has(key)) headers.set(key, value);
  }
}

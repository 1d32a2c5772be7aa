import type { MiddlewareHandler } from "hono";
import { compressBodyCached } from "./compressed-bodies.ts";
import type { Coding } from "./encoding-codecs.ts";

export { type Coding, compressBody } from "./encoding-codecs.ts";

const PREFERENCE: readonly Coding[] = ["br", "gzip"];

/** Response bodies at least this large are worth compressing on the fly (smaller ones fit in a packet). */
export const DYNAMIC_COMPRESSION_THRESHOLD = 1024;

/** `gzip;q=0.5, br` → Map { gzip → 0.5, br → 1 }. Malformed q-values count as 0 (refused). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((s) => s.trim());
      if (key?.toLowerCase() !== "q") continue;
      q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, q);
  }
  return weights;
}

/**
 * Parsed Accept-Encoding headers by their text: browsers send a handful of distinct values, so
 * almost every request finds its header here instead of parsing it again. Bounded (emptied when
 * full, and long headers are not kept), so odd headers cannot grow it.
 */
const parsedHeaders = new Map<string, ReadonlyMap<string, number>>();
const PARSED_HEADERS_MAX = 64;
const PARSED_HEADER_MAX_LENGTH = 256;

function acceptedCodings(header: string): ReadonlyMap<string, number> {
  const known = parsedHeaders.get(header);
  if (known) return known;
  const weights = parseAcceptEncoding(header);
  if (header.length <= PARSED_HEADER_MAX_LENGTH) {
    if (parsedHeaders.size >= PARSED_HEADERS_MAX) parsedHeaders.clear();
    parsedHeaders.set(header, weights);
  }
  return weights;
}

/**
 * The coding to answer with (RFC 9110 §12.5.3), among those we `have` for this response: the highest
 * q-value wins, br before gzip on a tie; `*` stands for any coding not named; q=0 refuses one. Null
 * means identity: no header, nothing acceptable, or identity explicitly preferred.
 */
export function negotiateEncoding(header: string | null | undefined, have: readonly Coding[]): Coding | null {
  if (!header) return null;
  const weights = acceptedCodings(header);
  const wildcard = weights.get("*");
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!have.includes(coding)) continue;
    const q = weights.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identityQ = weights.get("identity");
  if (best && identityQ !== undefined && identityQ > bestQ) return null;
  return best;
}

/** Media types worth compressing: text, JSON, JavaScript, SVG, XML, web manifests. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  if (contentType === "application/json") return true; // the API's every answer: no parsing

  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/event-stream") return false; // a stream: compressing would buffer it
  return (
    type.startsWith("text/") ||
    type === "image/svg+xml" ||
    /^application\/(?:[\w.+-]+\+)?(?:json|xml)$/.test(type) ||
    type === "application/javascript" ||
    type === "application/manifest+json"
  );
}

/** Adds `Accept-Encoding` to a response's Vary header once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

/** Statuses whose answers carry no body (and HEAD's, which Hono answers with a null body). */
const BODYLESS_STATUSES = new Set([101, 103, 204, 205, 206, 304]);

/**
 * A dynamic response (the API's JSON, generated SVG art) as it goes to a client that sent
 * `acceptEncoding`: compressed when the client accepts br or gzip and the body is at least
 * `threshold` bytes, else as it is. Static files are precompressed at build time instead and never
 * pass through here (they already carry Content-Encoding or are binary media). Leaves alone partial
 * and empty answers, anything already encoded or marked `no-transform`, event streams.
 *
 * Cheap when there is nothing to do: headers change in place on `res` (the response is never copied
 * for a header), and the body is read only when compression is possible and its size undeclared (the
 * API's JSON declares it: middleware/sized-json.ts); a small body read that way is answered with the
 * bytes read.
 */
export async function compressDynamic(
  res: Response,
  acceptEncoding: string | null | undefined,
  threshold = DYNAMIC_COMPRESSION_THRESHOLD,
): Promise<Response> {
  if (BODYLESS_STATUSES.has(res.status)) return res;
  const headers = res.headers;
  if (headers.has("Content-Encoding") || !isCompressibleType(headers.get("Content-Type"))) return res;
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl && /\bno-transform\b/i.test(cacheControl)) return res;
  // Whether this answer is compressed depends on Accept-Encoding (and on its size, which may change).
  varyOnEncoding(headers);
  const declared = headers.get("Content-Length");
  if (declared !== null && Number(declared) < threshold) return res;
  const coding = negotiateEncoding(acceptEncoding, PREFERENCE);
  if (coding === null) return res;
  // The bytes as they are (never `res.body`, which would first turn a body Bun holds into a stream).
  const body = await res.bytes();
  if (body.byteLength < threshold) return new Response(body.byteLength === 0 ? null : body, res);
  const output = compressBodyCached(body, coding);
  const compressed = new Response(output, res);
  compressed.headers.set("Content-Encoding", coding);
  compressed.headers.set("Content-Length", String(output.byteLength));
  // A strong validator names one exact byte sequence: the compressed body is another one.
  const etag = compressed.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) compressed.headers.set("ETag", `W/${etag}`);
  return compressed;
}

/** `compressDynamic` as Hono middleware (the platform's routes other than the API: /media). */
export function dynamicCompression({ threshold = DYNAMIC_COMPRESSION_THRESHOLD } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = await compressDynamic(c.res, c.req.header("Accept-Encoding"), threshold);
    if (res === c.res) return;
    // Hono copies the old response's headers over a new one it is handed; this one is complete.
    c.res = undefined;
    c.res = res;
  };
}

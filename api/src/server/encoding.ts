import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** The content codings we send, best first: brotli wins a tie with gzip. */
export type Coding = "br" | "gzip";
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
 * The coding to answer with (RFC 9110 §12.5.3), among those we `have` for this response: the highest
 * q-value wins, br before gzip on a tie; `*` stands for any coding not named; q=0 refuses one. Null
 * means identity: no header, nothing acceptable, or identity explicitly preferred.
 */
export function negotiateEncoding(header: string | null | undefined, have: readonly Coding[]): Coding | null {
  if (!header) return null;
  const weights = parseAcceptEncoding(header);
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

/** Compresses on the fly: brotli at quality 5 and gzip at level 6, both cheap for API-sized bodies. */
export function compressBody(body: Uint8Array<ArrayBuffer>, coding: Coding): Uint8Array<ArrayBuffer> {
  if (coding === "gzip") return Bun.gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * Compresses dynamic responses (the API's JSON, generated SVG art) for clients that accept it, when
 * the body is at least `threshold` bytes. Static files are precompressed at build time instead and
 * never pass through here (they already carry Content-Encoding or are binary media). Leaves alone
 * streams, partial and empty answers, anything already encoded or marked `no-transform`.
 */
export function dynamicCompression({ threshold = DYNAMIC_COMPRESSION_THRESHOLD } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("Content-Encoding") || !isCompressibleType(res.headers.get("Content-Type"))) return;
    if (/\bno-transform\b/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const declared = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (declared < threshold) return;
    const coding = negotiateEncoding(c.req.header("Accept-Encoding"), PREFERENCE);
    const body = new Uint8Array(await res.arrayBuffer());
    const compress = coding !== null && body.byteLength >= threshold;
    const output = compress ? compressBody(body, coding) : body;
    // Hono copies the old response's headers onto a new one, so headers change after the swap.
    c.res = new Response(output, res);
    const headers = c.res.headers;
    varyOnEncoding(headers);
    if (!compress) return;
    headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(output.byteLength));
    // A strong validator names one exact byte sequence: the compressed body is another one.
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  };
}

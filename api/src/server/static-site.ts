import { readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { Context } from "hono";
import { type Coding, negotiateEncoding, varyOnEncoding } from "./encoding.ts";

/** A built single-page app: files as they are, anything else falls back to its index.html. */
export interface Site {
  /** URL prefix, e.g. `/` or `/tg-app/`. */
  prefix: string;
  /** Absolute directory holding index.html and assets/. */
  dir: string;
  /** Extra headers on this site's HTML pages (the index fallback included): CSP, frame policy… */
  pageHeaders?: Record<string, string>;
}

/**
 * Content types we state ourselves (with a charset for text); anything else is Bun's guess from the
 * extension. The build writes `<file>.br` and `<file>.gz` beside each text file
 * (web/build/precompress-plugin.ts); they are answered with the original's type.
 */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".vtt": "text/vtt; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webm": "video/webm",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};
/** The app shell a build writes beside prerendered pages (web/build/prerender-plugin.ts). */
const SHELL_FILE = "app.html";
const VARIANT_SUFFIX: Record<Coding, string> = { br: ".br", gzip: ".gz" };
/** Files this size or smaller get an ETag from their content; larger ones from size and mtime. */
const HASH_LIMIT_BYTES = 4 * 1024 * 1024;

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";
const REVALIDATE = "no-cache";

interface Variant {
  path: string;
  size: number;
}

/** What we know about one file, valid while its size and mtime stay the same. */
interface Entry {
  path: string;
  size: number;
  mtimeMs: number;
  type: string;
  /** Strong validator of the identity bytes, without quotes. */
  tag: string;
  lastModified: string;
  variants: Partial<Record<Coding, Variant>>;
}

const entries = new Map<string, Entry>();

function statFile(path: string) {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** The file's entry, re-read when it changed on disk (a rebuild while the server runs). */
function entryFor(path: string): Entry | null {
  const stat = statFile(path);
  if (!stat) {
    entries.delete(path);
    return null;
  }
  const cached = entries.get(path);
  if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached;
  const tag =
    stat.size <= HASH_LIMIT_BYTES
      ? Bun.hash(readFileSync(path)).toString(36)
      : `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  const variants: Entry["variants"] = {};
  for (const coding of Object.keys(VARIANT_SUFFIX) as Coding[]) {
    const variantPath = path + VARIANT_SUFFIX[coding];
    const variant = statFile(variantPath);
    // Only a variant written after (or with) its original, and actually smaller, is used.
    if (variant && variant.mtimeMs >= stat.mtimeMs - 1000 && variant.size < stat.size)
      variants[coding] = { path: variantPath, size: variant.size };
  }
  const entry: Entry = {
    path,
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    type: TYPES[extname(path).toLowerCase()] ?? Bun.file(path).type,
    tag,
    lastModified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString(),
    variants,
  };
  entries.set(path, entry);
  return entry;
}

type Lookup = { kind: "file"; path: string } | { kind: "missing" } | { kind: "bad-request" };

/** Maps a request path to a file of the site: never outside its directory, never a dotfile. */
function lookup(site: Site, rawPath: string): Lookup {
  let relative: string;
  try {
    relative = decodeURIComponent(rawPath.slice(site.prefix.length - 1));
  } catch {
    return { kind: "bad-request" }; // malformed percent-encoding, e.g. `/%ff` or `/%`
  }
  if (relative.includes("\0")) return { kind: "bad-request" };
  // Build metadata (.vite/manifest.json, chunk maps) and any dotfile stay private.
  if (relative.split("/").some((part) => part.startsWith("."))) return { kind: "missing" };
  const root = resolve(site.dir);
  const full = normalize(join(root, relative));
  if (full !== root && !full.startsWith(root + sep)) return { kind: "missing" }; // path traversal
  if (statFile(full)) return { kind: "file", path: full };
  // A directory with an index.html: a page the build prerendered (`/`, `/login` → login/index.html).
  const page = join(full, "index.html");
  return statFile(page) ? { kind: "file", path: page } : { kind: "missing" };
}

const quoted = (tag: string, coding: Coding | null) => `"${tag}${coding ? `-${coding}` : ""}"`;

/** If-None-Match (weak comparison, RFC 9110 §13.1.2) or, without it, If-Modified-Since. */
function notModified(c: Context, etag: string, entry: Entry): boolean {
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
  }
  const ifModifiedSince = c.req.header("If-Modified-Since");
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(entry.mtimeMs / 1000) * 1000 <= since;
}

/** `Range: bytes=a-b | a- | -n` against a file of `size` bytes: the span, "unsatisfiable", or null (ignore). */
function parseRange(range: string, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = range.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null; // multiple or odd ranges: whole file
  let start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  let end = match[1] !== "" && match[2] !== "" ? Number(match[2]) : size - 1;
  end = Math.min(end, size - 1);
  if (start > end || start >= size) return "unsatisfiable";
  start = Math.max(0, start);
  return { start, end };
}

/** If-Range: the range applies only while the client's copy is still the current one. */
function rangeStillValid(c: Context, etag: string, entry: Entry): boolean {
  const ifRange = c.req.header("If-Range");
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return ifRange === etag; // strong comparison
  return ifRange === entry.lastModified;
}

/**
 * One file as the client asked for it: 304 when its copy is current, a byte range of the identity
 * bytes (media seeking; a range never points into a compressed variant), or the whole file in the
 * best precompressed variant the client accepts. Always with Content-Length (so HEAD tells the real
 * size), a strong ETag per representation, Last-Modified and `nosniff`.
 */
function fileResponse(
  c: Context,
  entry: Entry,
  cacheControl: string,
  extra: Record<string, string>,
): Response {
  const headers = new Headers({
    "Cache-Control": cacheControl,
    "Content-Type": entry.type,
    "Last-Modified": entry.lastModified,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    ...extra,
  });
  const codings = Object.keys(entry.variants) as Coding[];
  if (codings.length > 0) varyOnEncoding(headers);

  const range = c.req.header("Range");
  const identityTag = quoted(entry.tag, null);
  if (range !== undefined && c.req.method === "GET" && rangeStillValid(c, identityTag, entry)) {
    const span = parseRange(range, entry.size);
    if (span === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${entry.size}`);
      headers.set("Content-Length", "0");
      return new Response(null, { status: 416, headers });
    }
    if (span) {
      headers.set("ETag", identityTag);
      headers.set("Content-Range", `bytes ${span.start}-${span.end}/${entry.size}`);
      headers.set("Content-Length", String(span.end - span.start + 1));
      return new Response(Bun.file(entry.path).slice(span.start, span.end + 1), { status: 206, headers });
    }
  }

  const coding = negotiateEncoding(c.req.header("Accept-Encoding"), codings);
  const etag = quoted(entry.tag, coding);
  headers.set("ETag", etag);
  if (notModified(c, etag, entry)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const variant = coding ? entry.variants[coding] : undefined;
  if (coding && variant) headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(variant?.size ?? entry.size));
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(Bun.file(variant?.path ?? entry.path), { status: 200, headers });
}

/**
 * Serves a site's request, or returns null when this site cannot (no build present). Files as they
 * are (hashed `assets/` as immutable), a directory's index.html (prerendered pages), client routes
 * the app shell (`app.html` where the build prerendered index.html, else index.html), a missing
 * `assets/` file a 404 (never HTML in place of a script) and a malformed path a 400.
 */
export function serveSite(c: Context, site: Site): Response | null {
  const index = entryFor(join(site.dir, "index.html"));
  if (!index) return null;
  const shell = entryFor(join(site.dir, SHELL_FILE)) ?? index;
  const rawPath = new URL(c.req.url).pathname;
  const found = lookup(site, rawPath);
  const nosniff = { "X-Content-Type-Options": "nosniff" };
  if (found.kind === "bad-request") return c.text("Bad request: malformed URL", 400, nosniff);
  if (found.kind === "file") {
    const entry = entryFor(found.path);
    if (entry) {
      const immutable = rawPath.startsWith(`${site.prefix}assets/`);
      const isPage = entry.type.startsWith("text/html");
      const cacheControl = immutable ? IMMUTABLE : isPage ? REVALIDATE : SHORT;
      return fileResponse(c, entry, cacheControl, isPage ? (site.pageHeaders ?? {}) : {});
    }
  }
  if (rawPath.startsWith(`${site.prefix}assets/`)) return c.text("Not found", 404, nosniff);
  return fileResponse(c, shell, REVALIDATE, site.pageHeaders ?? {});
}

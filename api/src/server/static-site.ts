import { existsSync, statSync } from "node:fs";
import { join, normalize, resolve } from "node:path";
import type { Context } from "hono";

/** A built single-page app: files as they are, anything else falls back to its index.html. */
export interface Site {
  /** URL prefix, e.g. `/` or `/tg-app/`. */
  prefix: string;
  /** Absolute directory holding index.html and assets/. */
  dir: string;
}

function fileFor(site: Site, path: string): string | null {
  const relative = decodeURIComponent(path.slice(site.prefix.length - 1));
  // Build metadata (.vite/manifest.json, chunk maps) and any dotfile stay private.
  if (relative.split("/").some((part) => part.startsWith("."))) return null;
  const full = normalize(join(site.dir, relative));
  if (!full.startsWith(resolve(site.dir))) return null; // path traversal
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * A file, or the byte range a media element asked for (`Range: bytes=a-b`, `a-`, `-n`): seeking in
 * the landing's videos needs 206 answers. An unsatisfiable range gets 416 with the real size.
 */
function fileResponse(file: ReturnType<typeof Bun.file>, range: string | undefined, cacheControl: string) {
  const headers: Record<string, string> = { "Cache-Control": cacheControl, "Accept-Ranges": "bytes" };
  const match = range?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return new Response(file, { headers });
  const size = file.size;
  let start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  let end = match[1] !== "" && match[2] !== "" ? Number(match[2]) : size - 1;
  end = Math.min(end, size - 1);
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  }
  start = Math.max(0, start);
  return new Response(file.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": String(end - start + 1),
      "Content-Type": file.type,
    },
  });
}

/** Serves a site's request, or returns null when this site cannot (no build present). */
export function serveSite(c: Context, site: Site): Response | null {
  const index = join(site.dir, "index.html");
  if (!existsSync(index)) return null;
  const file = fileFor(site, c.req.path);
  if (file) {
    const immutable = c.req.path.includes("/assets/");
    const cacheControl = immutable ? "public, max-age=31536000, immutable" : "public, max-age=300";
    return fileResponse(Bun.file(file), c.req.header("range"), cacheControl);
  }
  return new Response(Bun.file(index), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

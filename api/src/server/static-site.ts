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

/** Serves a site's request, or returns null when this site cannot (no build present). */
export function serveSite(c: Context, site: Site): Response | null {
  const index = join(site.dir, "index.html");
  if (!existsSync(index)) return null;
  const file = fileFor(site, c.req.path);
  if (file) {
    const immutable = c.req.path.includes("/assets/");
    return new Response(Bun.file(file), {
      headers: { "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300" },
    });
  }
  return new Response(Bun.file(index), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

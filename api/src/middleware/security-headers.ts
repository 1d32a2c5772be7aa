import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";

/**
 * The headers that protect an API's answers, computed once: JSON is never sniffed as HTML, never
 * framed, never loads anything (`default-src 'none'`), is readable only by our own sites (CORP), and
 * carries no referrer. HSTS only when the platform is served over https. The HTML pages (the web app,
 * the Mini App) get their own policies from api/src/server/page-policy.ts; `/api/docs` (an HTML page
 * with its scripts) keeps everything but the CSP.
 */
export function securityHeaders(options: { https: boolean }) {
  const common: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Resource-Policy", "same-site"],
    ["Referrer-Policy", "no-referrer"],
  ];
  if (options.https) common.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  const json: [string, string][] = [
    ...common,
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ];
  // Set before the handler runs, so Hono builds them into the response instead of editing it after;
  // a handler returning its own Response object drops those, so they are added to it afterwards.
  return createMiddleware<AppEnv>(async (c, next) => {
    const set = c.req.path.startsWith("/api/docs") ? common : json;
    for (const [name, value] of set) c.header(name, value);
    await next();
    if (!c.res.headers.has("x-content-type-options"))
      for (const [name, value] of set) c.res.headers.set(name, value);
  });
}

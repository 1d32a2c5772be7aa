import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { ProtectiveSet } from "./answer-headers.ts";

const COMMON: readonly [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Resource-Policy", "same-site"],
  ["Referrer-Policy", "no-referrer"],
];

/** JSON never loads anything and is never framed. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The reference page (`/api/docs`): Swagger UI's own script, stylesheet and init script from
 * `/api/docs/assets/`, the document from `/api/openapi.json` (and "Try it out" calls to the API),
 * its inline SVG icons and `data:` images, and the `style` attributes its components set. Nothing
 * from another origin, no inline script, no eval, no framing, no forms, no plugins.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The API's protective headers on a JSON answer (also used by the platform's own error answers). */
export const API_HEADERS: readonly [string, string][] = [...COMMON, ["Content-Security-Policy", JSON_CSP]];

/**
 * The start of every API answer's own headers (answer-headers.ts, from `requestContext`): JSON is
 * never sniffed as HTML, never framed, never loads anything (`default-src 'none'`), is readable only
 * by our own sites (CORP), and carries no referrer. HSTS is the platform's (server/platform.ts), sent
 * on every https answer alike. The HTML pages (the web app, the Mini App) get their own policies from
 * api/src/server/page-policy.ts.
 */
export const API_PROTECTION: ProtectiveSet = { headers: Object.freeze(Object.fromEntries(API_HEADERS)) };

const DOCS_PROTECTION: ProtectiveSet = {
  headers: Object.freeze(Object.fromEntries([...COMMON, ["Content-Security-Policy", DOCS_CSP]])),
};

/** The reference page under `/api/docs` (and its assets): a CSP that lets exactly its own assets run. */
export const docsPolicy: MiddlewareHandler<AppEnv> = (c, next) => {
  c.get("answerHeaders").protectWith(DOCS_PROTECTION);
  return next();
};

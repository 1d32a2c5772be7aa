import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AppEnv, Deps } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { refuseCrossSiteCookieWrites } from "./auth.ts";

/** The largest request body the API reads (413 PAYLOAD_TOO_LARGE above it). */
export const MAX_BODY_BYTES = 64 * 1024;
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The checks every API request passes before its route, as one step of the middleware chain (three
 * steps cost each request three more turns of the chain): CORS for our origins only, done for
 * requests that name an Origin (every preflight does; the others only get `Vary: Origin`); the body
 * limit on methods that carry a body; cross-site cookie writes refused (auth.ts).
 */
export function requestGuards(deps: Deps): MiddlewareHandler<AppEnv> {
  const allowedOrigins = new Set([new URL(deps.env.PUBLIC_URL).origin, ...deps.env.CORS_ORIGINS]);
  const corsHeaders = cors({
    origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ["Content-Type", "Authorization", "X-Request-Id", "Idempotency-Key"],
    exposeHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, "PAYLOAD_TOO_LARGE");
    },
  });
  const guardBody = (c: Context<AppEnv>, next: Next): Promise<void> =>
    BODYLESS_METHODS.has(c.req.method)
      ? refuseCrossSiteCookieWrites(c, next)
      : // Its onError throws: it never answers with a response of its own.
        (limitBody(c, () => refuseCrossSiteCookieWrites(c, next)) as Promise<void>);
  return (c, next) => {
    if (c.req.raw.headers.has("origin")) return corsHeaders(c, () => guardBody(c, next));
    c.get("answerHeaders").varyOnOrigin();
    return guardBody(c, next);
  };
}

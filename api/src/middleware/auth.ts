import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { resolveSession } from "../lib/auth/sessions.ts";
import { ApiError, notFound, unauthorized } from "../lib/errors.ts";
import { ACCESS_TOKEN_COOKIE } from "./session-cookie.ts";

/** The token of a request: `Authorization: Bearer …` first, then the `access_token` cookie. */
export function readToken(authorization: string | undefined, cookie: string | undefined) {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" as const };
  if (cookie) return { token: cookie, via: "cookie" as const };
  return null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request whose `Origin` is set and is not one of ours (a cookie it carries must not act for a player). */
export function comesFromForeignOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  const { env } = c.get("deps");
  return (
    Boolean(origin) && origin !== new URL(env.PUBLIC_URL).origin && !env.CORS_ORIGINS.includes(origin ?? "")
  );
}

/**
 * Every cookie-authenticated write must come from one of our origins (CSRF): mounted once for the whole
 * API, so routes that read the cookie themselves (Telegram linking, logout) are covered too. A request
 * that names its token in `Authorization` is not ambient authority and passes. Without an `Origin`
 * header, a browser's `Sec-Fetch-Site: cross-site` still refuses it.
 */
export const refuseCrossSiteCookieWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && getCookie(c, ACCESS_TOKEN_COOKIE)) {
    const bearer = /^Bearer\s+\S+$/i.test(c.req.header("authorization") ?? "");
    const crossSite = c.req.header("origin")
      ? comesFromForeignOrigin(c)
      : c.req.header("sec-fetch-site") === "cross-site";
    if (!bearer && crossSite) throw new ApiError(403, "FORBIDDEN", "Cross-site request refused.");
  }
  await next();
});

/**
 * Requires a live session. 401 UNAUTHORIZED for a missing, unknown, expired or revoked token;
 * 404 USER_NOT_FOUND_ERROR when the account behind it was deleted (the client then clears its token).
 * A cookie-authenticated write must come from one of our origins (CSRF defence).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const found = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
  if (!found) throw unauthorized();
  if (found.via === "cookie" && !SAFE_METHODS.has(c.req.method) && comesFromForeignOrigin(c))
    throw new ApiError(403, "FORBIDDEN", "Cross-site request refused.");
  const session = await resolveSession(c.get("deps"), found.token);
  if (session.status === "invalid") throw unauthorized();
  if (session.status === "user-missing") throw notFound("USER_NOT_FOUND_ERROR");
  c.set("session", { userId: session.userId, sessionId: session.sessionId, via: found.via });
  c.set("user", session.user);
  await next();
});

import type { User } from "@jadeverse/db/users/user";
import type { Context, MiddlewareHandler, Next } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, SessionInfo } from "../context.ts";
import type { Env } from "../env.ts";
import { type ResolvedSession, resolveSession, sessionPlayer } from "../lib/auth/sessions.ts";
import { errorText } from "../lib/errors/texts.ts";
import { ApiError, notFound, unauthorized } from "../lib/errors.ts";
import { ACCESS_TOKEN_COOKIE } from "./session-cookie.ts";

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of a request: `Authorization: Bearer …` first, then the `access_token` cookie. */
export function readToken(authorization: string | undefined, cookie: string | undefined) {
  const bearer = authorization && BEARER.exec(authorization)?.[1];
  if (bearer) return { token: bearer, via: "bearer" as const };
  if (cookie) return { token: cookie, via: "cookie" as const };
  return null;
}

/** `readToken` of a request; the Cookie header is only parsed when there is no bearer token. */
export function requestToken(c: Context<AppEnv>) {
  const authorization = c.req.header("authorization");
  const bearer = authorization && BEARER.exec(authorization)?.[1];
  if (bearer) return { token: bearer, via: "bearer" as const };
  return readToken(undefined, getCookie(c, ACCESS_TOKEN_COOKIE));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Our origins per configuration (the public URL's and CORS_ORIGINS), computed once, not per request. */
const ownOrigins = new WeakMap<Env, ReadonlySet<string>>();
function originsOf(env: Env): ReadonlySet<string> {
  let origins = ownOrigins.get(env);
  if (!origins) {
    origins = new Set([new URL(env.PUBLIC_URL).origin, ...env.CORS_ORIGINS]);
    ownOrigins.set(env, origins);
  }
  return origins;
}

/** A request whose `Origin` is set and is not one of ours (a cookie it carries must not act for a player). */
export function comesFromForeignOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  return Boolean(origin) && !originsOf(c.get("deps").env).has(origin as string);
}

/**
 * Every cookie-authenticated write must come from one of our origins (CSRF): mounted once for the whole
 * API, so routes that read the cookie themselves (Telegram linking, logout) are covered too. A request
 * that names its token in `Authorization` is not ambient authority and passes. Without an `Origin`
 * header, a browser's `Sec-Fetch-Site: cross-site` still refuses it.
 */
export function refuseCrossSiteCookieWrites(c: Context<AppEnv>, next: Next): Promise<void> {
  if (!SAFE_METHODS.has(c.req.method) && getCookie(c, ACCESS_TOKEN_COOKIE)) {
    const bearer = /^Bearer\s+\S+$/i.test(c.req.header("authorization") ?? "");
    const crossSite = c.req.header("origin")
      ? comesFromForeignOrigin(c)
      : c.req.header("sec-fetch-site") === "cross-site";
    if (!bearer && crossSite) throw new ApiError(403, "FORBIDDEN", errorText("crossSiteRefused"));
  }
  // Not async: a read passes straight on, without a step of its own in the middleware chain.
  return next();
}

/**
 * Requires a live session. 401 UNAUTHORIZED for a missing, unknown, expired or revoked token;
 * 404 USER_NOT_FOUND_ERROR when the account behind it was deleted (the client then clears its token);
 * 403 ACCOUNT_LOCKED while an operator has locked the account.
 * A cookie-authenticated write must come from one of our origins (CSRF defence).
 */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) => {
  const found = requestToken(c);
  if (!found) throw unauthorized();
  if (found.via === "cookie" && !SAFE_METHODS.has(c.req.method) && comesFromForeignOrigin(c))
    throw new ApiError(403, "FORBIDDEN", errorText("crossSiteRefused"));
  const session = resolveSession(c.get("deps"), found.token);
  // Not async: a session in the read cache passes on at once, without a turn of its own.
  return session instanceof Promise
    ? session.then((s) => admit(c, s, found.via, next))
    : admit(c, session, found.via, next);
};

function admit(
  c: Context<AppEnv>,
  session: ResolvedSession,
  via: SessionInfo["via"],
  next: Next,
): Promise<void> {
  if (session.status === "invalid") throw unauthorized();
  if (session.status === "user-missing") throw notFound("USER_NOT_FOUND_ERROR");
  if (session.status === "locked") throw new ApiError(403, "ACCOUNT_LOCKED");
  c.set("session", { userId: session.userId, sessionId: session.sessionId, via, user: session.user });
  return next();
}

/**
 * The signed-in player of a `requireUser` route, as committed now (lib/auth/sessions.ts,
 * `sessionPlayer`): most routes need only `c.get("session").userId` and never load it. Answered at
 * once (no promise) when cached.
 */
export function signedInPlayer(c: Context<AppEnv>): User | Promise<User> {
  return sessionPlayer(c.get("deps"), c.get("session"));
}

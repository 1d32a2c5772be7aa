import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context.ts";

export const ACCESS_TOKEN_COOKIE = "access_token";

/**
 * A readable companion of the HttpOnly session cookie, set and cleared with it: not a credential
 * (its value is "1"), only what lets the web app tell, without asking the server, whether this
 * browser may hold a session. A visitor who never signed in then asks nothing (no 401 to log).
 */
export const SESSION_HINT_COOKIE = "signed_in";

const cookieOptions = (https: boolean, maxAge: number) => ({
  path: "/",
  maxAge,
  secure: https,
  sameSite: https ? ("None" as const) : ("Lax" as const),
});

/** docs/product/platform.md §6: 86400 s, path /, SameSite=None + Secure on https, Lax otherwise; HttpOnly (ours). */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const https = new URL(c.get("deps").env.PUBLIC_URL).protocol === "https:";
  const options = cookieOptions(https, c.get("deps").env.SESSION_TTL_SECONDS);
  setCookie(c, ACCESS_TOKEN_COOKIE, token, { ...options, httpOnly: true });
  setCookie(c, SESSION_HINT_COOKIE, "1", options);
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: "/" });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: "/" });
}

/**
 * The `Set-Cookie` value that adds the hint to a page answer when the request carries a session
 * cookie but no hint (a session made before the hint existed, or a cookie set by other means): the
 * page's script then looks the session up instead of taking the browser for a visitor's.
 */
export function missingSessionHint(
  cookieHeader: string | null,
  https: boolean,
  maxAge: number,
): string | null {
  if (!cookieHeader) return null;
  const names = cookieHeader.split(";").map((part) => part.split("=")[0]?.trim());
  if (!names.includes(ACCESS_TOKEN_COOKIE) || names.includes(SESSION_HINT_COOKIE)) return null;
  const { sameSite, secure, path } = cookieOptions(https, maxAge);
  return `${SESSION_HINT_COOKIE}=1; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

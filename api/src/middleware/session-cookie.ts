import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context.ts";

export const ACCESS_TOKEN_COOKIE = "access_token";

/** Spec 000 §6: 86400 s, path /, SameSite=None + Secure on https, Lax otherwise; HttpOnly (ours). */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const https = new URL(c.get("deps").env.PUBLIC_URL).protocol === "https:";
  setCookie(c, ACCESS_TOKEN_COOKIE, token, {
    path: "/",
    maxAge: c.get("deps").env.SESSION_TTL_SECONDS,
    httpOnly: true,
    secure: https,
    sameSite: https ? "None" : "Lax",
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: "/" });
}

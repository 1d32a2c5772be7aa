import type { User } from "@jadeverse/db/users/user";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../context.ts";
import { comesFromForeignOrigin, readToken } from "../../middleware/auth.ts";
import { ACCESS_TOKEN_COOKIE } from "../../middleware/session-cookie.ts";
import { findSessionPlayer, resolveSession } from "../auth/sessions.ts";

const viewers = new WeakMap<Request, Promise<User | null>>();

async function resolveViewer(c: Context<AppEnv>): Promise<User | null> {
  const found = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
  if (!found) return null;
  // A cookie sent by another site's page does not get to sign the submission with our player.
  if (found.via === "cookie" && comesFromForeignOrigin(c)) return null;
  const deps = c.get("deps");
  const session = await resolveSession(deps, found.token);
  if (session.status !== "ok") return null;
  // Deleted between the two reads: anonymous, like a session that was never there.
  return (await findSessionPlayer(deps, session)) ?? null;
}

/**
 * Optional authentication: the signed-in player when the request carries a live session (bearer
 * first, then the cookie), otherwise null. A missing, expired or revoked token is not an error here;
 * the call simply counts as anonymous. Resolved once per request, however often it is asked.
 */
export function optionalViewer(c: Context<AppEnv>): Promise<User | null> {
  let viewer = viewers.get(c.req.raw);
  if (!viewer) {
    viewer = resolveViewer(c);
    viewers.set(c.req.raw, viewer);
  }
  return viewer;
}

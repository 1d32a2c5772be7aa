import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { setSessionCookie } from "../../middleware/session-cookie.ts";
import { createSession, type SessionKind } from "./sessions.ts";

/** Starts a session and answers like docs/product/platform.md §3's login response (token also set as the cookie). */
export async function sessionResponse(
  c: Context<AppEnv>,
  user: { id: number; email: string | null },
  kind: SessionKind,
  message: string,
  expiresAt?: Date,
) {
  const { token } = await createSession(c.get("deps"), user.id, kind, c.req.header("user-agent"), expiresAt);
  setSessionCookie(c, token);
  return { access_token: token, message, email: user.email };
}

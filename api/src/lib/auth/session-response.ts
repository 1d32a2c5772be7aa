import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { setSessionCookie } from "../../middleware/session-cookie.ts";
import { ApiError } from "../errors.ts";
import { createSession, type SessionKind } from "./sessions.ts";

/**
 * Starts a session and answers like docs/product/platform.md §3's login response (token also set as the
 * cookie). Every sign-in ends here: an account an operator locked gets none (403 ACCOUNT_LOCKED).
 */
export async function sessionResponse(
  c: Context<AppEnv>,
  user: { id: number; email: string | null; lockedAt: Date | null },
  kind: SessionKind,
  message: string,
  expiresAt?: Date,
) {
  if (user.lockedAt) throw new ApiError(403, "ACCOUNT_LOCKED");
  const { token } = await createSession(c.get("deps"), user.id, kind, c.req.header("user-agent"), expiresAt);
  setSessionCookie(c, token);
  return { access_token: token, message, email: user.email };
}

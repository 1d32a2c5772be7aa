import { findUserByDemoId } from "@jadeverse/db/queries/users";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { sessionResponse } from "../lib/auth/session-response.ts";
import { resolveSession, revokeSession } from "../lib/auth/sessions.ts";
import { notFound } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { validate } from "../lib/validate.ts";
import { readToken } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { ACCESS_TOKEN_COOKIE, clearSessionCookie } from "../middleware/session-cookie.ts";

/** Demo log-in (spec 000 §7 `/auth/login-demo`) and log-out. */
export const sessionAuthRoutes = new Hono<AppEnv>()
  .post(
    "/login-demo",
    doc("auth", "Log in as a demo account"),
    rateLimit({ name: "login-demo", limit: 30, windowSeconds: 900 }),
    validate(
      "json",
      z.object({
        id: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/),
      }),
    ),
    async (c) => {
      const user = await findUserByDemoId(c.var.deps.db.orm, c.req.valid("json").id);
      if (!user) throw notFound("DEMO_NOT_FOUND");
      return c.json(await sessionResponse(c, user, "demo", "Demo login successful"));
    },
  )
  .post("/logout", doc("auth", "Revoke the current session"), async (c) => {
    // Idempotent: logging out with a dead or missing token still clears the cookie.
    const found = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
    if (found) {
      const session = await resolveSession(c.var.deps, found.token);
      if (session.status === "ok") await revokeSession(c.var.deps, session.sessionId);
    }
    clearSessionCookie(c);
    return c.json({ success: true, message: "Logged out" });
  });

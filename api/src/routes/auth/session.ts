import { findUserByDemoId } from "@jadeverse/db/users/find";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { createDemoCopy, deleteDemoCopy } from "../../lib/accounts/demo-copies.ts";
import { sessionResponse } from "../../lib/auth/session-response.ts";
import { findSessionPlayer, resolveSession, revokeSession } from "../../lib/auth/sessions.ts";
import { notFound } from "../../lib/errors.ts";
import { sessionResponse as sessionBody } from "../../lib/openapi/responses/auth.ts";
import { successMessage } from "../../lib/openapi/responses/common.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { readToken } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { ACCESS_TOKEN_COOKIE, clearSessionCookie } from "../../middleware/session-cookie.ts";

/**
 * Demo log-in (docs/product/platform.md §7 `/auth/login-demo`) and log-out. Each demo visit plays its own private copy
 * of the persona (lib/accounts/demo-copies.ts); logging out deletes it.
 */
export const sessionAuthRoutes = new Hono<AppEnv>()
  .post(
    "/login-demo",
    doc("auth", "Log in as a demo account", {
      response: sessionBody,
      input: "json",
      limited: true,
      errors: { 404: ["DEMO_NOT_FOUND"] },
    }),
    rateLimit({ name: "login-demo", limit: (env) => env.DEMO_LOGIN_LIMIT, windowSeconds: 900 }),
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
      const deps = c.get("deps");
      const persona = await findUserByDemoId(deps.db.orm, c.req.valid("json").id);
      if (!persona) throw notFound("DEMO_NOT_FOUND");
      const expiresAt = new Date(Date.now() + deps.env.SESSION_TTL_SECONDS * 1000);
      const copy = await createDemoCopy(deps, persona, expiresAt);
      return c.json(await sessionResponse(c, copy, "demo", "Demo login successful", expiresAt));
    },
  )
  .post(
    "/logout",
    doc("auth", "Revoke the current session", { response: successMessage, errors: { 403: ["FORBIDDEN"] } }),
    async (c) => {
      // Idempotent: logging out with a dead or missing token still clears the cookie.
      const found = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
      if (found) {
        const deps = c.get("deps");
        const session = await resolveSession(deps, found.token);
        if (session.status === "ok") {
          // A player deleted meanwhile has nothing left to clean up.
          const player = await findSessionPlayer(deps, session);
          await revokeSession(deps, session.sessionId);
          if (player && player.demoOfId !== null) await deleteDemoCopy(deps, session.userId);
        }
      }
      clearSessionCookie(c);
      return c.json({ success: true, message: "Logged out" });
    },
  );

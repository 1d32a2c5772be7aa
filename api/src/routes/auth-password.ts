import { findUserByEmail } from "@jadeverse/db/queries/users";
import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { RESET_PASSWORD_MIN } from "../lib/accounts/constants.ts";
import { consumeEmailToken, issueEmailToken } from "../lib/auth/email-tokens.ts";
import { hashPassword } from "../lib/auth/passwords.ts";
import { emailSchema, passwordSchema, tokenSchema } from "../lib/auth/schemas.ts";
import { revokeUserSessions } from "../lib/auth/sessions.ts";
import { badRequest } from "../lib/errors.ts";
import { passwordResetMail } from "../lib/mail/templates.ts";
import { doc } from "../lib/openapi.ts";
import { validate } from "../lib/validate.ts";
import { emailFromBody, rateLimit } from "../middleware/rate-limit.ts";

const FORGOT_MESSAGE = "If an account exists for this address, a password reset e-mail is on its way.";

/** Forgotten passwords (spec 000 §7, 001 §7): request a reset link, then set a new password once. */
export const passwordAuthRoutes = new Hono<AppEnv>()
  .post(
    "/forgot-password",
    doc("auth", "Mail a password reset link"),
    rateLimit({
      name: "forgot-password",
      limit: 5,
      windowSeconds: 900,
      key: emailFromBody,
    }),
    validate("json", z.object({ email: emailSchema })),
    async (c) => {
      const deps = c.var.deps;
      const user = await findUserByEmail(deps.db.orm, c.req.valid("json").email);
      if (user?.email) {
        const ttl = deps.env.RESET_TOKEN_TTL_SECONDS;
        const token = await issueEmailToken(deps, user.id, "reset-password", ttl);
        const link = new URL(`/reset-password?token=${token}`, deps.env.PUBLIC_URL).toString();
        deps.mailer.send(passwordResetMail(user.email, link, Math.round(ttl / 60)));
      }
      // The same answer whether or not the account exists: no account enumeration.
      return c.json({ success: true, message: FORGOT_MESSAGE });
    },
  )
  .post(
    "/reset-password",
    doc("auth", "Set a new password with the mailed single-use token"),
    rateLimit({ name: "reset-password", limit: 10, windowSeconds: 900 }),
    validate("json", z.object({ token: tokenSchema, password: passwordSchema(RESET_PASSWORD_MIN) })),
    async (c) => {
      const deps = c.var.deps;
      const body = c.req.valid("json");
      const passwordHash = await hashPassword(body.password);
      const userId = await consumeEmailToken(deps, body.token, "reset-password");
      if (!userId) throw badRequest("INVALID_RESET_TOKEN");
      // Following the mailed link proves the mailbox, so the address counts as verified too.
      const [user] = await deps.db.orm
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, userId))
        .returning({ id: users.id, emailVerifiedAt: users.emailVerifiedAt });
      if (user && !user.emailVerifiedAt) {
        await deps.db.orm.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
      }
      await revokeUserSessions(deps, userId);
      return c.json({ success: true, message: "Password Reset Successful!" });
    },
  );

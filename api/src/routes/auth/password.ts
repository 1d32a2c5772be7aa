import { cancelEmailTokens } from "@jadeverse/db/sessions/email-tokens";
import { revokeUserSessions } from "@jadeverse/db/sessions/sessions";
import { findUserByEmail } from "@jadeverse/db/users/find";
import { resetPasswordHash } from "@jadeverse/db/users/login";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { RESET_PASSWORD_MIN } from "../../lib/accounts/constants.ts";
import { markAddressVerified } from "../../lib/accounts/verify-address.ts";
import { consumeEmailToken, issueEmailToken } from "../../lib/auth/email-tokens.ts";
import { hashPassword } from "../../lib/auth/passwords.ts";
import { emailSchema, passwordSchema, tokenSchema } from "../../lib/auth/schemas.ts";
import { runInBackground } from "../../lib/background.ts";
import { badRequest } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/request-locale.ts";
import { passwordResetMail } from "../../lib/mail/templates.ts";
import { successMessage } from "../../lib/openapi/responses/common.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { emailFromBody, rateLimit } from "../../middleware/rate-limit.ts";

const FORGOT_MESSAGE = "If an account exists for this address, a password reset e-mail is on its way.";

/** Forgotten passwords (docs/product/platform.md §7, docs/product/economy.md §7): request a reset link, then set a new password once. */
export const passwordAuthRoutes = new Hono<AppEnv>()
  .post(
    "/forgot-password",
    doc("auth", "Mail a password reset link", { response: successMessage, input: "json", limited: true }),
    rateLimit({
      name: "forgot-password",
      limit: 5,
      windowSeconds: 900,
      key: emailFromBody,
    }),
    validate("json", z.object({ email: emailSchema })),
    async (c) => {
      const deps = c.get("deps");
      const email = c.req.valid("json").email;
      // The answer, and the work done before it, are the same for every address: the lookup, the
      // token and the mail happen after the response (no enumeration by answer or by timing).
      const accepted = c.req.header("accept-language");
      runInBackground(deps, "forgot-password", async () => {
        const user = await findUserByEmail(deps.db.orm, email);
        if (!user?.email || user.demoOfId !== null || user.demoId !== null) return;
        const ttl = deps.env.RESET_TOKEN_TTL_SECONDS;
        const token = await deps.db.write((tx) =>
          issueEmailToken(tx, {
            userId: user.id,
            email: user.email!,
            purpose: "reset-password",
            ttlSeconds: ttl,
          }),
        );
        const link = new URL(`/reset-password?token=${token}`, deps.env.PUBLIC_URL).toString();
        deps.mailer.send(
          passwordResetMail(user.email, link, Math.round(ttl / 60), requestLocale(accepted, user.language)),
        );
      });
      return c.json({ success: true, message: FORGOT_MESSAGE });
    },
  )
  .post(
    "/reset-password",
    doc("auth", "Set a new password with the mailed single-use token", {
      response: successMessage,
      input: "json",
      limited: true,
      errors: { 400: ["INVALID_RESET_TOKEN"] },
    }),
    rateLimit({ name: "reset-password", limit: 10, windowSeconds: 900 }),
    validate("json", z.object({ token: tokenSchema, password: passwordSchema(RESET_PASSWORD_MIN) })),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const passwordHash = await hashPassword(body.password);
      const done = await deps.db.write(async (tx) => {
        const consumed = await consumeEmailToken(tx, body.token, ["reset-password"]);
        if (!consumed) return false;
        // A reset also cancels a pending e-mail change and every other mailed token, and ends every
        // session: whoever had the account, the mailbox owner now holds it alone.
        await resetPasswordHash(tx, consumed.userId, passwordHash);
        await cancelEmailTokens(tx, consumed.userId);
        await revokeUserSessions(tx, consumed.userId);
        // Following the link proves the mailbox it was sent to, and only that one.
        await markAddressVerified(tx, consumed.userId, consumed.email);
        return true;
      });
      if (!done) throw badRequest("INVALID_RESET_TOKEN");
      return c.json({ success: true, message: "Password Reset Successful!" });
    },
  );

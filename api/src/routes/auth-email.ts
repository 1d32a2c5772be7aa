import { findUserByEmail, findUserByReferralCode } from "@jadeverse/db/queries/users";
import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { REGIONS, REGISTER_PASSWORD_MIN } from "../lib/accounts/constants.ts";
import { createPlayer } from "../lib/accounts/create-player.ts";
import { payReferralBonus } from "../lib/accounts/referral-bonus.ts";
import { sendVerification } from "../lib/accounts/send-verification.ts";
import { consumeEmailToken, nextResendAt } from "../lib/auth/email-tokens.ts";
import { hashPassword, verifyPassword } from "../lib/auth/passwords.ts";
import { emailSchema, passwordSchema, tokenSchema } from "../lib/auth/schemas.ts";
import { sessionResponse } from "../lib/auth/session-response.ts";
import { ApiError, badRequest, conflict, unauthorized } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { validate } from "../lib/validate.ts";
import { emailFromBody, rateLimit } from "../middleware/rate-limit.ts";

const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema(REGISTER_PASSWORD_MIN),
  country: z.enum(REGIONS),
  referralCodeInput: z.string().trim().max(32).optional(),
});

/** E-mail accounts: register, verify, resend, log in (spec 000 §7). */
export const emailAuthRoutes = new Hono<AppEnv>()
  .post(
    "/register",
    doc("auth", "Register an e-mail account and mail a verification link", { success: 201 }),
    rateLimit({ name: "register", limit: 10, windowSeconds: 3600 }),
    validate("json", registerBody),
    async (c) => {
      const deps = c.var.deps;
      const body = c.req.valid("json");
      if (await findUserByEmail(deps.db.orm, body.email))
        throw conflict("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
      const code = body.referralCodeInput?.trim();
      const referrer = code ? await findUserByReferralCode(deps.db.orm, code) : undefined;
      if (code && !referrer) throw badRequest("INVALID_REFERRAL_CODE");
      const passwordHash = await hashPassword(body.password);
      const user = await deps.db
        .write((tx) =>
          createPlayer(tx, {
            email: body.email,
            passwordHash,
            country: body.country,
            referredById: referrer?.id ?? null,
            tutorialStep: "NOT_STARTED",
          }),
        )
        .catch((error: unknown) => {
          // Two registrations of one address racing: the unique index decides, the loser gets the spec error.
          if (/users\.email/.test(String((error as Error)?.message ?? error)))
            throw conflict("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
          throw error;
        });
      await sendVerification(deps, user.id, user.email!);
      return c.json(
        { message: "Registration successful! Check your e-mail to verify your account.", email: user.email },
        201,
      );
    },
  )
  .post(
    "/verify-email",
    doc("auth", "Verify an e-mail address with the mailed single-use token"),
    rateLimit({ name: "verify-email", limit: 30, windowSeconds: 900 }),
    validate("json", z.object({ token: tokenSchema })),
    async (c) => {
      const deps = c.var.deps;
      const userId = await consumeEmailToken(deps, c.req.valid("json").token, "verify-email");
      if (!userId) throw badRequest("INVALID_TOKEN", "Email verification failed!");
      await deps.db.write(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ id: users.id, referredById: users.referredById });
        if (user) await payReferralBonus(tx, user);
      });
      return c.json({ success: true, message: "Email successfuly verified!" });
    },
  )
  .post(
    "/regenerate-email-token",
    doc("auth", "Resend the verification e-mail (minimum interval applies)"),
    rateLimit({ name: "resend", limit: 10, windowSeconds: 3600, key: emailFromBody }),
    validate("json", z.object({ email: emailSchema })),
    async (c) => {
      const deps = c.var.deps;
      const user = await findUserByEmail(deps.db.orm, c.req.valid("json").email);
      // Unknown addresses get the same answer as known ones: the endpoint reveals no accounts.
      if (!user) return c.json({ success: true, message: "Email sent!" });
      if (user.emailVerifiedAt) throw badRequest("EMAIL_ALREADY_VERIFIED");
      const next = await nextResendAt(deps, user.id);
      if (next.getTime() > Date.now()) {
        c.header("Retry-After", String(Math.ceil((next.getTime() - Date.now()) / 1000)));
        throw new ApiError(429, "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL");
      }
      await sendVerification(deps, user.id, user.email!);
      return c.json({ success: true, message: "Email sent!" });
    },
  )
  .get(
    "/next-token",
    doc("auth", "When the next verification e-mail may be sent"),
    rateLimit({ name: "next-token", limit: 120, windowSeconds: 3600 }),
    validate("query", z.object({ email: emailSchema })),
    async (c) => {
      const deps = c.var.deps;
      const user = await findUserByEmail(deps.db.orm, c.req.valid("query").email);
      const next = user && !user.emailVerifiedAt ? await nextResendAt(deps, user.id) : new Date();
      const waitSeconds = Math.max(0, Math.ceil((next.getTime() - Date.now()) / 1000));
      return c.json({ nextTokenAt: next.toISOString(), waitSeconds });
    },
  )
  .post(
    "/login",
    doc("auth", "Log in with e-mail and password"),
    rateLimit({ name: "login", limit: 10, windowSeconds: 900, key: emailFromBody }),
    validate("json", z.object({ email: emailSchema, password: z.string().min(1).max(128) })),
    async (c) => {
      const deps = c.var.deps;
      const body = c.req.valid("json");
      const user = await findUserByEmail(deps.db.orm, body.email);
      if (!(await verifyPassword(body.password, user?.passwordHash)) || !user)
        throw unauthorized("INVALID_CREDENTIALS");
      if (!user.emailVerifiedAt) throw unauthorized("USER_HAS_NOT_VERIFIED_EMAIL");
      return c.json(await sessionResponse(c, user, "password", "Login successful"));
    },
  );

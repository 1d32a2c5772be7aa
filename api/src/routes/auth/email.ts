import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { findUserByEmail, findUserById, findUserByReferralCode } from "@jadeverse/db/users/find";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { REFERRAL_CODE_MAX, REGIONS, REGISTER_PASSWORD_MIN } from "../../lib/accounts/constants.ts";
import { createPlayer } from "../../lib/accounts/create-player.ts";
import { completeEmailChange, notifyEmailChanged } from "../../lib/accounts/email-change.ts";
import {
  claimResendInterval,
  resendWaitSeconds,
  sendVerification,
} from "../../lib/accounts/send-verification.ts";
import { markAddressVerified } from "../../lib/accounts/verify-address.ts";
import { consumeEmailToken } from "../../lib/auth/email-tokens.ts";
import { openLoginGate, releaseLoginAttempt, trustThisDevice } from "../../lib/auth/login-throttle.ts";
import { hashPassword, verifyPassword } from "../../lib/auth/passwords.ts";
import { emailSchema, passwordSchema, tokenSchema } from "../../lib/auth/schemas.ts";
import { sessionResponse } from "../../lib/auth/session-response.ts";
import { runInBackground } from "../../lib/background.ts";
import { errorText } from "../../lib/errors/texts.ts";
import { ApiError, badRequest, conflict, unauthorized } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/request-locale.ts";
import {
  nextTokenResponse,
  registerResponse,
  sessionResponse as sessionBody,
} from "../../lib/openapi/responses/auth.ts";
import { successMessage } from "../../lib/openapi/responses/common.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema(REGISTER_PASSWORD_MIN),
  country: z.enum(REGIONS),
  referralCodeInput: z.string().trim().max(REFERRAL_CODE_MAX).optional(),
  /**
   * The form's "over 18" and Terms boxes (docs/security.md "18+"): stored with the account when both
   * are sent; otherwise the player confirms them before first playing or buying.
   */
  termsVersion: z.literal(TERMS_VERSION).optional().describe("The Terms version the player accepted"),
  adult: z.literal(true).optional().describe("The player confirmed they are 18 or older"),
});

/** E-mail accounts: register, verify, resend, log in (docs/product/platform.md §7). */
export const emailAuthRoutes = new Hono<AppEnv>()
  .post(
    "/register",
    doc("auth", "Register an e-mail account and mail a verification link", {
      success: 201,
      response: registerResponse,
      input: "json",
      limited: true,
      errors: { 400: ["INVALID_REFERRAL_CODE"], 409: ["USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR"] },
    }),
    rateLimit({ name: "register", limit: 10, windowSeconds: 3600 }),
    validate("json", registerBody),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      if (await findUserByEmail(deps.db.orm, body.email))
        throw conflict("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
      const code = body.referralCodeInput?.trim();
      const referrer = code ? await findUserByReferralCode(deps.db.orm, code) : undefined;
      if (code && !referrer) throw badRequest("INVALID_REFERRAL_CODE");
      const passwordHash = await hashPassword(body.password);
      // Two registrations of one address racing: the unique index decides; the error mapper answers
      // the loser with 409 USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR.
      const user = await deps.db.write((tx) =>
        createPlayer(tx, {
          email: body.email,
          passwordHash,
          country: body.country,
          referredById: referrer?.id ?? null,
          tutorialStep: "NOT_STARTED",
          ...(body.termsVersion && body.adult
            ? { termsVersion: body.termsVersion, termsAcceptedAt: new Date() }
            : {}),
        }),
      );
      await sendVerification(deps, user.id, user.email!, requestLocale(c.req.header("accept-language")));
      return c.json(
        { message: "Registration successful! Check your e-mail to verify your account.", email: user.email },
        201,
      );
    },
  )
  .post(
    "/verify-email",
    doc("auth", "Verify an e-mail address with the mailed single-use token", {
      response: successMessage,
      input: "json",
      limited: true,
      errors: { 400: ["INVALID_TOKEN"], 409: ["USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR"] },
    }),
    rateLimit({ name: "verify-email", limit: 30, windowSeconds: 900 }),
    validate("json", z.object({ token: tokenSchema })),
    async (c) => {
      const deps = c.get("deps");
      const token = c.req.valid("json").token;
      // A token proves only the address it was mailed to: a verification token verifies that address
      // while it is still the account's; a change token moves the account to its pending address.
      const outcome = await deps.db.write(async (tx) => {
        const consumed = await consumeEmailToken(tx, token, ["verify-email", "change-email"]);
        if (!consumed) return null;
        if (consumed.purpose === "change-email") {
          const changed = await completeEmailChange(tx, consumed.userId, consumed.email);
          return changed ? { ...changed, newEmail: consumed.email } : null;
        }
        await markAddressVerified(tx, consumed.userId, consumed.email);
        const user = await findUserById(tx, consumed.userId);
        return user?.email === consumed.email && user.emailVerifiedAt
          ? { oldEmail: null, newEmail: null, language: null }
          : null;
      });
      if (!outcome) throw badRequest("INVALID_TOKEN", errorText("emailVerificationFailed"));
      if (outcome.newEmail)
        notifyEmailChanged(
          deps,
          outcome.oldEmail,
          outcome.newEmail,
          requestLocale(c.req.header("accept-language"), outcome.language),
        );
      return c.json({ success: true, message: "Email successfuly verified!" });
    },
  )
  .post(
    "/regenerate-email-token",
    doc("auth", "Resend the verification e-mail (minimum interval applies)", {
      response: successMessage,
      input: "json",
      limited: true,
      errors: { 429: ["VERIFICATION_TOKEN_INTERVAL_TOO_SMALL"] },
    }),
    rateLimit({ name: "resend", limit: 10, windowSeconds: 3600 }),
    validate("json", z.object({ email: emailSchema })),
    async (c) => {
      const deps = c.get("deps");
      const email = c.req.valid("json").email;
      // The interval is per address, known or not, and the work happens after the answer: the same
      // status, body and timing for every address (no account enumeration).
      const interval = await claimResendInterval(deps, email);
      if (!interval.ok) {
        c.header("Retry-After", String(interval.waitSeconds));
        throw new ApiError(429, "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL");
      }
      const accepted = c.req.header("accept-language");
      runInBackground(deps, "resend-verification", async () => {
        const user = await findUserByEmail(deps.db.orm, email);
        if (user?.email && !user.emailVerifiedAt)
          await sendVerification(deps, user.id, user.email, requestLocale(accepted, user.language));
      });
      return c.json({ success: true, message: "Email sent!" });
    },
  )
  .get(
    "/next-token",
    doc("auth", "When the next verification e-mail may be sent", {
      response: nextTokenResponse,
      input: "query",
      limited: true,
    }),
    rateLimit({ name: "next-token", limit: 120, windowSeconds: 3600 }),
    validate("query", z.object({ email: emailSchema })),
    async (c) => {
      const waitSeconds = await resendWaitSeconds(c.get("deps"), c.req.valid("query").email);
      return c.json({ nextTokenAt: new Date(Date.now() + waitSeconds * 1000).toISOString(), waitSeconds });
    },
  )
  .post(
    "/login",
    doc("auth", "Log in with e-mail and password", {
      response: sessionBody,
      input: "json",
      limited: true,
      errors: {
        401: ["INVALID_CREDENTIALS", "USER_HAS_NOT_VERIFIED_EMAIL"],
        403: ["ACCOUNT_LOCKED"],
        429: ["LOGIN_TEMPORARILY_LOCKED"],
      },
    }),
    // Per source address across accounts; per account (or per trusted device) in `openLoginGate`.
    rateLimit({ name: "login", limit: 30, windowSeconds: 900 }),
    validate("json", z.object({ email: emailSchema, password: z.string().min(1).max(128) })),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const user = await findUserByEmail(deps.db.orm, body.email);
      // The attempt is reserved in its budget before the password is checked: parallel guesses can't
      // all pass a check made before any of them was counted.
      const gate = await openLoginGate(c, body.email, user?.id);
      if (!(await verifyPassword(body.password, user?.passwordHash)) || !user)
        throw unauthorized("INVALID_CREDENTIALS");
      await releaseLoginAttempt(deps, gate);
      await trustThisDevice(c, user.id, gate);
      if (!user.emailVerifiedAt) throw unauthorized("USER_HAS_NOT_VERIFIED_EMAIL");
      return c.json(await sessionResponse(c, user, "password", "Login successful"));
    },
  );

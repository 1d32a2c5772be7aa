import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { cancelEmailTokens } from "@jadeverse/db/sessions/email-tokens";
import { findUserByEmail } from "@jadeverse/db/users/find";
import { addEmailLogin } from "@jadeverse/db/users/login";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv, Deps } from "../../context.ts";
import { REGISTER_PASSWORD_MIN } from "../../lib/accounts/constants.ts";
import { assertNotDemo } from "../../lib/accounts/demo-copies.ts";
import { acceptCurrentTerms, acceptedTerms } from "../../lib/accounts/responsible-play.ts";
import { sendVerification } from "../../lib/accounts/send-verification.ts";
import { referralCodeFromStartParam, upsertTelegramPlayer } from "../../lib/accounts/telegram-player.ts";
import { hashPassword } from "../../lib/auth/passwords.ts";
import { assertReauthenticated, reauthFields } from "../../lib/auth/reauth.ts";
import { emailSchema, passwordSchema } from "../../lib/auth/schemas.ts";
import { sessionResponse } from "../../lib/auth/session-response.ts";
import { resolveSession } from "../../lib/auth/sessions.ts";
import { type TelegramCheck, verifyInitData, verifyLoginWidget } from "../../lib/auth/telegram.ts";
import { loginWidgetSchema } from "../../lib/auth/telegram-schemas.ts";
import { ApiError, conflict, unauthorized } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/request-locale.ts";
import { sessionResponse as sessionBody } from "../../lib/openapi/responses/auth.ts";
import { successMessage } from "../../lib/openapi/responses/common.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { readToken, requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { ACCESS_TOKEN_COOKIE } from "../../middleware/session-cookie.ts";

/**
 * The widget's signed payload, and the sign-up form's "over 18" and Terms boxes beside it (not part
 * of what Telegram signed: docs/security.md "18+").
 */
const widgetBody = loginWidgetSchema.extend({
  termsVersion: z.literal(TERMS_VERSION).optional().describe("The Terms version the player accepted"),
  adult: z.literal(true).optional().describe("The player confirmed they are 18 or older"),
});

function botToken(c: { get(key: "deps"): Deps }): string {
  const token = c.get("deps").env.BOT_TOKEN;
  if (!token) throw new ApiError(503, "TELEGRAM_NOT_CONFIGURED");
  return token;
}

function assertVerified(check: TelegramCheck): asserts check is Extract<TelegramCheck, { ok: true }> {
  if (!check.ok)
    throw unauthorized(check.reason === "expired" ? "TELEGRAM_AUTH_EXPIRED" : "INVALID_TELEGRAM_AUTH");
}

const telegramLimit = rateLimit({ name: "telegram-auth", limit: 60, windowSeconds: 900 });

/** Telegram identities: Login Widget on the web, initData in the Mini App, and account linking. */
export const telegramAuthRoutes = new Hono<AppEnv>()
  .post(
    "/telegram-login",
    doc("auth", "Log in (or link) with the Telegram Login Widget", {
      response: sessionBody,
      input: "json",
      limited: true,
      errors: {
        401: ["INVALID_TELEGRAM_AUTH", "TELEGRAM_AUTH_EXPIRED"],
        403: ["ACCOUNT_LOCKED"],
        404: ["USER_NOT_FOUND_ERROR"],
        409: ["TELEGRAM_ALREADY_LINKED", "ACCOUNT_ALREADY_LINKED"],
        503: ["TELEGRAM_NOT_CONFIGURED"],
      },
    }),
    telegramLimit,
    validate("json", widgetBody),
    async (c) => {
      const deps = c.get("deps");
      const { termsVersion, adult, ...body } = c.req.valid("json");
      const check = verifyLoginWidget(body, botToken(c), deps.env.TELEGRAM_AUTH_MAX_AGE);
      assertVerified(check);
      // Signed in already (e.g. an e-mail account in settings)? Then this links Telegram to that account.
      const current = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
      const session = current ? await resolveSession(deps, current.token) : null;
      const linkTo = session?.status === "ok" ? session.userId : undefined;
      let user = await upsertTelegramPlayer(deps, check.user, { linkTo });
      if (termsVersion && adult && !acceptedTerms(user)) user = await acceptCurrentTerms(deps, user.id);
      return c.json(
        await sessionResponse(c, user, "telegram", linkTo ? "Telegram account linked" : "Login successful"),
      );
    },
  )
  .post(
    "/telegram-miniapp",
    doc("auth", "Log in from the Telegram Mini App with `Authorization: tma <initData>`", {
      auth: "telegram",
      response: sessionBody,
      limited: true,
      errors: {
        401: ["INVALID_TELEGRAM_AUTH", "TELEGRAM_AUTH_EXPIRED"],
        403: ["FORBIDDEN", "ACCOUNT_LOCKED"],
        404: ["USER_NOT_FOUND_ERROR"],
        409: ["TELEGRAM_ALREADY_LINKED"],
        503: ["TELEGRAM_NOT_CONFIGURED"],
      },
    }),
    telegramLimit,
    async (c) => {
      const deps = c.get("deps");
      const initData = c.req.header("authorization")?.match(/^tma\s+(.+)$/i)?.[1];
      if (!initData || initData.length > 4096) throw unauthorized("INVALID_TELEGRAM_AUTH");
      const check = verifyInitData(initData, botToken(c), deps.env.TELEGRAM_AUTH_MAX_AGE);
      assertVerified(check);
      const user = await upsertTelegramPlayer(deps, check.user, {
        referralCode: referralCodeFromStartParam(check.startParam),
      });
      return c.json(await sessionResponse(c, user, "miniapp", "Login successful"));
    },
  )
  .post(
    "/link-email",
    doc("auth", "Add an e-mail and password to a Telegram account", {
      auth: "session",
      response: successMessage,
      input: "json",
      limited: true,
      errors: {
        400: ["INVALID_PASSWORD"],
        401: ["REAUTHENTICATION_REQUIRED", "TELEGRAM_PROOF_REQUIRED", "INVALID_TELEGRAM_AUTH"],
        403: ["DEMO_IDENTITY_LOCKED"],
        409: ["ACCOUNT_ALREADY_LINKED", "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR"],
      },
    }),
    rateLimit({ name: "link-email", limit: 10, windowSeconds: 3600 }),
    requireUser,
    validate(
      "json",
      z.object({
        email: emailSchema,
        password: passwordSchema(REGISTER_PASSWORD_MIN),
        telegramAuth: reauthFields.telegramAuth,
        telegramInitData: reauthFields.telegramInitData,
      }),
    ),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const user = await signedInPlayer(c);
      assertNotDemo(user);
      if (user.email) throw conflict("ACCOUNT_ALREADY_LINKED");
      // Adding a password login is an identity change: a session alone is not enough.
      await assertReauthenticated(deps, user, body);
      if (await findUserByEmail(deps.db.orm, body.email))
        throw conflict("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
      const passwordHash = await hashPassword(body.password);
      // Two accounts linking one address at once: the unique index decides (409 from the error mapper).
      const linked = await deps.db.write(async (tx) => {
        if (!(await addEmailLogin(tx, user.id, body.email, passwordHash))) return false;
        await cancelEmailTokens(tx, user.id);
        return true;
      });
      // Another request linked an address first.
      if (!linked) throw conflict("ACCOUNT_ALREADY_LINKED");
      await sendVerification(
        deps,
        user.id,
        body.email,
        requestLocale(c.req.header("accept-language"), user.language),
      );
      return c.json({ success: true, message: "Check your e-mail to verify the linked address." });
    },
  );

import { TUTORIAL_STEPS } from "@jadeverse/db/enums/users";
import { LOCALES } from "@jadeverse/db/i18n/locales";
import { playerRank } from "@jadeverse/db/leaderboard/player-rank";
import { revokeUserSessions } from "@jadeverse/db/sessions/sessions";
import { NAME_MAX, NICKNAME_MAX } from "@jadeverse/db/users/display-name";
import { replacePasswordHash } from "@jadeverse/db/users/login";
import { setWalletAddress, updateProfile } from "@jadeverse/db/users/profile";
import { xpInfo } from "@jadeverse/db/xp";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { CHANGE_PASSWORD_MIN } from "../../lib/accounts/constants.ts";
import { assertNotDemo } from "../../lib/accounts/demo-copies.ts";
import { requestEmailChange } from "../../lib/accounts/email-change.ts";
import { hashPassword, verifyPassword } from "../../lib/auth/passwords.ts";
import { assertReauthenticated, reauthFields } from "../../lib/auth/reauth.ts";
import { emailSchema, passwordSchema } from "../../lib/auth/schemas.ts";
import { readStreamingConfig } from "../../lib/content/streaming.ts";
import { errorText } from "../../lib/errors/texts.ts";
import { ApiError, badRequest, conflict } from "../../lib/errors.ts";
import { playerRankResponse } from "../../lib/leaderboard/response.ts";
import { successMessage } from "../../lib/openapi/responses/common.ts";
import {
  gameStatisticsResponse,
  pixelStreamingResponse,
  profileUpdateResponse,
  userResponse,
  userStatisticsResponse,
  xpResponse,
} from "../../lib/openapi/responses/users.ts";
import { doc } from "../../lib/openapi.ts";
import { displayText } from "../../lib/text/display-text.ts";
import { presentUser } from "../../lib/users/present.ts";
import { gameStatisticsFor, userStatisticsFor } from "../../lib/users/statistics.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const profileFields = z
  .object({
    nickname: displayText(NICKNAME_MAX),
    firstName: displayText(NAME_MAX, { min: 0 }),
    lastName: displayText(NAME_MAX, { min: 0 }),
    email: emailSchema,
    tutorialStep: z.enum(TUTORIAL_STEPS),
    language: z.enum(LOCALES),
  })
  .partial();

/**
 * docs/product/economy.md §7 `PATCH /users/me`. Changing the e-mail also needs proof that the player is present
 * (`currentPassword`, or for an account without a password a fresh `telegramAuth`/`telegramInitData`);
 * the proof fields alone update nothing.
 */
const profilePatch = profileFields
  .extend(reauthFields)
  .strict()
  .refine((v) => Object.keys(profileFields.shape).some((key) => key in v), { message: "Nothing to update" });

const EMAIL_CHANGE_LIMIT = { name: "email-change", limit: 5, windowSeconds: 3600 } as const;

const walletBody = z.object({
  walletAddress: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, { message: "Please enter a valid Ethereum wallet address" }),
  ]),
});

const changePasswordBody = z.object({
  oldPassword: z.string().min(1, { message: "Please enter your old password" }).max(128),
  newPassword: passwordSchema(CHANGE_PASSWORD_MIN),
});

/** The signed-in player (docs/product/platform.md §7, docs/product/economy.md §7). Every route needs a session. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/me",
    doc("users", "The signed-in player", { auth: "session", response: userResponse }),
    async (c) => {
      // A cached player is answered without an `await` (one turn less on every screen's first call).
      const player = signedInPlayer(c);
      const dto = presentUser(c.get("deps"), player instanceof Promise ? await player : player);
      return c.json(dto instanceof Promise ? await dto : dto);
    },
  )
  .patch(
    "/me",
    doc("users", "Update nickname, names, e-mail, tutorial step or language", {
      auth: "session",
      response: profileUpdateResponse,
      input: "json",
      errors: {
        400: ["INVALID_PASSWORD"],
        401: ["REAUTHENTICATION_REQUIRED", "TELEGRAM_PROOF_REQUIRED", "INVALID_TELEGRAM_AUTH"],
        403: ["DEMO_IDENTITY_LOCKED"],
        429: ["RATE_LIMITED"],
      },
    }),
    validate("json", profilePatch),
    async (c) => {
      const deps = c.get("deps");
      const { email, currentPassword, telegramAuth, telegramInitData, ...fields } = c.req.valid("json");
      const user = await signedInPlayer(c);
      const emailChanged = email !== undefined && email !== user.email && email !== user.pendingEmail;
      if (emailChanged) {
        assertNotDemo(user);
        // Per player and per source: a session cannot queue mails to arbitrary addresses.
        const hit = await deps.limiter.hit(
          `${EMAIL_CHANGE_LIMIT.name}:user:${user.id}`,
          EMAIL_CHANGE_LIMIT.limit,
          EMAIL_CHANGE_LIMIT.windowSeconds,
        );
        if (!hit.allowed) {
          c.header("Retry-After", String(hit.resetSeconds));
          throw new ApiError(429, "RATE_LIMITED");
        }
        await assertReauthenticated(deps, user, { currentPassword, telegramAuth, telegramInitData });
      }
      let updated =
        Object.keys(fields).length > 0
          ? ((await deps.db.write((tx) => updateProfile(tx, user.id, fields))) ?? user)
          : user;
      if (emailChanged)
        updated = await requestEmailChange(
          deps,
          updated,
          email,
          c.get("session").sessionId,
          c.req.header("accept-language"),
        );
      return c.json({
        success: true,
        message: emailChanged
          ? "Profile updated successfully! Check your inbox at the new address to confirm it."
          : "Profile updated successfully!",
        user: await presentUser(deps, updated),
      });
    },
  )
  .get(
    "/me/xp",
    doc("users", "XP, level, title and progress", { auth: "session", response: xpResponse }),
    async (c) => {
      const user = await signedInPlayer(c);
      return c.json(xpInfo(user.xp));
    },
  )
  .get(
    "/me/game-statistics",
    doc("users", "Statistics per game", { auth: "session", response: gameStatisticsResponse }),
    async (c) => {
      return c.json(await gameStatisticsFor(c.get("deps"), c.get("session").userId));
    },
  )
  .get(
    "/me/statistics",
    doc("users", "Totals across games", { auth: "session", response: userStatisticsResponse }),
    async (c) => {
      const user = await signedInPlayer(c);
      return c.json(await userStatisticsFor(c.get("deps"), user.id, user.maxGemsOwned));
    },
  )
  .get(
    "/pixelstreaming-url",
    doc("users", "Pixel-streaming address for players allowed to play", {
      auth: "session",
      response: pixelStreamingResponse,
    }),
    async (c) => {
      const deps = c.get("deps");
      const user = await signedInPlayer(c);
      const streaming = await readStreamingConfig(deps);
      // Only players allowed to play (demo or beta, docs/product/platform.md §6) receive the stream address.
      const allowed = user.isDemo || user.hasBetaAccess;
      const url = allowed && streaming.isActive ? (deps.env.PIXELSTREAMING_URL ?? null) : null;
      return c.json({ url });
    },
  )
  .patch(
    "/wallet-address",
    doc("users", "Set or clear the EVM wallet address", {
      auth: "session",
      response: successMessage,
      input: "json",
    }),
    validate("json", walletBody),
    async (c) => {
      const address = c.req.valid("json").walletAddress;
      await c.get("deps").db.write((tx) => setWalletAddress(tx, c.get("session").userId, address || null));
      return c.json({ success: true, message: "Wallet address updated successfully!" });
    },
  )
  .patch(
    "/change-password",
    doc("users", "Change the password; other sessions are revoked", {
      auth: "session",
      response: successMessage,
      input: "json",
      limited: true,
      errors: {
        400: ["PASSWORD_NOT_SET", "INVALID_OLD_PASSWORD"],
        403: ["DEMO_IDENTITY_LOCKED"],
        409: ["PASSWORD_CHANGED_CONCURRENTLY"],
      },
    }),
    rateLimit({ name: "change-password", limit: 10, windowSeconds: 900 }),
    validate("json", changePasswordBody),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const user = await signedInPlayer(c);
      assertNotDemo(user);
      if (!user.passwordHash) throw badRequest("PASSWORD_NOT_SET");
      if (!(await verifyPassword(body.oldPassword, user.passwordHash)))
        throw badRequest("INVALID_OLD_PASSWORD");
      if (body.oldPassword === body.newPassword)
        throw new ApiError(400, "VALIDATION_ERROR", errorText("newPasswordSameAsOld"));
      const newHash = await hashPassword(body.newPassword);
      // Compare-and-set on the hash that was verified: of parallel changes exactly one wins; the
      // winner keeps its session and ends every other one, the others are told to try again.
      const won = await deps.db.write(async (tx) => {
        if (!(await replacePasswordHash(tx, user.id, user.passwordHash!, newHash))) return false;
        await revokeUserSessions(tx, user.id, c.get("session").sessionId);
        return true;
      });
      if (!won) throw conflict("PASSWORD_CHANGED_CONCURRENTLY");
      return c.json({ success: true, message: "Password changed successfully!" });
    },
  );

/**
 * `GET /api/xp/rank` (docs/product/platform.md §7: the header's rank badge): the caller's Rank, defined once in
 * db/src/leaderboard/player-rank.ts (their place on the Global leaderboard in its default order, coins
 * won; null before a first round). The dashboard card and the leaderboard's personal panel show the same.
 */
export const xpRoutes = new Hono<AppEnv>().use(requireUser).get(
  "/rank",
  doc("leaderboard", "The caller's Rank: their place on the Global board by coins won", {
    auth: "session",
    response: playerRankResponse,
  }),
  async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json({ rank: await playerRank(c.get("deps").db.orm, c.get("session").userId) });
  },
);

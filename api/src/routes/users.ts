import { findUserByEmail, xpRank } from "@jadeverse/db/queries/users";
import { TUTORIAL_STEPS, users } from "@jadeverse/db/schema";
import { xpInfo } from "@jadeverse/db/xp";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { CHANGE_PASSWORD_MIN, NAME_MAX, NICKNAME_MAX } from "../lib/accounts/constants.ts";
import { sendVerification } from "../lib/accounts/send-verification.ts";
import { hashPassword, verifyPassword } from "../lib/auth/passwords.ts";
import { emailSchema, passwordSchema } from "../lib/auth/schemas.ts";
import { revokeUserSessions } from "../lib/auth/sessions.ts";
import { ApiError, badRequest, conflict } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { presentUser } from "../lib/users/present.ts";
import { gameStatisticsFor, userStatisticsFor } from "../lib/users/statistics.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { readStreamingConfig } from "./content.ts";

const profilePatch = z
  .object({
    nickname: z.string().trim().min(1).max(NICKNAME_MAX),
    firstName: z.string().trim().max(NAME_MAX),
    lastName: z.string().trim().max(NAME_MAX),
    email: emailSchema,
    tutorialStep: z.enum(TUTORIAL_STEPS),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });

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

/** The signed-in player (spec 000 §7, 001 §7). Every route needs a session. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/me", doc("users", "The signed-in player", { auth: "session" }), async (c) => {
    const user = c.var.user;
    return c.json(await presentUser(c.var.deps, user));
  })
  .patch(
    "/me",
    doc("users", "Update nickname, names, e-mail or tutorial step", { auth: "session" }),
    validate("json", profilePatch),
    async (c) => {
      const deps = c.var.deps;
      const patch = c.req.valid("json");
      const user = c.var.user;
      const emailChanged = patch.email !== undefined && patch.email !== user.email;
      if (emailChanged && (await findUserByEmail(deps.db.orm, patch.email!)))
        throw conflict("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
      const { email: _email, ...rest } = patch;
      const [updated] = await deps.db.orm
        .update(users)
        .set({ ...rest, ...(emailChanged ? { email: patch.email, emailVerifiedAt: null } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      if (emailChanged) await sendVerification(deps, user.id, patch.email!);
      return c.json({
        success: true,
        message: emailChanged
          ? "Profile updated successfully! Check your inbox to verify the new e-mail address."
          : "Profile updated successfully!",
        user: await presentUser(deps, updated!),
      });
    },
  )
  .get("/me/xp", doc("users", "XP, level, title and progress", { auth: "session" }), async (c) => {
    const user = c.var.user;
    return c.json(xpInfo(user.xp));
  })
  .get("/me/game-statistics", doc("users", "Statistics per game", { auth: "session" }), async (c) => {
    return c.json(await gameStatisticsFor(c.var.deps, c.var.session.userId));
  })
  .get("/me/statistics", doc("users", "Totals across games", { auth: "session" }), async (c) => {
    const user = c.var.user;
    return c.json(await userStatisticsFor(c.var.deps, user.id, user.maxGemsOwned));
  })
  .get(
    "/pixelstreaming-url",
    doc("users", "Pixel-streaming address for players allowed to play", { auth: "session" }),
    async (c) => {
      const deps = c.var.deps;
      const user = c.var.user;
      const streaming = await readStreamingConfig(deps);
      // Only players allowed to play (demo or beta, spec 000 §6) receive the stream address.
      const allowed = user.isDemo || user.hasBetaAccess;
      const url = allowed && streaming.isActive ? (deps.env.PIXELSTREAMING_URL ?? null) : null;
      return c.json({ url });
    },
  )
  .patch(
    "/wallet-address",
    doc("users", "Set or clear the EVM wallet address", { auth: "session" }),
    validate("json", walletBody),
    async (c) => {
      const address = c.req.valid("json").walletAddress;
      await c.var.deps.db.orm
        .update(users)
        .set({ walletAddress: address ? address.toLowerCase() : null })
        .where(eq(users.id, c.var.session.userId));
      return c.json({ success: true, message: "Wallet address updated successfully!" });
    },
  )
  .patch(
    "/change-password",
    doc("users", "Change the password; other sessions are revoked", { auth: "session" }),
    rateLimit({ name: "change-password", limit: 10, windowSeconds: 900 }),
    validate("json", changePasswordBody),
    async (c) => {
      const deps = c.var.deps;
      const body = c.req.valid("json");
      const user = c.var.user;
      if (!user.passwordHash) throw badRequest("PASSWORD_NOT_SET");
      if (!(await verifyPassword(body.oldPassword, user.passwordHash)))
        throw badRequest("INVALID_OLD_PASSWORD");
      if (body.oldPassword === body.newPassword)
        throw new ApiError(400, "VALIDATION_ERROR", "The new password must differ from the old one.");
      await deps.db.orm
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, user.id));
      await revokeUserSessions(deps, user.id, c.var.session.sessionId);
      return c.json({ success: true, message: "Password changed successfully!" });
    },
  );

/** `GET /api/xp/rank`: the caller's rank by XP. */
export const xpRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/rank", doc("users", "The player's rank by XP", { auth: "session" }), async (c) => {
    const user = c.var.user;
    return c.json({ rank: await xpRank(c.var.deps.db.orm, user.xp) });
  });

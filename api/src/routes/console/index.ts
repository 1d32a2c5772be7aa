import { auditPage } from "@jadeverse/db/console/audit";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { adjustBalance, findPlayers, playerFile } from "../../lib/console/players.ts";
import { confirmEnrolment, enrol, signInToConsole } from "../../lib/console/sessions.ts";
import {
  adjustmentResponse,
  auditResponse,
  consoleMeResponse,
  consoleSessionResponse,
  enrolmentResponse,
  playerFileResponse,
  playerSearchResponse,
  recoveryCodesResponse,
} from "../../lib/openapi/responses/console.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { clientIp } from "../../middleware/client-ip.ts";
import { consoleActor, requireConsole, requireConsoleRole } from "../../middleware/console-auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";
import { consoleCommunityRoutes } from "./community.ts";
import { perOperatorLimit } from "./limits.ts";
import { consoleOverviewRoutes } from "./overview.ts";
import { consolePaymentsRoutes } from "./payments.ts";
import { consolePlayerActionsRoutes } from "./player-actions.ts";

const codeBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "six digits"),
});
const signInBody = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "six digits")
      .optional(),
    recoveryCode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((b) => b.code !== undefined || b.recoveryCode !== undefined, "a code or a recovery code");
const searchQuery = z.strictObject({ q: z.string().trim().min(2).max(200) });
const playerParam = z.strictObject({ userId: z.coerce.number().int().positive() });
const pageQuery = z.strictObject({ before: z.coerce.number().int().positive().optional() });
const adjustBody = z.strictObject({
  currency: z.enum(["gems", "coins"]),
  delta: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => n !== 0, "not zero"),
  reason: z.string().trim().min(5).max(500),
  key: z.string().trim().min(8).max(64).describe("The operator's idempotency key: a retry adjusts once"),
});
const auditQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  target: z.string().trim().max(64).optional(),
});

/** The enrolment and sign-in: a player's session, refused (403, audited) without a console role. */
const session = { auth: "session" as const, limited: true };
const FORBIDDEN = ["FORBIDDEN"] as const;
const limit = (name: string) => rateLimit(perPlayerLimit(name, 30));

/**
 * The operator's console API (docs/operations.md "The operator's console"): enrolment and sign-in with
 * a second factor (a player's session, a console role by configuration), then console calls with the
 * console token, each checked for its role and every action audited.
 */
export const consoleRoutes = new Hono<AppEnv>()
  .post(
    "/factor",
    doc("console", "Start enrolling an authenticator (TOTP)", {
      ...session,
      response: enrolmentResponse,
      errors: { 403: FORBIDDEN, 409: ["CONSOLE_FACTOR_ENROLLED"] },
    }),
    requireUser,
    limit("console-factor"),
    requireConsoleRole,
    async (c) => c.json(await enrol(c.get("deps"), consoleActor(c).user)),
  )
  .post(
    "/factor/confirm",
    doc("console", "Confirm the authenticator with a first code", {
      ...session,
      input: "json",
      response: recoveryCodesResponse,
      errors: {
        401: ["INVALID_SECOND_FACTOR"],
        403: FORBIDDEN,
        409: ["CONSOLE_FACTOR_NOT_ENROLLED", "CONSOLE_FACTOR_ENROLLED"],
      },
    }),
    requireUser,
    limit("console-factor"),
    requireConsoleRole,
    validate("json", codeBody),
    async (c) => {
      const actor = consoleActor(c);
      return c.json(await confirmEnrolment(c.get("deps"), actor.user, actor.role, c.req.valid("json").code));
    },
  )
  .post(
    "/session",
    doc("console", "Sign in to the console with a code (or a recovery code)", {
      ...session,
      input: "json",
      response: consoleSessionResponse,
      errors: { 401: ["INVALID_SECOND_FACTOR"], 403: FORBIDDEN, 409: ["CONSOLE_FACTOR_NOT_ENROLLED"] },
    }),
    requireUser,
    limit("console-sign-in"),
    requireConsoleRole,
    validate("json", signInBody),
    async (c) => {
      const actor = consoleActor(c);
      return c.json(
        await signInToConsole(c.get("deps"), actor.user, actor.role, c.req.valid("json"), clientIp(c)),
      );
    },
  )
  .get(
    "/me",
    doc("console", "The console's signed-in operator", { auth: "console", response: consoleMeResponse }),
    requireConsole("admin", "support", "community"),
    (c) => {
      const { user, role } = consoleActor(c);
      return c.json({ userId: user.id, email: user.email, role });
    },
  )
  .get(
    "/players",
    doc("console", "Search players by e-mail, nickname, Telegram id, wallet or referral code", {
      auth: "console",
      input: "query",
      response: playerSearchResponse,
    }),
    requireConsole("admin", "support"),
    validate("query", searchQuery),
    async (c) => c.json({ players: await findPlayers(c.get("deps"), c.req.valid("query").q) }),
  )
  .get(
    "/players/:userId",
    doc("console", "A player's account, balances, ledger (paged) and orders", {
      auth: "console",
      input: "query",
      response: playerFileResponse,
    }),
    requireConsole("admin", "support"),
    validate("param", playerParam),
    validate("query", pageQuery),
    async (c) =>
      c.json(await playerFile(c.get("deps"), c.req.valid("param").userId, c.req.valid("query").before)),
  )
  .post(
    "/players/:userId/adjust",
    doc("console", "Adjust a balance through the ledger (admin; a reason is required)", {
      auth: "console",
      input: "json",
      limited: true,
      response: adjustmentResponse,
      errors: { 400: ["NOT_ENOUGH_GEMS_ERROR", "INSUFFICIENT_BALANCE_ERROR"] },
    }),
    requireConsole("admin"),
    perOperatorLimit("console-adjust"),
    validate("param", playerParam),
    validate("json", adjustBody),
    async (c) =>
      c.json(
        await adjustBalance(
          c.get("deps"),
          consoleActor(c),
          c.req.valid("param").userId,
          c.req.valid("json"),
          clientIp(c),
        ),
      ),
  )
  .get(
    "/audit",
    doc("console", "The audit log, newest first (admin)", {
      auth: "console",
      input: "query",
      response: auditResponse,
    }),
    requireConsole("admin"),
    validate("query", auditQuery),
    async (c) => {
      const query = c.req.valid("query");
      const entries = await auditPage(c.get("deps").db.orm, {
        limit: 50,
        before: query.before,
        target: query.target,
      });
      return c.json({ entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })) });
    },
  )
  .route("/players", consolePlayerActionsRoutes)
  .route("/payments", consolePaymentsRoutes)
  .route("/community", consoleCommunityRoutes)
  .route("/overview", consoleOverviewRoutes);

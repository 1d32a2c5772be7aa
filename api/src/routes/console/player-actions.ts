import { BREAK_KINDS } from "@jadeverse/db/enums/users";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import {
  lockPlayer,
  type PlayerAction,
  revokePlayerSessions,
  setPlayerBeta,
  startPlayerBreak,
  unlockPlayer,
} from "../../lib/console/player-actions.ts";
import {
  betaResponse,
  consoleBreakResponse,
  lockResponse,
  revokeSessionsResponse,
  unlockResponse,
} from "../../lib/openapi/responses/console-player-actions.ts";
import { type DocOptions, doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { clientIp } from "../../middleware/client-ip.ts";
import { consoleActor, requireConsole } from "../../middleware/console-auth.ts";
import { perOperatorLimit } from "./limits.ts";

const playerParam = z.strictObject({ userId: z.coerce.number().int().positive() });
const reason = z.string().trim().min(5).max(500).describe("Why: kept in the audit log");
const reasonBody = z.strictObject({ reason });
const betaBody = z.strictObject({
  grant: z.boolean().describe("true grants beta access, false removes it"),
  reason,
});
const breakBody = z.strictObject({
  kind: z
    .enum(BREAK_KINDS)
    .describe("A cool-off of 24 hours, 7 or 30 days, or self-exclusion for 6 months or for good"),
  reason,
});

const limit = (name: string) => perOperatorLimit(name);

/** The action's who, whom, why and from where. */
function action(c: Context<AppEnv>, userId: number, why: string): PlayerAction {
  return { actor: consoleActor(c), userId, reason: why, address: clientIp(c) };
}

const acting = (summary: string, response: z.ZodType, errors: DocOptions["errors"] = {}) =>
  doc("console", summary, {
    auth: "console",
    input: "json",
    limited: true,
    response,
    errors: { 404: ["USER_NOT_FOUND_ERROR"], ...errors },
  });

/**
 * The console's actions on a player (docs/operations.md "The operator's console"), each with a
 * mandatory reason and audited in the same transaction as the change; a role that does not reach is
 * refused (403, audited).
 */
export const consolePlayerActionsRoutes = new Hono<AppEnv>()
  .post(
    "/:userId/revoke-sessions",
    acting("End every session of a player (admin, support)", revokeSessionsResponse),
    requireConsole("admin", "support"),
    limit("console-revoke-sessions"),
    validate("param", playerParam),
    validate("json", reasonBody),
    async (c) => {
      const { userId } = c.req.valid("param");
      return c.json(await revokePlayerSessions(c.get("deps"), action(c, userId, c.req.valid("json").reason)));
    },
  )
  .post(
    "/:userId/lock",
    acting("Lock an account: its sessions end, sign-in is refused (admin)", lockResponse),
    requireConsole("admin"),
    limit("console-lock"),
    validate("param", playerParam),
    validate("json", reasonBody),
    async (c) => {
      const { userId } = c.req.valid("param");
      return c.json(await lockPlayer(c.get("deps"), action(c, userId, c.req.valid("json").reason)));
    },
  )
  .post(
    "/:userId/unlock",
    acting("Unlock an account (admin)", unlockResponse),
    requireConsole("admin"),
    limit("console-lock"),
    validate("param", playerParam),
    validate("json", reasonBody),
    async (c) => {
      const { userId } = c.req.valid("param");
      return c.json(await unlockPlayer(c.get("deps"), action(c, userId, c.req.valid("json").reason)));
    },
  )
  .post(
    "/:userId/beta",
    acting("Grant or remove beta access (admin, support)", betaResponse),
    requireConsole("admin", "support"),
    limit("console-beta"),
    validate("param", playerParam),
    validate("json", betaBody),
    async (c) => {
      const { userId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(await setPlayerBeta(c.get("deps"), action(c, userId, body.reason), body.grant));
    },
  )
  .post(
    "/:userId/break",
    acting("Start a break on the player's behalf; never shortened (admin, support)", consoleBreakResponse, {
      409: ["BREAK_CANNOT_SHORTEN"],
    }),
    requireConsole("admin", "support"),
    limit("console-break"),
    validate("param", playerParam),
    validate("json", breakBody),
    async (c) => {
      const { userId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(await startPlayerBreak(c.get("deps"), action(c, userId, body.reason), body.kind));
    },
  );

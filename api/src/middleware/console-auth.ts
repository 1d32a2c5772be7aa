import { liveConsoleSession } from "@jadeverse/db/console/sessions";
import type { ConsoleRole } from "@jadeverse/db/enums/console";
import { findUserById } from "@jadeverse/db/users/find";
import type { User } from "@jadeverse/db/users/user";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { resolveSession } from "../lib/auth/sessions.ts";
import { audit } from "../lib/console/audit.ts";
import { consoleRoleOf } from "../lib/console/roles.ts";
import { sha256Hex } from "../lib/crypto.ts";
import { ApiError, unauthorized } from "../lib/errors.ts";
import { requestToken, signedInPlayer } from "./auth.ts";
import { clientIp } from "./client-ip.ts";

/** Who is acting in the console on this request (kept per request, beside Hono's four variables). */
export interface ConsoleActor {
  user: User;
  role: ConsoleRole;
  sessionId: number;
}
const actors = new WeakMap<Request, ConsoleActor>();

/** The console actor of a `requireConsole` route. */
export function consoleActor(c: Context<AppEnv>): ConsoleActor {
  const actor = actors.get(c.req.raw);
  if (!actor) throw new Error("console: no actor (route mounted without requireConsole)");
  return actor;
}

/** A refused console attempt: audited, then 403. */
async function refuse(c: Context<AppEnv>, user: User | undefined, role: ConsoleRole | null, why: string) {
  await audit(c.get("deps"), {
    actorUserId: user?.id ?? null,
    actorRole: role,
    action: `${c.req.method} ${c.req.path}`,
    outcome: "refused",
    reason: why,
    address: clientIp(c),
  });
  return new ApiError(403, "FORBIDDEN", "This is for the operators of JadeVerse.");
}

/**
 * For the console's enrolment and sign-in (after `requireUser`): the signed-in player must hold a
 * console role by configuration; anyone else is refused (403) and the attempt audited.
 */
export const requireConsoleRole: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await signedInPlayer(c);
  const role = consoleRoleOf(c.get("deps").env, user);
  if (!role) throw await refuse(c, user, null, "no console role");
  actors.set(c.req.raw, { user, role, sessionId: 0 });
  await next();
};

/**
 * Every other console call: a live console session (`Authorization: Bearer <console token>`, from a
 * sign-in with the second factor), whose player still holds one of `roles` by configuration. A
 * player's own session is not one: a player without a role is refused (403, audited), an operator
 * asked for the second factor (401 CONSOLE_SECOND_FACTOR_REQUIRED).
 */
export function requireConsole(...roles: ConsoleRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = c.get("deps");
    const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const session = token
      ? await liveConsoleSession(deps.db.orm, sha256Hex(token), deps.now?.() ?? new Date())
      : undefined;
    if (!session) {
      // Not a console token: a player's own session (bearer, or the web's cookie) is asked for the
      // second factor when the player holds a role, refused otherwise.
      const own = requestToken(c);
      if (!own) throw unauthorized();
      const player = await resolveSession(deps, own.token);
      if (player.status !== "ok") throw unauthorized();
      const user = player.user ?? (await findUserById(deps.db.orm, player.userId));
      const role = user ? consoleRoleOf(deps.env, user) : null;
      if (!role) throw await refuse(c, user, null, "a player's session");
      throw new ApiError(401, "CONSOLE_SECOND_FACTOR_REQUIRED");
    }
    const user = await findUserById(deps.db.orm, session.userId);
    const role = user ? consoleRoleOf(deps.env, user) : null;
    // A locked account's console sign-in ends with the lock, as its player sessions do.
    if (user?.lockedAt) throw await refuse(c, user, role, "account locked");
    if (!user || !role || !roles.includes(role))
      throw await refuse(c, user, role, `needs ${roles.join(" or ")}`);
    actors.set(c.req.raw, { user, role, sessionId: session.id });
    await next();
  };
}

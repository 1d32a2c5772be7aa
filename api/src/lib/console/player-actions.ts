import type { Tx } from "@jadeverse/db/client";
import { liveSessionsOf, setAccountLock, setBetaAccess } from "@jadeverse/db/console/players";
import { BREAK_DURATION_MS, type BreakKind, FOREVER } from "@jadeverse/db/enums/users";
import { revokeUserSessions } from "@jadeverse/db/sessions/sessions";
import { findUserById } from "@jadeverse/db/users/find";
import { startBreak } from "@jadeverse/db/users/responsible-play";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import type { ConsoleActor } from "../../middleware/console-auth.ts";
import { breakView } from "../accounts/responsible-play.ts";
import { conflict, notFound } from "../errors.ts";
import { audit } from "./audit.ts";

/**
 * The console's actions on a player (docs/operations.md "The operator's console"): each with the
 * operator's reason, and each written to the audit log in the same transaction as the change.
 */
export interface PlayerAction {
  actor: ConsoleActor;
  userId: number;
  reason: string;
  address: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const now = (deps: Deps): Date => deps.now?.() ?? new Date();

/** The player, in the action's transaction; 404 USER_NOT_FOUND_ERROR without one. */
async function playerIn(tx: Tx, userId: number): Promise<User> {
  const user = await findUserById(tx, userId);
  if (!user) throw notFound("USER_NOT_FOUND_ERROR");
  return user;
}

/** Records a done action in `tx`. */
function record(
  deps: Deps,
  tx: Tx,
  action: PlayerAction,
  name: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return audit(
    deps,
    {
      actorUserId: action.actor.user.id,
      actorRole: action.actor.role,
      action: name,
      target: `user:${action.userId}`,
      before,
      after,
      reason: action.reason,
      outcome: "done",
      address: action.address,
    },
    tx,
  );
}

/**
 * Ends every session of the player in `tx`: how many were live. Sessions are judged by the system
 * clock, as `resolveSession` judges them; revoking moves the sessions counter (migration 0021), so
 * every cached session of theirs is read again.
 */
async function endSessions(tx: Tx, userId: number): Promise<number> {
  const live = await liveSessionsOf(tx, userId, new Date());
  await revokeUserSessions(tx, userId);
  return live.length;
}

/** Ends every session of the player (they sign in again). */
export async function revokePlayerSessions(deps: Deps, action: PlayerAction) {
  return deps.db.write(async (tx) => {
    await playerIn(tx, action.userId);
    const revoked = await endSessions(tx, action.userId);
    await record(deps, tx, action, "player.revoke-sessions", { liveSessions: revoked }, { liveSessions: 0 });
    return { userId: action.userId, revokedSessions: revoked };
  });
}

/**
 * Locks the account: every signed-in call and every sign-in is refused (403 ACCOUNT_LOCKED) until it
 * is unlocked, and its sessions end. Locking a locked account keeps the first lock's date.
 */
export async function lockPlayer(deps: Deps, action: PlayerAction) {
  return deps.db.write(async (tx) => {
    const before = await playerIn(tx, action.userId);
    const after = (await setAccountLock(tx, action.userId, now(deps)))!;
    const revoked = await endSessions(tx, action.userId);
    await record(
      deps,
      tx,
      action,
      "player.lock",
      { lockedAt: iso(before.lockedAt), liveSessions: revoked },
      { lockedAt: iso(after.lockedAt), liveSessions: 0 },
    );
    return { userId: action.userId, lockedAt: iso(after.lockedAt), revokedSessions: revoked };
  });
}

/** Unlocks the account: the player may sign in again. */
export async function unlockPlayer(deps: Deps, action: PlayerAction) {
  return deps.db.write(async (tx) => {
    const before = await playerIn(tx, action.userId);
    await setAccountLock(tx, action.userId, null);
    await record(deps, tx, action, "player.unlock", { lockedAt: iso(before.lockedAt) }, { lockedAt: null });
    return { userId: action.userId, lockedAt: null };
  });
}

/** Grants (`grant`) or removes beta access. */
export async function setPlayerBeta(deps: Deps, action: PlayerAction, grant: boolean) {
  return deps.db.write(async (tx) => {
    const before = await playerIn(tx, action.userId);
    const after = (await setBetaAccess(tx, action.userId, grant))!;
    await record(
      deps,
      tx,
      action,
      grant ? "player.beta-grant" : "player.beta-remove",
      { hasBetaAccess: before.hasBetaAccess },
      { hasBetaAccess: after.hasBetaAccess },
    );
    return { userId: action.userId, hasBetaAccess: after.hasBetaAccess };
  });
}

const breakOf = (user: Pick<User, "breakKind" | "breakUntil">) => ({
  breakKind: user.breakKind,
  breakUntil: iso(user.breakUntil),
});

/**
 * Starts a break on the player's behalf (when they ask support), under the player's own rule
 * (lib/accounts/responsible-play.ts `takeBreak`): it can be lengthened, never shortened or lifted
 * (409 BREAK_CANNOT_SHORTEN, the refusal audited).
 */
export async function startPlayerBreak(deps: Deps, action: PlayerAction, kind: BreakKind) {
  const at = now(deps);
  const lasts = BREAK_DURATION_MS[kind];
  const until = lasts === null ? FOREVER : new Date(at.getTime() + lasts);
  const result = await deps.db.write(async (tx) => {
    const before = await playerIn(tx, action.userId);
    const after = await startBreak(tx, action.userId, kind, until, at);
    if (!after) return { done: false as const, before };
    await record(deps, tx, action, "player.break", breakOf(before), breakOf(after));
    return { done: true as const, user: after };
  });
  if (!result.done) {
    await audit(deps, {
      actorUserId: action.actor.user.id,
      actorRole: action.actor.role,
      action: "player.break",
      target: `user:${action.userId}`,
      before: breakOf(result.before),
      after: { breakKind: kind, breakUntil: iso(until), refused: "BREAK_CANNOT_SHORTEN" },
      reason: action.reason,
      outcome: "refused",
      address: action.address,
    });
    throw conflict("BREAK_CANNOT_SHORTEN");
  }
  return { userId: action.userId, break: breakView(deps, result.user) };
}

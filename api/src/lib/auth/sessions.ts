import { findLiveSession } from "@jadeverse/db/sessions/live-session";
import {
  insertSession,
  revokeSession as revokeSessionRow,
  type SessionKind,
} from "@jadeverse/db/sessions/sessions";
import { findUserById } from "@jadeverse/db/users/find";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { eligibilityCache, eligibilityOf } from "../accounts/eligibility-cache.ts";
import { randomToken, sha256Hex } from "../crypto.ts";
import { notFound } from "../errors.ts";
import { PER_PLAYER_CACHED, type ReadCache, readCache } from "../read-cache.ts";

export type { SessionKind };

/** Issues an opaque bearer token; only its SHA-256 is stored. */
export async function createSession(
  deps: Deps,
  userId: number,
  kind: SessionKind,
  userAgent?: string | undefined,
  expiresAt: Date = new Date(Date.now() + deps.env.SESSION_TTL_SECONDS * 1000),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  await deps.db.write((tx) =>
    insertSession(tx, {
      userId,
      tokenHash: sha256Hex(token),
      kind,
      userAgent: userAgent?.slice(0, 256) ?? null,
      expiresAt,
    }),
  );
  return { token, expiresAt };
}

export type ResolvedSession =
  /** `user`: the player, when this lookup loaded it with the session (see `sessionPlayer`). */
  | { status: "ok"; sessionId: number; userId: number; user?: User | undefined }
  | { status: "invalid" }
  | { status: "user-missing" }
  /** An operator locked the account (docs/operations.md "The operator's console"). */
  | { status: "locked" };

/** What the session cache keeps: the session's validity, apart from the player's changing fields. */
interface LiveSession {
  sessionId: number;
  userId: number;
  expiresAtMs: number;
  /** The account behind it was deleted when this was read. */
  accountGone: boolean;
  /** The account was locked when this was read (a lock or unlock moves the counter: migration 0026). */
  locked: boolean;
}

/**
 * Sessions are cached under the `sessions` counter, which triggers move only when a session is
 * revoked, re-dated or removed or an account is deleted (migration 0021), locked or unlocked
 * (migration 0026): a spin's balance change leaves them cached. Players are cached under the change
 * count: any write reloads them. An instance keeps up to PER_PLAYER_CACHED live sessions.
 */
const sessionCache = (deps: Deps) =>
  readCache<LiveSession>(deps.db, "sessions", { counter: "sessions", max: PER_PLAYER_CACHED });
const playerCache = (deps: Deps) => readCache<User>(deps.db, "players");

/**
 * Looks a token up (the hot path of every signed-in call): unknown, revoked or expired → invalid;
 * the owner deleted → user-missing; the account locked by an operator → locked. Answered at once (no
 * promise) when the session is in the read cache, the common case; otherwise session and player are
 * loaded in one statement and kept, with the player's eligibility to play (so a crowd's first bets,
 * after their sockets signed in, read nothing more).
 */
export function resolveSession(deps: Deps, token: string): ResolvedSession | Promise<ResolvedSession> {
  if (token.length < 16 || token.length > 128) return INVALID;
  const tokenHash = sha256Hex(token);
  // Only live sessions are kept, so guessing tokens can't fill it. Time passes without a write:
  // expiry is checked on every hit.
  const cache = sessionCache(deps);
  const known = cache.peek(tokenHash);
  if (known) return judge(cache, tokenHash, known);
  const players = playerCache(deps);
  const playersAt = players.stamp();
  const eligibility = eligibilityCache(deps);
  const eligibilityAt = eligibility.stamp();
  let user: User | undefined;
  return cache
    .get(tokenHash, async () => {
      const row = await findLiveSession(deps.db.orm, tokenHash);
      if (!row) return undefined;
      if (row.user && !row.user.deletedAt) {
        user = row.user;
        players.put(String(row.userId), row.user, playersAt);
        eligibility.put(String(row.userId), eligibilityOf(row.user), eligibilityAt);
      }
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        expiresAtMs: row.expiresAt.getTime(),
        accountGone: !row.user || row.user.deletedAt !== null,
        locked: row.user?.lockedAt != null,
      };
    })
    .then((live) => judge(cache, tokenHash, live, user));
}

const INVALID: ResolvedSession = { status: "invalid" };
const LOCKED: ResolvedSession = { status: "locked" };

function judge(
  cache: ReadCache<LiveSession>,
  tokenHash: string,
  live: LiveSession | undefined,
  user?: User,
): ResolvedSession {
  if (!live || live.expiresAtMs <= Date.now()) {
    cache.delete(tokenHash);
    return INVALID;
  }
  if (live.accountGone) return { status: "user-missing" };
  if (live.locked) return LOCKED;
  return { status: "ok", sessionId: live.sessionId, userId: live.userId, user };
}

/**
 * The player behind a resolved session, as committed now: the row loaded with the session in this
 * request, else the player cache (exact while nothing was written), else one read by id. Undefined
 * when the account was deleted since the session was checked. Answered at once (no promise) when
 * cached.
 */
export function findSessionPlayer(
  deps: Deps,
  session: { userId: number; user?: User | undefined },
): User | undefined | Promise<User | undefined> {
  if (session.user) return session.user;
  const players = playerCache(deps);
  const key = String(session.userId);
  return players.peek(key) ?? players.get(key, () => findUserById(deps.db.orm, session.userId));
}

/** `findSessionPlayer`, where a player deleted meanwhile answers 404 USER_NOT_FOUND_ERROR as the check would have. */
export function sessionPlayer(
  deps: Deps,
  session: { userId: number; user?: User | undefined },
): User | Promise<User> {
  const player = findSessionPlayer(deps, session);
  if (player instanceof Promise) return player.then(orNotFound);
  return orNotFound(player);
}

function orNotFound(player: User | undefined): User {
  if (!player) throw notFound("USER_NOT_FOUND_ERROR");
  return player;
}

export async function revokeSession(deps: Deps, sessionId: number): Promise<void> {
  await deps.db.write((tx) => revokeSessionRow(tx, sessionId));
}

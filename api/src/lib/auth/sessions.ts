import { findLiveSession, type SessionWithUser } from "@jadeverse/db/sessions/live-session";
import {
  insertSession,
  revokeSession as revokeSessionRow,
  type SessionKind,
} from "@jadeverse/db/sessions/sessions";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { randomToken, sha256Hex } from "../crypto.ts";
import { type ReadCache, readCache } from "../read-cache.ts";

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
  | { status: "ok"; sessionId: number; userId: number; user: User }
  | { status: "invalid" }
  | { status: "user-missing" };

/**
 * Looks a token up together with its player in one statement (the hot path of every signed-in call):
 * unknown, revoked or expired → invalid; the owner deleted → user-missing. Answered at once (no
 * promise) when the session is in the read cache, the common case.
 */
export function resolveSession(deps: Deps, token: string): ResolvedSession | Promise<ResolvedSession> {
  if (token.length < 16 || token.length > 128) return INVALID;
  const tokenHash = sha256Hex(token);
  // Exact while nothing was committed since (lib/read-cache.ts); only live sessions are kept, so
  // guessing tokens can't fill it. Time still passes without a write: expiry is checked on every hit.
  const cache = readCache<SessionWithUser | undefined>(deps.db, "sessions");
  const known = cache.peek(tokenHash);
  if (known) return judge(cache, tokenHash, known);
  return cache
    .get(tokenHash, () => findLiveSession(deps.db.orm, tokenHash))
    .then((row) => judge(cache, tokenHash, row));
}

const INVALID: ResolvedSession = { status: "invalid" };

function judge(
  cache: ReadCache<SessionWithUser | undefined>,
  tokenHash: string,
  row: SessionWithUser | undefined,
): ResolvedSession {
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    cache.delete(tokenHash);
    return INVALID;
  }
  if (!row.user || row.user.deletedAt) return { status: "user-missing" };
  return { status: "ok", sessionId: row.sessionId, userId: row.userId, user: row.user };
}

export async function revokeSession(deps: Deps, sessionId: number): Promise<void> {
  await deps.db.write((tx) => revokeSessionRow(tx, sessionId));
}

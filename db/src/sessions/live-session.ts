import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { sessions } from "../schema/auth.ts";
import { type User, users } from "../schema/users.ts";

export interface SessionWithUser {
  sessionId: number;
  userId: number;
  expiresAt: Date;
  /** Null when the account behind the session no longer exists. */
  user: User | null;
}

/**
 * The live (not revoked, not expired at `nowMs`) session with this token hash, with its player, in
 * one prepared statement: the hot path of every signed-in request.
 */
export async function findLiveSession(
  db: Handle,
  tokenHash: string,
  nowMs: number = Date.now(),
): Promise<SessionWithUser | undefined> {
  const query = prepared(db, "sessions.findLive", (d) =>
    d
      .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          isNull(sessions.revokedAt),
          // expires_at is stored as epoch milliseconds.
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .limit(1)
      .prepare(),
  );
  // `get`, not `all`: libsql-js reads a single row about twice as fast through it.
  return (await query.get({ tokenHash, now: nowMs })) ?? undefined;
}

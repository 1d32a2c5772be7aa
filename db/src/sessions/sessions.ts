import { and, eq, isNull, ne } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { sessions } from "../schema/auth.ts";

export type SessionKind = (typeof sessions.$inferInsert)["kind"];

export interface NewSession {
  userId: number;
  /** SHA-256 of the opaque token the client holds: the token itself is never stored. */
  tokenHash: string;
  kind: SessionKind;
  userAgent: string | null;
  expiresAt: Date;
}

export async function insertSession(tx: Tx, session: NewSession): Promise<void> {
  await tx.insert(sessions).values(session);
}

export async function revokeSession(tx: Tx, sessionId: number): Promise<void> {
  await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a player, optionally keeping one (the caller's). */
export async function revokeUserSessions(tx: Tx, userId: number, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

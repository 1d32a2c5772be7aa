import { and, eq, gt, isNull } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { ConsoleRole } from "../enums/console.ts";
import type { Handle } from "../queries/prepared.ts";
import { consoleSessions } from "../schema/console.ts";

export type ConsoleSession = typeof consoleSessions.$inferSelect;

export async function insertConsoleSession(
  tx: Tx,
  values: { userId: number; tokenHash: string; role: ConsoleRole; expiresAt: Date },
): Promise<ConsoleSession> {
  const [row] = await tx.insert(consoleSessions).values(values).returning();
  return row!;
}

/** A live console session by its token's hash: not revoked, not expired at `now`. */
export async function liveConsoleSession(db: Handle, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(consoleSessions)
    .where(
      and(
        eq(consoleSessions.tokenHash, tokenHash),
        isNull(consoleSessions.revokedAt),
        gt(consoleSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeConsoleSession(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(consoleSessions).set({ revokedAt: at }).where(eq(consoleSessions.id, id));
}

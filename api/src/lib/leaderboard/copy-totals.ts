import type { Tx } from "@jadeverse/db/client";
import { leaderboardTotals } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";

/**
 * Gives a demo visit's private copy the persona's global board row (its game rows are copied with
 * the statistics), so the visitor stands on the global board as the persona does. An insert, so the
 * insert trigger counts the copy in the rank buckets.
 */
export async function copyLeaderboardTotals(tx: Tx, fromId: number, toId: number): Promise<void> {
  const [row] = await tx.select().from(leaderboardTotals).where(eq(leaderboardTotals.userId, fromId));
  if (row) await tx.insert(leaderboardTotals).values({ ...row, userId: toId });
}

import { eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { gameStatistics } from "../schema/stats.ts";

export type GameStatisticsRow = typeof gameStatistics.$inferSelect;

/** A player's statistics rows, one per game played (the dashboard's figures and totals). */
export async function gameStatisticsOf(db: Handle, userId: number): Promise<GameStatisticsRow[]> {
  return db.select().from(gameStatistics).where(eq(gameStatistics.userId, userId));
}

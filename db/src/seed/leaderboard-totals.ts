import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { leaderboardTotals } from "../schema/leaderboard.ts";
import { gameStatistics } from "../schema/stats.ts";
import { chunk } from "./upsert.ts";

/** Ids per statement: far below SQLite's bound-parameter limit. */
const IDS_PER_STATEMENT = 500;

/**
 * Puts seeded players on the global board: their `leaderboard_totals` row becomes the sum of their
 * per-game statistics (as migration 0005 back-filled it). The row is deleted and inserted again, not
 * updated, so the delete and insert triggers keep the rank buckets exact (there is no update
 * trigger); re-seeding the same statistics writes the same row.
 */
export async function rebuildLeaderboardTotals(tx: Tx, userIds: readonly number[]): Promise<void> {
  for (const ids of chunk(userIds, IDS_PER_STATEMENT)) {
    if (ids.length === 0) continue;
    await tx.delete(leaderboardTotals).where(inArray(leaderboardTotals.userId, ids));
    await tx.run(
      sql`insert into leaderboard_totals (user_id, total_plays, total_wins, coins_wagered, coins_won,
            gems_wagered, gems_won, seconds_played)
          select user_id, sum(total_plays), sum(total_wins), sum(coins_wagered), sum(coins_won),
            sum(gems_wagered), sum(gems_won), sum(seconds_played)
          from game_statistics where ${inArray(gameStatistics.userId, ids)} group by user_id`,
    );
  }
}

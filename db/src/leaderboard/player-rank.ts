import type { Database, Tx } from "../client.ts";
import { type LeaderboardQuery, leaderboardRank, leaderboardRowOf } from "./board.ts";

/**
 * The order that ranks players: the Global board's default order, coins won, most first (docs/product/economy.md
 * §4). The leaderboard opens in it, so the Rank a player reads in the header is the one their row
 * shows when the board opens.
 */
export const RANK_ORDER = { sortBy: "coinsWon", sortOrder: "DESC" } as const satisfies Omit<
  LeaderboardQuery,
  "gameType"
>;

/**
 * A player's Rank, the one number the header badge, the dashboard card and the leaderboard's personal
 * panel call "Rank": their place on the Global board (every game's totals, `leaderboard_totals`) in
 * `RANK_ORDER`, i.e. 1 + the public players with strictly more coins won (ties share a rank). Demo
 * players (personas and their copies) are on no public board and never counted; a demo player gets
 * the place they would take. `null` before a first round (no row on the board: "N/A").
 */
export async function playerRank(db: Database | Tx, userId: number): Promise<number | null> {
  const row = await leaderboardRowOf(db, userId, undefined);
  return row ? leaderboardRank(db, row, RANK_ORDER) : null;
}

import { type GameType, LOBBY_GAMES } from "@jadeverse/db/game-types";
import { type GameStatisticsRow, gameStatisticsOf } from "@jadeverse/db/users/game-statistics";
import type { Deps } from "../../context.ts";

type Row = GameStatisticsRow;

const perGame = (row: Partial<Row>) => {
  const totalPlays = row.totalPlays ?? 0;
  const totalWins = row.totalWins ?? 0;
  return {
    totalPlays,
    totalWins,
    winRate: totalPlays > 0 ? Math.round((totalWins / totalPlays) * 1000) / 10 : 0,
    coinsWagered: row.coinsWagered ?? 0,
    coinsWon: row.coinsWon ?? 0,
    gemsWagered: row.gemsWagered ?? 0,
    gemsWon: row.gemsWon ?? 0,
    playTime: row.secondsPlayed ?? 0,
    sessions: row.sessions ?? 0,
  };
};

/** `GET /users/me/game-statistics`: per game, plus the most played one as favourite. */
export async function gameStatisticsFor(deps: Deps, userId: number) {
  const rows = await gameStatisticsOf(deps.db.orm, userId);
  const stats: Record<string, ReturnType<typeof perGame>> = {};
  // The dashboard lists every lobby game (docs/product/platform.md §3), even before a first play.
  for (const game of LOBBY_GAMES) stats[game] = perGame({});
  for (const row of rows) stats[row.gameType] = perGame(row);
  const favourite = rows.reduce<Row | undefined>(
    (best, row) => (!best || row.totalPlays > best.totalPlays ? row : best),
    undefined,
  );
  return {
    gameStatistics: stats,
    favoriteGame: favourite && favourite.totalPlays > 0 ? { gameType: favourite.gameType as GameType } : null,
  };
}

/** `GET /users/me/statistics`: the totals of docs/product/economy.md §3 "User statistics". */
export async function userStatisticsFor(deps: Deps, userId: number, maxGemsOwned: number) {
  const rows = await gameStatisticsOf(deps.db.orm, userId);
  const sum = (pick: (r: Row) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const totalSessions = sum((r) => r.sessions);
  const totalSecondsPlayed = sum((r) => r.secondsPlayed);
  return {
    totalGamesPlayed: sum((r) => r.totalPlays),
    totalCoinsWagered: sum((r) => r.coinsWagered),
    totalCoinsWon: sum((r) => r.coinsWon),
    totalGemsWagered: sum((r) => r.gemsWagered),
    totalGemsWon: sum((r) => r.gemsWon),
    maxGemsOwned,
    highestRewardEarnedCoins: rows.reduce((max, r) => Math.max(max, r.highestRewardCoins), 0),
    totalGamesWon: sum((r) => r.totalWins),
    playTime: {
      totalSecondsPlayed,
      averageSessionLength: totalSessions > 0 ? Math.round(totalSecondsPlayed / totalSessions) : 0,
      totalSessions,
    },
  };
}

import type { GameType } from "@jadeverse/db/game-types";
import {
  type LeaderboardQuery,
  type LeaderboardRow,
  leaderboardPage,
  leaderboardRank,
  leaderboardRowOf,
  mostCoinsWonGames,
} from "@jadeverse/db/leaderboard/board";
import { heldTiers } from "@jadeverse/db/passes/subscriptions";
import { levelForXp } from "@jadeverse/db/xp";
import type { Deps } from "../../context.ts";
import { frameOf } from "../passes/perks.ts";
import type { LeaderboardEntry, LeaderboardResponse } from "./response.ts";

export interface BoardRequest extends LeaderboardQuery {
  page: number;
  limit: number;
}

const entry = (
  row: LeaderboardRow,
  best: Map<number, GameType>,
  tiers: Map<number, number>,
): LeaderboardEntry => {
  const game = best.get(row.userId);
  return {
    id: row.userId,
    userId: row.userId,
    user: { nickname: row.nickname, level: levelForXp(row.xp) },
    photoUrl: row.photoUrl,
    coinsWon: row.coinsWon,
    gemsWon: row.gemsWon,
    coinsWagered: row.coinsWagered,
    gemsWagered: row.gemsWagered,
    totalWins: row.totalWins,
    secondsPlayed: row.secondsPlayed,
    mostCoinsWonGame: game ? { gameType: game } : null,
    frame: frameOf(tiers.get(row.userId)),
  };
};

/**
 * `GET /api/leaderboard`: one page of the public board plus the caller's own row and rank on it. A
 * demo player (a persona's copy) is on no public page but gets their own row and, as their rank, the
 * place they would take among the public players (db/src/leaderboard/demo-players.ts).
 */
export async function readBoard(deps: Deps, userId: number, req: BoardRequest): Promise<LeaderboardResponse> {
  const db = deps.db.orm;
  const [rows, mine] = await Promise.all([
    leaderboardPage(db, { ...req, offset: (req.page - 1) * req.limit }),
    leaderboardRowOf(db, userId, req.gameType),
  ]);
  const rank = mine ? await leaderboardRank(db, mine, req) : null;
  const shown = [...rows.map((r) => r.userId), ...(mine ? [mine.userId] : [])];
  const [best, tiers] = await Promise.all([
    mostCoinsWonGames(db, shown),
    heldTiers(db, shown, deps.now?.() ?? new Date()),
  ]);
  return {
    userData: mine ? entry(mine, best, tiers) : null,
    userIndex: rank,
    leaderboard: {
      data: rows.map((r) => entry(r, best, tiers)),
      meta: { currentPage: req.page, limit: req.limit },
    },
  };
}

import type { Db } from "@jadeverse/db/client";
import { settledRounds } from "@jadeverse/db/games/history";
import type { InstantGame } from "@jadeverse/db/games/names";
import type { GameHistory, GameHistoryEntry } from "../responses.ts";

/**
 * `GET /api/games/history`: the player's settled rounds, newest first, each with the bet, the
 * outcome and what verifies it (nonce, client seed, the server seed's hash, and the server seed
 * itself once a rotation has revealed it).
 */
export async function gameHistory(
  db: Db,
  userId: number,
  query: { game?: InstantGame | undefined; limit: number },
): Promise<GameHistory> {
  const rows = await settledRounds(db.orm, { userId, game: query.game, limit: query.limit });
  return {
    rounds: rows.map(
      (r) =>
        ({
          roundId: r.id,
          game: r.game,
          bet: r.bet,
          outcome: r.outcome,
          nonce: r.nonce,
          clientSeed: r.clientSeed,
          serverSeedHash: r.serverSeedHash,
          serverSeed: r.serverSeed,
          totalBet: r.totalBet,
          totalWin: r.totalWin,
          createdAt: r.createdAt.toISOString(),
          settledAt: (r.settledAt ?? r.createdAt).toISOString(),
        }) as GameHistoryEntry,
    ),
  };
}

import { GAME_TYPES } from "@jadeverse/db/game-types";
import { z } from "zod";

/** docs/product/economy.md §3 "Leaderboard entry". */
export const leaderboardEntry = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.strictObject({ nickname: z.string().nullable(), level: z.number().int() }),
  photoUrl: z.string().nullable(),
  coinsWon: z.number().int(),
  gemsWon: z.number().int(),
  coinsWagered: z.number().int(),
  gemsWagered: z.number().int(),
  totalWins: z.number().int(),
  secondsPlayed: z.number().int(),
  mostCoinsWonGame: z.strictObject({ gameType: z.enum(GAME_TYPES) }).nullable(),
  frame: z
    .enum(["gold"])
    .nullable()
    .describe("The avatar's frame: gold for a Gold season pass holder (docs/passes.md)"),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** `GET /api/leaderboard`: the page, the caller's own entry and 1-based rank (null before a first round). */
export const leaderboardResponse = z.strictObject({
  userData: leaderboardEntry.nullable(),
  userIndex: z.number().int().positive().nullable(),
  leaderboard: z.strictObject({
    data: z.array(leaderboardEntry),
    meta: z.strictObject({ currentPage: z.number().int(), limit: z.number().int() }),
  }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

/**
 * `GET /api/leaderboard/rank`: the caller's Rank (db/src/leaderboard/player-rank.ts: their place on
 * the Global board by coins won, demo players not counted), `null` before a first round.
 */
export const playerRankResponse = z.strictObject({ rank: z.number().int().positive().nullable() });
export type PlayerRankResponse = z.infer<typeof playerRankResponse>;

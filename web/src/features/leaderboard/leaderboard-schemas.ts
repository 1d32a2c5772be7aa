import { z } from "zod";

/** An amount as the server sends it; spec 001 §4: strings are read as numbers. */
const amount = z.union([z.number(), z.string()]);

/** Spec 001 §3 "Leaderboard entry". */
export const leaderboardEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ nickname: z.string().nullable(), level: amount }),
  photoUrl: z.string().nullable(),
  coinsWon: amount,
  gemsWon: amount,
  coinsWagered: amount,
  gemsWagered: amount,
  totalWins: amount,
  secondsPlayed: amount,
  mostCoinsWonGame: z.object({ gameType: z.string() }).nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** `GET /api/leaderboard` (spec 001 §7): the caller's entry and rank, and one page of the board. */
export const leaderboardPageSchema = z.object({
  userData: leaderboardEntrySchema.nullable(),
  userIndex: z.number().int().positive().nullable(),
  leaderboard: z.object({ data: z.array(leaderboardEntrySchema) }),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

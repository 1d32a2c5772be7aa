import type { GameRound } from "@jadeverse/db/games/rounds";

/** The verification fields and money of a settled instant round, as every answer and history entry carries them. */
export const roundFields = (round: GameRound) => ({
  roundId: round.id,
  nonce: round.nonce,
  clientSeed: round.clientSeed,
  serverSeedHash: round.serverSeedHash,
  totalBet: round.totalBet,
  totalWin: round.totalWin,
});

/** An instant round's answer: its stored outcome (the game's own shape) with the round's fields and balance. */
export const instantAnswer = <Outcome extends object>(round: GameRound) => ({
  ...(round.outcome as Outcome),
  ...roundFields(round),
  balance: round.balanceAfter,
});

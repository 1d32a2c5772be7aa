import type { Db } from "@jadeverse/db/client";
import type { InstantGame } from "@jadeverse/db/games/names";
import { type GameRound, insertRound, setRoundBalance } from "@jadeverse/db/games/rounds";
import type { InstantResult } from "../outcomes.ts";
import { debitStake, roundKeys, settleRound } from "./ledger.ts";
import { drawRound, earlierRound, oncePerKey } from "./rounds.ts";

/** One round of a game that settles at once (roulette, baccarat, slots). */
export interface InstantPlan<Bet, Outcome> {
  game: Exclude<InstantGame, "blackjack">;
  /** The bet as checked and normalised: stored with the round and compared on a retry. */
  bet: Bet;
  /** Floats the engine needs. */
  floats: number;
  play(floats: readonly number[]): InstantResult<Outcome>;
}

/**
 * Plays one instant round for a client `requestKey`, all in one write transaction: take the next
 * nonce, draw the floats, let the engine settle the bet, record the round, debit the stake (refused
 * without enough coins: nothing of the round is kept), credit the payout and record the round on the
 * statistics. A retry with the same key answers the same round.
 */
export function playInstant<Bet, Outcome>(
  db: Db,
  userId: number,
  requestKey: string,
  plan: InstantPlan<Bet, Outcome>,
): Promise<GameRound> {
  const request = { game: plan.game, bet: plan.bet };
  return oncePerKey(db, userId, requestKey, request, () =>
    db.write(async (tx) => {
      const earlier = await earlierRound(tx, userId, requestKey, request);
      if (earlier) return earlier;
      const { provenance, floats } = await drawRound(tx, userId, plan.floats);
      const result = plan.play(floats);
      const round = await insertRound(tx, {
        userId,
        game: plan.game,
        requestKey,
        ...provenance,
        bet: plan.bet,
        outcome: result.outcome,
        totalBet: result.totalBet,
        totalWin: result.totalWin,
        status: "settled",
        balanceAfter: 0,
        settledAt: new Date(),
      });
      const afterStake = await debitStake(tx, round, roundKeys(round.id).bet, result.totalBet);
      const afterWin = await settleRound(tx, round, result.totalBet, result.totalWin);
      return setRoundBalance(tx, round.id, afterWin ?? afterStake);
    }),
  );
}

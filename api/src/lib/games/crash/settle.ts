import type { Tx } from "@jadeverse/db/client";
import { type CrashBet, cashOutCrashBets, loseOpenCrashBets } from "@jadeverse/db/games/crash-bets";
import type { CrashRound } from "@jadeverse/db/games/crash-rounds";
import { ledger } from "@jadeverse/db/ledger";
import { recordSettledSet, type SettledBet } from "@jadeverse/db/metrics/settled-set";
import { cashoutPayout } from "../crash.ts";
import { GAME_LEDGER_REASONS } from "../limits.ts";
import { outcomeMetric } from "../service/ledger.ts";

/**
 * A crash bet's ledger keys: the stake debited when it is placed, the payout credited once when it is
 * cashed out (whichever of the player's requests, the automatic cash-out or the crash settles it).
 */
export const crashKeys = (roundId: number, userId: number) => ({
  bet: `crash:${roundId}:${userId}:bet`,
  win: `crash:${roundId}:${userId}:win`,
  reference: `crash:${roundId}`,
  /** The statistics' round id (`bet_metrics.external_id`) of the result. */
  result: `crash:${roundId}:${userId}`,
});

/** A settled bet as the statistics record it: the stake, then the win or the loss. */
function settledBet(bet: CrashBet, totalWin: number): SettledBet {
  const keys = crashKeys(bet.roundId, bet.userId);
  const { metricType, coins } = outcomeMetric(bet.stake, totalWin);
  return {
    userId: bet.userId,
    stake: bet.stake,
    result: { metricType: metricType as SettledBet["result"]["metricType"], coins },
    betExternalId: keys.bet,
    resultExternalId: keys.result,
    // Play time runs from the bet to its settle.
    startedAt: bet.createdAt,
  };
}

/** One cash-out to settle: the open bet, the multiplier it is cashed out at, the request's key. */
export interface CrashWin {
  bet: CrashBet;
  /** Hundredths: below the crash point, or an automatic target at most the point. */
  multiplier: number;
  /** The manual request's client key (null for an automatic cash-out). */
  cashoutKey: string | null;
}

/**
 * Cashes out a set of open bets of one round together, in the caller's transaction, with one
 * statement per table for the whole set (docs/crash.md "Settling in sets"): the bets marked won
 * (compare-and-set: a bet something settled first is left out, and nothing else happens for it), the
 * payouts credited once each through the ledger (`crash:<round>:<user>:win`), the bets recorded in
 * the statistics. Answers each settled bet with its player's coins after the credit; the others are
 * absent.
 */
export async function settleCrashWins(
  tx: Tx,
  round: Pick<CrashRound, "id" | "point">,
  wins: readonly CrashWin[],
  now: Date,
): Promise<{ bet: CrashBet; balance: number }[]> {
  const won = await cashOutCrashBets(
    tx,
    wins.map(({ bet, multiplier, cashoutKey }) => {
      const payout = cashoutPayout(bet.stake, multiplier, round.point);
      if (payout <= 0) throw new Error(`crash: a cash-out at ${multiplier} above the point ${round.point}`);
      return { betId: bet.id, cashedOutAt: multiplier, payout, cashoutKey };
    }),
    now,
  );
  const credits = await ledger.creditSet(
    tx,
    "coins",
    GAME_LEDGER_REASONS.win,
    won.map((bet) => {
      const keys = crashKeys(round.id, bet.userId);
      return { key: keys.win, userId: bet.userId, delta: bet.payout, reference: keys.reference };
    }),
  );
  await recordSettledSet(
    tx,
    "crash",
    won.map((bet) => settledBet(bet, bet.payout)),
    now,
  );
  return won.map((bet, i) => ({ bet, balance: credits[i]!.balance }));
}

/**
 * Loses at most `limit` of a round's bets still open, in the caller's transaction: one statement marks
 * them lost (compare-and-set), one set records them (a loss moves no coins: the stake was taken with
 * the bet). Answers how many it settled.
 */
export async function settleCrashLosses(tx: Tx, roundId: number, now: Date, limit: number): Promise<number> {
  const lost = await loseOpenCrashBets(tx, roundId, now, limit);
  await recordSettledSet(
    tx,
    "crash",
    lost.map((bet) => settledBet(bet, 0)),
    now,
  );
  return lost.length;
}

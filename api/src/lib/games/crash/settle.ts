import type { Tx } from "@jadeverse/db/client";
import { type CrashBet, cashOutCrashBets, loseOpenCrashBets } from "@jadeverse/db/games/crash-bets";
import type { CrashRound } from "@jadeverse/db/games/crash-rounds";
import { ledger } from "@jadeverse/db/ledger";
import { recordSettledSet, type SettledBet, type SettledSetBefore } from "@jadeverse/db/metrics/settled-set";
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
 * statement per table for the whole set (docs/crash.md "Settling in sets"): the bets marked won, the
 * payouts credited once each through the ledger (`crash:<round>:<user>:win`), the bets recorded in
 * the statistics. The caller read each bet open in this transaction, which holds the write lock, so
 * the bets' compare-and-set marks every one of them: the credits and the records do not wait for its
 * answer, and the three go out together (on a server their reads share one request and their writes
 * another). A bet the compare-and-set left out (settled by something else) fails the set, which rolls
 * back whole. With the statistics' reads done (`before`: read with the bets, cashout-queue.ts `readRound`),
 * the set's statements all go in one request. Answers each bet, in order, with its player's coins
 * after the credit.
 */
export async function settleCrashWins(
  tx: Tx,
  round: Pick<CrashRound, "id" | "point">,
  wins: readonly CrashWin[],
  now: Date,
  before?: SettledSetBefore,
): Promise<{ bet: CrashBet; balance: number }[]> {
  const sets = wins.map(({ bet, multiplier, cashoutKey }) => {
    const payout = cashoutPayout(bet.stake, multiplier, round.point);
    if (payout <= 0) throw new Error(`crash: a cash-out at ${multiplier} above the point ${round.point}`);
    return { bet, multiplier, payout, cashoutKey, keys: crashKeys(round.id, bet.userId) };
  });
  const [won, credits] = await Promise.all([
    cashOutCrashBets(
      tx,
      sets.map((s) => ({
        betId: s.bet.id,
        cashedOutAt: s.multiplier,
        payout: s.payout,
        cashoutKey: s.cashoutKey,
      })),
      now,
    ),
    ledger.creditSet(
      tx,
      "coins",
      GAME_LEDGER_REASONS.win,
      sets.map((s) => ({
        key: s.keys.win,
        userId: s.bet.userId,
        delta: s.payout,
        reference: s.keys.reference,
      })),
    ),
    recordSettledSet(
      tx,
      "crash",
      sets.map((s) => settledBet(s.bet, s.payout)),
      now,
      before,
    ),
  ]);
  if (won.length !== sets.length) throw new Error("crash: a bet of the set was settled meanwhile");
  const byId = new Map(won.map((bet) => [bet.id, bet]));
  return sets.map((s, i) => ({ bet: byId.get(s.bet.id)!, balance: credits[i]!.balance }));
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

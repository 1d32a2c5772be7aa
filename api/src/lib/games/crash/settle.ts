import type { Tx } from "@jadeverse/db/client";
import { type CrashBet, cashOutCrashBet, loseCrashBet } from "@jadeverse/db/games/crash-bets";
import type { CrashRound } from "@jadeverse/db/games/crash-rounds";
import { ledger } from "@jadeverse/db/ledger";
import { recordReports } from "@jadeverse/db/metrics/rounds";
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

/** Records the settled bet through the one recording path: `bet` for the stake, then win/lose/draw. */
async function record(tx: Tx, bet: CrashBet, totalWin: number): Promise<void> {
  const keys = crashKeys(bet.roundId, bet.userId);
  const base = { userId: bet.userId, gameType: "crash", gemsAmount: 0 } as const;
  const { metricType, coins } = outcomeMetric(bet.stake, totalWin);
  // Play time runs from the bet to its settle.
  const played = { metricType, coinsAmount: coins, externalId: keys.result, startedAt: bet.createdAt };
  await recordReports(tx, [
    { ...base, metricType: "bet", coinsAmount: bet.stake, externalId: keys.bet },
    { ...base, ...played },
  ]);
}

/**
 * Cashes an open bet out at `multiplier` hundredths (below the crash point, or an automatic target at
 * most the point), in the caller's transaction: the bet marked won (compare-and-set: undefined when
 * something settled it first, and then nothing else happens), the payout credited once, the round
 * recorded. Answers the settled bet and the player's coins after the credit.
 */
export async function settleCrashWin(
  tx: Tx,
  round: Pick<CrashRound, "id" | "point">,
  bet: CrashBet,
  multiplier: number,
  cashoutKey: string | null,
  now: Date,
): Promise<{ bet: CrashBet; balance: number } | undefined> {
  const payout = cashoutPayout(bet.stake, multiplier, round.point);
  if (payout <= 0) throw new Error(`crash: a cash-out at ${multiplier} above the point ${round.point}`);
  const won = await cashOutCrashBet(tx, bet.id, {
    cashedOutAt: multiplier,
    payout,
    cashoutKey,
    settledAt: now,
  });
  if (!won) return undefined;
  const keys = crashKeys(round.id, bet.userId);
  const credit = await ledger.apply(tx, {
    key: keys.win,
    reason: GAME_LEDGER_REASONS.win,
    reference: keys.reference,
    changes: [{ userId: bet.userId, currency: "coins", delta: payout }],
  });
  await record(tx, won, payout);
  return { bet: won, balance: credit.balances[0]!.balance };
}

/** Marks an open bet lost at the crash and records it; false when it was settled already. */
export async function settleCrashLoss(tx: Tx, bet: CrashBet, now: Date): Promise<boolean> {
  const lost = await loseCrashBet(tx, bet.id, now);
  if (!lost) return false;
  await record(tx, lost, 0);
  return true;
}

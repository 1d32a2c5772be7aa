import type { Tx } from "@jadeverse/db/client";
import type { MetricType } from "@jadeverse/db/enums/metrics";
import type { GameRound } from "@jadeverse/db/games/rounds";
import { ledger } from "@jadeverse/db/ledger";
import { recordReports } from "@jadeverse/db/metrics/rounds";
import { findUserById } from "@jadeverse/db/users/find";
import { GAME_LEDGER_REASONS } from "../limits.ts";

/** The ledger keys of a round: its opening stake, each later stake (a double, a split, insurance), its payout. */
export const roundKeys = (roundId: number) => ({
  bet: `game:${roundId}:bet`,
  extraBet: (seq: number) => `game:${roundId}:bet:${seq}`,
  win: `game:${roundId}:win`,
  reference: `game:${roundId}`,
});

/**
 * Debits a stake in coins (refused with `INSUFFICIENT_FUNDS`, answered 400
 * `INSUFFICIENT_BALANCE_ERROR`, when the player has fewer); answers the balance after it.
 */
export async function debitStake(tx: Tx, round: GameRound, key: string, coins: number): Promise<number> {
  const result = await ledger.apply(tx, {
    key,
    reason: GAME_LEDGER_REASONS.bet,
    reference: roundKeys(round.id).reference,
    changes: [{ userId: round.userId, currency: "coins", delta: -coins }],
  });
  return result.balances[0]!.balance;
}

/** The player's coins now (inside the transaction). */
export async function coinsNow(tx: Tx, userId: number): Promise<number> {
  return (await findUserById(tx, userId))?.coins ?? 0;
}

/** A settled round's result as the statistics count it: won, lost or pushed, and the coins of it. */
export function outcomeMetric(totalBet: number, totalWin: number): { metricType: MetricType; coins: number } {
  if (totalWin > totalBet) return { metricType: "win", coins: totalWin };
  if (totalWin === totalBet) return { metricType: "draw", coins: totalWin };
  return { metricType: "lose", coins: totalBet - totalWin };
}

/**
 * Settles a round's money and records it, in the round's transaction: one credit of `totalWin`
 * (none when it is 0), then the one recording path (`recordReports`, as `POST /api/v1/metric`): a
 * `bet` metric for the coins staked (the wagered totals) and a `win`/`lose`/`draw` metric for the
 * result (a win counts the coins paid back, a loss the coins lost, a push the stake returned), with
 * the round's length as play time.
 * Answers the player's balance after the credit, or null when nothing was paid.
 */
export async function settleRound(
  tx: Tx,
  round: Pick<GameRound, "id" | "userId" | "game" | "createdAt">,
  totalBet: number,
  totalWin: number,
): Promise<number | null> {
  const keys = roundKeys(round.id);
  let balance: number | null = null;
  if (totalWin > 0) {
    const result = await ledger.apply(tx, {
      key: keys.win,
      reason: GAME_LEDGER_REASONS.win,
      reference: keys.reference,
      changes: [{ userId: round.userId, currency: "coins", delta: totalWin }],
    });
    balance = result.balances[0]!.balance;
  }
  const base = { userId: round.userId, gameType: round.game, gemsAmount: 0 } as const;
  const { metricType, coins } = outcomeMetric(totalBet, totalWin);
  // The round's length counts as play time: a hand from its deal, an instant spin none.
  const played = { metricType, coinsAmount: coins, externalId: keys.reference, startedAt: round.createdAt };
  await recordReports(tx, [
    { ...base, metricType: "bet", coinsAmount: totalBet, externalId: keys.bet },
    { ...base, ...played },
  ]);
  return balance;
}

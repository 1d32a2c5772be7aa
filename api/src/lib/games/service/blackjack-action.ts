import type { Db } from "@jadeverse/db/client";
import { findRound, stepOpenRound } from "@jadeverse/db/games/rounds";
import { ApiError, notFound } from "../../errors.ts";
import { actionCost, apply, type BlackjackState } from "../blackjack.ts";
import { blackjackOutcomeOf } from "../outcomes.ts";
import type { BlackjackActionBody } from "../requests.ts";
import type { BlackjackHandAnswer } from "../responses.ts";
import { actionUnderKey, blackjackAnswer } from "./blackjack-answer.ts";
import { stateChanged, withGameErrors } from "./errors.ts";
import { coinsNow, debitStake, roundKeys, settleRound } from "./ledger.ts";

/**
 * `POST /api/games/blackjack/action`, in one write transaction: the action applies only to the
 * hand's state at `seq` (else 409 `GAME_STATE_CHANGED`: another action came first), and only if
 * the engine allows it (else 400 `GAME_ACTION_NOT_ALLOWED`). A double, a split or insurance debits
 * the engine's `actionCost` first (400 `INSUFFICIENT_BALANCE_ERROR` leaves the hand as it was); the
 * action that ends the hand pays it and records the round. The row is updated by compare-and-set on
 * `seq`, so two actions on one state never both apply. A retry with the same `requestKey` applies
 * nothing and answers the hand as it stands.
 */
export const actOnBlackjack = (
  db: Db,
  userId: number,
  body: BlackjackActionBody,
): Promise<BlackjackHandAnswer> =>
  withGameErrors(async () => {
    const round = await db.write(async (tx) => {
      const round = await findRound(tx, userId, body.roundId);
      if (round?.game !== "blackjack") throw notFound("GAME_ROUND_NOT_FOUND");
      const earlier = actionUnderKey(round, body.requestKey);
      if (earlier !== undefined) {
        if (earlier !== body.action) throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED");
        return round;
      }
      if (round.status !== "open" || round.seq !== body.seq) throw stateChanged();
      const state = round.state as BlackjackState;
      const cost = actionCost(state, body.action);
      const seq = state.actions.length + 1;
      let balance = cost > 0 ? await debitStake(tx, round, roundKeys(round.id).extraBet(seq), cost) : null;
      const next = apply(state, body.action);
      const totalBet = round.totalBet + cost;
      let settled: { outcome: unknown; totalWin: number } | undefined;
      if (next.settlement) {
        if (next.settlement.totalStake !== totalBet)
          throw new Error(
            `blackjack: round ${round.id} debited ${totalBet}, the engine staked ${next.settlement.totalStake}`,
          );
        const totalWin = next.settlement.totalPayout;
        balance = (await settleRound(tx, round, totalBet, totalWin)) ?? balance;
        settled = { outcome: blackjackOutcomeOf(next), totalWin };
      }
      const stepped = await stepOpenRound(tx, round.id, round.seq, {
        state: next,
        seq: next.actions.length,
        actionKeys: [...round.actionKeys, body.requestKey],
        totalBet,
        balanceAfter: balance ?? (await coinsNow(tx, userId)),
        settled,
      });
      if (!stepped) throw stateChanged();
      return stepped;
    });
    return blackjackAnswer(round);
  });

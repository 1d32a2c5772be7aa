import type { GameRound } from "@jadeverse/db/games/rounds";
import { type BlackjackState, publicView } from "../blackjack.ts";
import type { BlackjackOutcome } from "../outcomes.ts";
import type { BlackjackHandAnswer } from "../responses.ts";

/**
 * A blackjack round as the player may see it: while open, the engine's public view of the stored
 * state (no deck, no hole card) and the actions it allows; once settled, the recorded final view and
 * the payout. `balance` defaults to the coins recorded with the round's last change.
 */
export function blackjackAnswer(round: GameRound, balance = round.balanceAfter): BlackjackHandAnswer {
  const common = {
    roundId: round.id,
    seq: round.seq,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
    serverSeedHash: round.serverSeedHash,
    totalBet: round.totalBet,
    balance,
  };
  if (round.status === "open") {
    const state = round.state as BlackjackState;
    const hand = publicView(state);
    return {
      ...common,
      status: "open",
      hand,
      legalActions: hand.legalActions,
      actions: [...state.actions],
      totalWin: null,
    };
  }
  const outcome = round.outcome as BlackjackOutcome;
  return {
    ...common,
    status: "settled",
    hand: outcome.hand,
    legalActions: [],
    actions: outcome.actions,
    totalWin: round.totalWin,
  };
}

/** The action a round recorded under a client key, or undefined when the key was not used on it. */
export function actionUnderKey(round: GameRound, requestKey: string): string | undefined {
  const at = round.actionKeys.indexOf(requestKey);
  if (at < 0) return undefined;
  const actions =
    round.status === "open"
      ? (round.state as BlackjackState).actions
      : (round.outcome as BlackjackOutcome).actions;
  return actions[at];
}

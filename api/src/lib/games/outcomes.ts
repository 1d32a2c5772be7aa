/**
 * A round's outcome as players see it and as it is stored, from the engines' results: one mapping
 * shared by the server (which settles the round) and the verifier (which recomputes it from the
 * revealed seed). Pure: runs in the browser too.
 */
import type { z } from "zod";
import { BACCARAT_FLOATS, type BaccaratBet, play as playBaccarat } from "./baccarat.ts";
import { BLACKJACK_FLOATS, type BlackjackState, publicView, replay } from "./blackjack.ts";
import type {
  baccaratBetRecord,
  baccaratOutcome,
  blackjackBetRecord,
  blackjackOutcome,
  rouletteBetRecord,
  rouletteOutcome,
  slotsBetRecord,
  slotsOutcome,
} from "./responses.ts";
import { ROULETTE_FLOATS, spin as spinRoulette } from "./roulette.ts";
import { JADE_SLOTS, SLOTS_FLOATS, spin as spinSlots } from "./slots.ts";

export type RouletteBetRecord = z.infer<typeof rouletteBetRecord>;
export type RouletteOutcome = z.infer<typeof rouletteOutcome>;
export type BaccaratBetRecord = z.infer<typeof baccaratBetRecord>;
export type BaccaratOutcome = z.infer<typeof baccaratOutcome>;
export type SlotsBetRecord = z.infer<typeof slotsBetRecord>;
export type SlotsOutcome = z.infer<typeof slotsOutcome>;
export type BlackjackBetRecord = z.infer<typeof blackjackBetRecord>;
export type BlackjackOutcome = z.infer<typeof blackjackOutcome>;

/** What an instant round pays and shows. */
export interface InstantResult<Outcome> {
  totalBet: number;
  totalWin: number;
  outcome: Outcome;
}

/** Floats each game draws per round. */
export const GAME_FLOATS = {
  roulette: ROULETTE_FLOATS,
  baccarat: BACCARAT_FLOATS,
  slots: SLOTS_FLOATS,
  blackjack: BLACKJACK_FLOATS,
} as const;

/** A roulette spin of these bets on these floats. */
export function rouletteRound(
  bet: RouletteBetRecord,
  floats: readonly number[],
): InstantResult<RouletteOutcome> {
  const result = spinRoulette(floats, bet.bets);
  return {
    totalBet: result.totalStake,
    totalWin: result.totalPayout,
    outcome: {
      pocket: result.pocket,
      color: result.color,
      bets: result.bets.map((b) => ({ kind: b.kind, numbers: b.numbers, amount: b.amount, win: b.payout })),
    },
  };
}

/** The bets of a baccarat record, in the order player, banker, tie. */
export const baccaratBets = (bet: BaccaratBetRecord): BaccaratBet[] =>
  (["player", "banker", "tie"] as const).flatMap((kind) => {
    const amount = bet[kind];
    return amount === undefined ? [] : [{ kind, amount }];
  });

/** A baccarat coup of these bets on these floats. */
export function baccaratRound(
  bet: BaccaratBetRecord,
  floats: readonly number[],
): InstantResult<BaccaratOutcome> {
  const result = playBaccarat(floats, baccaratBets(bet));
  const { coup } = result;
  return {
    totalBet: result.totalStake,
    totalWin: result.totalPayout,
    outcome: {
      playerCards: coup.player,
      bankerCards: coup.banker,
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      winner: coup.winner,
      natural: coup.natural,
      bets: result.bets.map((b) => ({ kind: b.kind, amount: b.amount, outcome: b.outcome, win: b.payout })),
    },
  };
}

/** A slots spin of this line bet on these floats. */
export function slotsRound(bet: SlotsBetRecord, floats: readonly number[]): InstantResult<SlotsOutcome> {
  const result = spinSlots(floats, bet.betPerLine, JADE_SLOTS);
  return {
    totalBet: result.totalBet,
    totalWin: result.totalWin,
    outcome: { stops: result.stops, grid: result.grid, lines: result.lines },
  };
}

/** What a settled hand keeps to show and verify: the final public view and every action in order. */
export const blackjackOutcomeOf = (state: BlackjackState): BlackjackOutcome => ({
  hand: publicView(state),
  actions: [...state.actions],
});

/** A blackjack hand replayed from its floats and actions. */
export function blackjackRound(
  bet: BlackjackBetRecord,
  actions: BlackjackOutcome["actions"],
  floats: readonly number[],
): BlackjackOutcome {
  return blackjackOutcomeOf(replay(bet.stake, floats, actions));
}

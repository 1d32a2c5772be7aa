/**
 * Server-authoritative blackjack as a pure state machine over plain JSON state.
 *
 * Rules: one infinite shoe (cards with replacement, ./cards.ts); dealer stands on all 17s (soft 17
 * included); blackjack pays 3:2; double on any first two cards, also after a split (not on split
 * aces); split two cards of the same RANK (K-K yes, K-Q no) up to 3 times (4 hands), each split
 * hand staked like the opening bet; split aces get one card each and stand (no re-split of aces,
 * no hit); 21 on a split hand is not a blackjack; a hand reaching 21 stands by itself.
 * Insurance (half the stake, rounded down; not offered on a 1-coin stake) is offered when the
 * dealer shows an ace. The dealer peeks when showing an ace (after the insurance decision) or a
 * ten-value card: a dealer blackjack ends the round at once (a player blackjack pushes, anything
 * else loses the opening stake only). A player blackjack without a dealer blackjack is paid at once.
 * The dealer draws only if some hand is neither bust nor a blackjack. A split hand is inserted right
 * after the hand it came from, and hands are played left to right. Payouts: ./blackjack-hand.ts.
 *
 * Cards: card k of the round is `floor(floats[k] × 52)`, k = 0, 1, …, taken in the order they are
 * dealt: player, player, dealer up card, dealer hole card (the order of the Stake-compatible `fair`
 * verifier), then every further card in the order the game needs it: hits and doubles as played;
 * after a split the hand in play takes its second card at once and the new hand takes its second
 * card when play reaches it; the dealer's draws last.
 * The first 52 floats are the industry's; the stream continues past them so that no round can run
 * out: a player hand holds at most 21 cards (its hard total before the last card is at most 20) and
 * the dealer at most 17, so 4 × 21 + 17 = 101 ≤ {@link BLACKJACK_FLOATS} = 104 (13 HMAC rounds).
 *
 * The server stores {@link BlackjackState} between requests, debits {@link actionCost} before
 * {@link apply}, and sends players {@link publicView} (no deck, no hole card until the end).
 * `state.actions` lists every action taken: `replay(stake, floats, actions)` recomputes the round,
 * and its length is the sequence number for one-action-per-state compare-and-set.
 */

import {
  dealerDraws,
  type HandOutcome,
  handOutcome,
  handPayout,
  handTotal,
  insuranceStake,
  isNatural,
} from "./blackjack-hand.ts";
import { cardIndexFromFloat, cardOf, isAce, isTenValue, rankOf } from "./cards.ts";
import { assertFloats, assertStake, GameRuleError } from "./common.ts";

/** Floats a round reserves (see the bound above). */
export const BLACKJACK_FLOATS = 104;
/** The most hands a player can split into. */
export const MAX_HANDS = 4;

export const BLACKJACK_ACTIONS = ["hit", "stand", "double", "split", "insurance", "noInsurance"] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export type BlackjackPhase = "insurance" | "player" | "done";

export interface BlackjackHand {
  cards: number[];
  /** Coins on this hand (the opening stake, doubled after a double). */
  stake: number;
  doubled: boolean;
  fromSplit: boolean;
  /** A hand from split aces: one card, then it stands. */
  splitAces: boolean;
  done: boolean;
}

export interface BlackjackHandResult {
  cards: number[];
  total: number;
  outcome: HandOutcome;
  stake: number;
  payout: number;
}

export interface BlackjackSettlement {
  dealerTotal: number;
  dealerBlackjack: boolean;
  hands: BlackjackHandResult[];
  insurance: { stake: number; payout: number } | null;
  /** Every coin wagered in the round: hands (doubles and splits included) and insurance. */
  totalStake: number;
  totalPayout: number;
  net: number;
}

export interface BlackjackState {
  version: 1;
  stake: number;
  /** Card indices for the round's cards 0…BLACKJACK_FLOATS−1 (secret: never sent to players). */
  deck: number[];
  /** Cards dealt so far. */
  drawn: number;
  /** Up card, hole card, then the dealer's draws. */
  dealer: number[];
  hands: BlackjackHand[];
  /** The hand in play (phase "player"). */
  active: number;
  phase: BlackjackPhase;
  /** Coins on insurance once decided (0 when declined); null when not offered or not yet decided. */
  insurance: number | null;
  actions: BlackjackAction[];
  settlement: BlackjackSettlement | null;
}

const illegal = (message: string): never => {
  throw new GameRuleError("ILLEGAL_ACTION", message);
};

function draw(state: BlackjackState): number {
  const card = state.deck[state.drawn];
  if (card === undefined) throw new GameRuleError("INVALID_STATE", "the round ran out of cards");
  state.drawn++;
  return card;
}

function settle(state: BlackjackState): void {
  const dealerBlackjack = isNatural(state.dealer);
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21 && !isNatural(h.cards, h.fromSplit));
  if (!dealerBlackjack && live) while (dealerDraws(state.dealer)) state.dealer.push(draw(state));
  const hands = state.hands.map((h): BlackjackHandResult => {
    const outcome = handOutcome(h.cards, h.fromSplit, state.dealer);
    return {
      cards: h.cards,
      total: handTotal(h.cards).total,
      outcome,
      stake: h.stake,
      payout: handPayout(outcome, h.stake),
    };
  });
  const insurance =
    state.insurance === null || state.insurance === 0
      ? null
      : { stake: state.insurance, payout: dealerBlackjack ? 3 * state.insurance : 0 };
  const totalStake = hands.reduce((sum, h) => sum + h.stake, 0) + (insurance?.stake ?? 0);
  const totalPayout = hands.reduce((sum, h) => sum + h.payout, 0) + (insurance?.payout ?? 0);
  for (const h of state.hands) h.done = true;
  state.phase = "done";
  state.settlement = {
    dealerTotal: handTotal(state.dealer).total,
    dealerBlackjack,
    hands,
    insurance,
    totalStake,
    totalPayout,
    net: totalPayout - totalStake,
  };
}

/** Moves play on past finished hands, dealing split hands their second card; settles at the end. */
function advance(state: BlackjackState): void {
  for (; state.active < state.hands.length; state.active++) {
    const hand = state.hands[state.active]!;
    if (hand.cards.length === 1) {
      hand.cards.push(draw(state));
      if (hand.splitAces) hand.done = true;
    }
    if (handTotal(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) return;
  }
  settle(state);
}

/** The peek (dealer showing an ace or a ten-value card) and naturals, then play starts. */
function afterInsurance(state: BlackjackState): void {
  const up = state.dealer[0]!;
  // Stryker disable next-line ConditionalExpression: a two-card 21 always shows an ace or a ten-value card, so forcing the up-card test true changes nothing
  const peekedBlackjack = (isAce(up) || isTenValue(up)) && isNatural(state.dealer);
  if (peekedBlackjack || isNatural(state.hands[0]!.cards)) settle(state);
  else {
    state.phase = "player";
    advance(state);
  }
}

/** Opens a round: checks the stake and floats, deals, offers insurance or peeks. */
export function deal(stake: number, floats: readonly number[]): BlackjackState {
  assertStake(stake);
  assertFloats(floats, BLACKJACK_FLOATS, "blackjack");
  const state: BlackjackState = {
    version: 1,
    stake,
    deck: floats.slice(0, BLACKJACK_FLOATS).map(cardIndexFromFloat),
    drawn: 0,
    // Stryker disable next-line ArrayDeclaration: replaced by the dealt cards below before anything reads it
    dealer: [],
    // Stryker disable next-line ArrayDeclaration: replaced by the dealt hand below before anything reads it
    hands: [],
    active: 0,
    // Stryker disable next-line StringLiteral: always set below (insurance, player or done) before the state is returned
    phase: "player",
    insurance: null,
    actions: [],
    settlement: null,
  };
  const player = [draw(state), draw(state)];
  state.dealer = [draw(state), draw(state)];
  state.hands = [{ cards: player, stake, doubled: false, fromSplit: false, splitAces: false, done: false }];
  if (isAce(state.dealer[0]!) && insuranceStake(stake) > 0) state.phase = "insurance";
  else afterInsurance(state);
  return state;
}

function assertState(state: BlackjackState): void {
  if (state?.version !== 1 || !Array.isArray(state.hands) || !Array.isArray(state.deck))
    throw new GameRuleError("INVALID_STATE", "not a blackjack state of this version");
}

/** The actions the state allows now (empty once the round is settled). */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  assertState(state);
  if (state.phase === "insurance") return ["insurance", "noInsurance"];
  const hand = state.hands[state.active];
  if (state.phase !== "player" || hand === undefined || hand.done) return [];
  const actions: BlackjackAction[] = ["hit", "stand"];
  if (hand.cards.length === 2) {
    actions.push("double");
    if (rankOf(hand.cards[0]!) === rankOf(hand.cards[1]!) && state.hands.length < MAX_HANDS)
      actions.push("split");
  }
  return actions;
}

/** Extra coins an action wagers, to debit before {@link apply}: a double or a split (the hand's or opening stake), insurance. */
export function actionCost(state: BlackjackState, action: BlackjackAction): number {
  if (!legalActions(state).includes(action)) return illegal(`${action} is not allowed now`);
  if (action === "double") return state.hands[state.active]!.stake;
  if (action === "split") return state.stake;
  if (action === "insurance") return insuranceStake(state.stake);
  return 0;
}

/** The state after one action; throws `ILLEGAL_ACTION` (state untouched) when it is not allowed. */
export function apply(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!(BLACKJACK_ACTIONS as readonly string[]).includes(action)) return illegal("unknown action");
  if (!legalActions(state).includes(action)) return illegal(`${action} is not allowed now`);
  const next = structuredClone(state);
  next.actions.push(action);
  if (action === "insurance" || action === "noInsurance") {
    next.insurance = action === "insurance" ? insuranceStake(next.stake) : 0;
    afterInsurance(next);
    return next;
  }
  const hand = next.hands[next.active]!;
  if (action === "hit") hand.cards.push(draw(next));
  else if (action === "stand") hand.done = true;
  else if (action === "double") {
    hand.stake += hand.stake;
    hand.doubled = true;
    hand.cards.push(draw(next));
    hand.done = true;
  } else {
    const [first, second] = hand.cards as [number, number];
    const aces = isAce(first);
    hand.cards = [first];
    hand.fromSplit = true;
    hand.splitAces = aces;
    const split: BlackjackHand = {
      cards: [second],
      stake: next.stake,
      doubled: false,
      fromSplit: true,
      splitAces: aces,
      done: false,
    };
    next.hands.splice(next.active + 1, 0, split);
  }
  advance(next);
  return next;
}

/** Replays a round from its floats and recorded actions (what a verifier does). */
export function replay(
  stake: number,
  floats: readonly number[],
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(apply, deal(stake, floats));
}

/** What a player may see of a round. */
export type BlackjackView = ReturnType<typeof publicView>;

/** What a player may see: no deck, and the hole card only once the round is settled. */
export function publicView(state: BlackjackState) {
  assertState(state);
  const done = state.phase === "done";
  const dealerCards = done ? state.dealer : state.dealer.slice(0, 1);
  return {
    stake: state.stake,
    phase: state.phase,
    active: state.active,
    hands: state.hands.map((h) => ({
      ...h,
      cards: h.cards.map(cardOf),
      total: handTotal(h.cards).total,
      soft: handTotal(h.cards).soft,
    })),
    dealer: { cards: dealerCards.map(cardOf), total: handTotal(dealerCards).total, holeHidden: !done },
    insurance: state.insurance,
    legalActions: legalActions(state),
    sequence: state.actions.length,
    settlement: state.settlement,
  };
}

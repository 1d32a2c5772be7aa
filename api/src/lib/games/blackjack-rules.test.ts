/**
 * Blackjack state-machine details a player relies on (docs/games.md "Instant games": dealer stands on soft
 * 17, blackjack 3:2, double on any two, split same ranks up to 4 hands, insurance 2:1, peek on an ace
 * or ten): the exact state after a deal, the dealer's turn, doubles, splits, what a player may see,
 * and the errors for actions and stored states the engine refuses.
 */
import { describe, expect, it } from "vitest";
import { thrown } from "../../../test/game-refusals.ts";
import {
  actionCost,
  apply,
  BLACKJACK_ACTIONS,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  deal,
  legalActions,
  MAX_HANDS,
  publicView,
  replay,
} from "./blackjack.ts";
import { cardIndex, cardOf, floatForCard, type Rank, SUITS } from "./cards.ts";
import { GameRuleError } from "./common.ts";

/** Floats dealing these ranks in order (player, player, dealer up, dealer hole, then draws), padded with ♣4. */
const shoe = (...ranks: Rank[]): number[] => {
  const floats = ranks.map((r, i) => floatForCard(cardIndex(r, SUITS[i % 4])));
  while (floats.length < BLACKJACK_FLOATS) floats.push(floatForCard(cardIndex("4", "♣")));
  return floats;
};
const rankList = (cards: number[]) => cards.map((c) => cardOf(c).rank);
const run = (stake: number, deck: Rank[], ...actions: BlackjackAction[]) =>
  replay(stake, shoe(...deck), actions);
const fresh = { doubled: false, fromSplit: false, splitAces: false, done: false };

describe("the deal", () => {
  it("opens a round at sequence 0 with one unsplit hand on the opening stake", () => {
    const s = deal(10, shoe("5", "9", "7", "Q"));
    expect(s).toEqual({
      version: 1,
      stake: 10,
      deck: shoe("5", "9", "7", "Q").map((f) => Math.floor(f * 52)),
      drawn: 4,
      dealer: [cardIndex("7", "♠"), cardIndex("Q", "♣")],
      hands: [{ cards: [cardIndex("5", "♦"), cardIndex("9", "♥")], stake: 10, ...fresh }],
      active: 0,
      phase: "player",
      insurance: null,
      actions: [],
      settlement: null,
    });
    expect(BLACKJACK_FLOATS).toBe(104);
    expect(MAX_HANDS).toBe(4);
    expect(BLACKJACK_ACTIONS).toEqual(["hit", "stand", "double", "split", "insurance", "noInsurance"]);
  });

  it("keeps only the round's 104 cards when given more floats", () => {
    const floats = [...shoe("5", "9", "7", "Q"), 0.99, 0.5];
    expect(deal(10, floats).deck).toHaveLength(104);
    expect(deal(10, floats)).toEqual(deal(10, shoe("5", "9", "7", "Q")));
  });

  it("settles a player blackjack at once: hand 0 stays the active, finished hand", () => {
    const s = deal(10, shoe("A", "K", "7", "Q"));
    expect(s).toMatchObject({ phase: "done", active: 0, drawn: 4 });
    expect(s.hands[0]!.done).toBe(true);
    expect(s.settlement).toEqual({
      dealerTotal: 17,
      dealerBlackjack: false,
      hands: [{ cards: s.hands[0]!.cards, total: 21, outcome: "blackjack", stake: 10, payout: 25 }],
      insurance: null,
      totalStake: 10,
      totalPayout: 25,
      net: 15,
    });
  });

  it("ends the round on a peeked dealer blackjack with the hand marked finished", () => {
    const s = deal(10, shoe("9", "9", "Q", "A"));
    expect(s).toMatchObject({ phase: "done", active: 0, drawn: 4 });
    expect(s.hands[0]!.done).toBe(true);
    expect(s.settlement).toMatchObject({ dealerTotal: 21, dealerBlackjack: true, net: -10 });
  });

  it("offers insurance from a 2-coin stake (1 coin) and records a decline as 0", () => {
    const s = deal(2, shoe("9", "9", "A", "6"));
    expect(s.phase).toBe("insurance");
    expect(actionCost(s, "insurance")).toBe(1);
    const declined = apply(s, "noInsurance");
    expect(declined).toMatchObject({ insurance: 0, phase: "player", actions: ["noInsurance"] });
    const done = apply(declined, "stand");
    expect(done.settlement).toMatchObject({ insurance: null, totalStake: 2, totalPayout: 4 });
  });
});

describe("the dealer's turn", () => {
  it("draws to a hand that reached 21 in three cards", () => {
    const s = run(10, ["5", "6", "9", "6", "K", "2", "K"], "hit");
    expect(s.phase).toBe("done");
    expect(rankList(s.dealer)).toEqual(["9", "6", "2"]);
    expect(s.drawn).toBe(6);
    expect(s.settlement).toMatchObject({ dealerTotal: 17, totalPayout: 20 });
    expect(s.settlement!.hands[0]).toMatchObject({ total: 21, outcome: "win" });
  });

  it("draws to a split hand of 21, which pays 1:1, not 3:2", () => {
    const s = run(10, ["K", "K", "10", "6", "A", "K", "5"], "split", "hit");
    // Hand 0: K,A = 21 stands by itself; hand 1: K,K hits a 5 and busts; the dealer's 16 draws.
    expect(s.hands.map((h) => rankList(h.cards))).toEqual([
      ["K", "A"],
      ["K", "K", "5"],
    ]);
    expect(rankList(s.dealer)).toEqual(["10", "6", "4"]);
    expect(s.settlement!.hands.map((h) => [h.outcome, h.payout])).toEqual([
      ["win", 20],
      ["bust", 0],
    ]);
  });
});

describe("doubles", () => {
  it("doubles the stake, takes exactly one card and stands, even below 21", () => {
    const s0 = deal(10, shoe("5", "6", "10", "7", "2", "K"));
    expect(actionCost(s0, "double")).toBe(10);
    const s = apply(s0, "double");
    expect(s.hands[0]).toEqual({
      cards: s.deck.slice(0, 2).concat(s.deck[4]!),
      stake: 20,
      ...fresh,
      doubled: true,
      done: true,
    });
    expect(s.phase).toBe("done");
    expect(s.settlement).toMatchObject({ dealerTotal: 17, totalStake: 20, totalPayout: 0, net: -20 });
    expect(s.settlement!.hands[0]).toMatchObject({ total: 13, outcome: "lose", stake: 20 });
  });

  it("costs nothing to hit or stand", () => {
    const s = deal(10, shoe("5", "6", "10", "7"));
    expect([actionCost(s, "hit"), actionCost(s, "stand")]).toEqual([0, 0]);
  });
});

describe("splits", () => {
  it("splits into two hands staked like the opening bet, the new one right after, not yet doubled", () => {
    const s0 = deal(10, shoe("8", "8", "10", "7", "3", "9"));
    expect(actionCost(s0, "split")).toBe(10);
    const s = apply(s0, "split");
    expect(s.hands).toEqual([
      { cards: [cardIndex("8", "♦"), cardIndex("3", "♦")], stake: 10, ...fresh, fromSplit: true },
      { cards: [cardIndex("8", "♥")], stake: 10, ...fresh, fromSplit: true },
    ]);
    expect(s).toMatchObject({ active: 0, drawn: 5, phase: "player" });
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
  });

  it("marks split aces, each taking one card and standing", () => {
    const s = run(10, ["A", "A", "10", "7", "5", "3"], "split");
    expect(s.hands.map((h) => [rankList(h.cards), h.fromSplit, h.splitAces, h.done])).toEqual([
      [["A", "5"], true, true, true],
      [["A", "3"], true, true, true],
    ]);
    expect(s.settlement!.hands.map((h) => [h.total, h.outcome])).toEqual([
      [16, "lose"],
      [14, "lose"],
    ]);
  });

  it("inserts a re-split hand right after the hand it came from", () => {
    // Hand 0 splits (8 | 8), stands on 8,2; hand 1 takes an 8 and splits again: 8,8 | 8 → 8,K | 8,9.
    const s = run(10, ["8", "8", "10", "7", "2", "8", "K", "9"], "split", "stand", "split", "stand", "stand");
    expect(s.hands.map((h) => rankList(h.cards))).toEqual([
      ["8", "2"],
      ["8", "K"],
      ["8", "9"],
    ]);
    expect(s.settlement!.hands.map((h) => h.outcome)).toEqual(["lose", "win", "push"]);
    expect(s.settlement).toMatchObject({ dealerTotal: 17, totalStake: 30, totalPayout: 30, net: 0 });
  });
});

describe("what a player sees", () => {
  it("shows one dealer card and its total while the round is open", () => {
    const s = apply(deal(10, shoe("A", "5", "9", "K", "2")), "hit");
    expect(publicView(s)).toEqual({
      stake: 10,
      phase: "player",
      active: 0,
      hands: [
        {
          cards: [cardOf(cardIndex("A", "♦")), cardOf(cardIndex("5", "♥")), cardOf(cardIndex("2", "♦"))],
          stake: 10,
          ...fresh,
          total: 18,
          soft: true,
        },
      ],
      dealer: { cards: [cardOf(cardIndex("9", "♠"))], total: 9, holeHidden: true },
      insurance: null,
      legalActions: ["hit", "stand"],
      sequence: 1,
      settlement: null,
    });
  });

  it("shows every dealer card, hard totals and the settlement once the round is done", () => {
    const s = run(10, ["10", "8", "9", "K"], "stand");
    const view = publicView(s);
    expect(view.dealer).toEqual({
      cards: [cardOf(cardIndex("9", "♠")), cardOf(cardIndex("K", "♣"))],
      total: 19,
      holeHidden: false,
    });
    expect(view.hands[0]).toMatchObject({ total: 18, soft: false, done: true });
    expect(view).toMatchObject({ phase: "done", legalActions: [], sequence: 1, settlement: s.settlement });
    expect(s.settlement!.net).toBe(-10);
  });
});

describe("refused actions and states", () => {
  it("names the action that is not allowed now, and refuses unknown actions", () => {
    const s = deal(10, shoe("9", "8", "7", "10"));
    expect([thrown(() => apply(s, "split")).code, thrown(() => apply(s, "split")).message]).toEqual([
      "ILLEGAL_ACTION",
      "split is not allowed now",
    ]);
    expect(thrown(() => actionCost(s, "insurance")).message).toBe("insurance is not allowed now");
    const unknown = thrown(() => apply(s, "surrender" as BlackjackAction));
    expect([unknown.code, unknown.message]).toEqual(["ILLEGAL_ACTION", "unknown action"]);
  });

  it("refuses a stored state of another version or shape with INVALID_STATE", () => {
    const s = deal(10, shoe("9", "8", "7", "10"));
    const bad = [
      null,
      { ...s, version: 2 },
      { ...s, hands: {} },
      { ...s, deck: "0,1,2" },
    ] as unknown as BlackjackState[];
    for (const state of bad)
      for (const use of [() => legalActions(state), () => publicView(state), () => apply(state, "hit")]) {
        const error = thrown(use);
        expect(error).toBeInstanceOf(GameRuleError);
        expect([error.code, error.message]).toEqual([
          "INVALID_STATE",
          "not a blackjack state of this version",
        ]);
      }
  });

  it("refuses a bad opening stake or too few floats before dealing", () => {
    const stake = thrown(() => deal(0, shoe()));
    expect([stake.code, stake.message]).toEqual([
      "INVALID_STAKE",
      "stake must be a whole number of coins from 1 to 1000000000",
    ]);
    const floats = thrown(() => deal(10, shoe().slice(0, 103)));
    expect([floats.code, floats.message]).toEqual(["INVALID_FLOATS", "blackjack needs 104 floats"]);
  });

  it("refuses to deal past the end of a stored deck", () => {
    const s = deal(10, shoe("9", "2", "7", "10"));
    const short = { ...s, deck: s.deck.slice(0, s.drawn) };
    const error = thrown(() => apply(short, "hit"));
    expect([error.code, error.message]).toEqual(["INVALID_STATE", "the round ran out of cards"]);
  });

  it("allows nothing on a finished hand, past the last hand, or once the round is done", () => {
    const s = deal(10, shoe("9", "8", "7", "10"));
    const finished = { ...s, hands: [{ ...s.hands[0]!, done: true }] };
    expect(legalActions(finished)).toEqual([]);
    expect(legalActions({ ...s, active: 1 })).toEqual([]);
    expect(legalActions({ ...s, phase: "done" })).toEqual([]);
    expect(thrown(() => apply({ ...s, phase: "done" }, "stand")).code).toBe("ILLEGAL_ACTION");
  });
});

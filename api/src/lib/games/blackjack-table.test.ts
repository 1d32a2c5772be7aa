/**
 * Blackjack table rules around the dealer (docs/games.md "Instant games": insurance 2:1 when the dealer
 * shows an ace, the dealer peeks on an ace or ten, split same ranks up to 4 hands): insurance and its
 * money, the peek, when the dealer does not draw at all, and the split limit.
 */
import { describe, expect, it } from "vitest";
import {
  actionCost,
  apply,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  deal,
  legalActions,
  publicView,
  replay,
} from "./blackjack.ts";
import { cardIndex, cardOf, floatForCard, type Rank, SUITS } from "./cards.ts";

/** Floats dealing these ranks in order (player, player, dealer up, dealer hole, then draws), padded with ♣4. */
const shoe = (...ranks: Rank[]): number[] => {
  const floats = ranks.map((r, i) => floatForCard(cardIndex(r, SUITS[i % 4])));
  while (floats.length < BLACKJACK_FLOATS) floats.push(floatForCard(cardIndex("4", "♣")));
  return floats;
};
const rankList = (cards: number[]) => cards.map((c) => cardOf(c).rank);
const run = (stake: number, deck: Rank[], ...actions: BlackjackAction[]) =>
  replay(stake, shoe(...deck), actions);

describe("insurance", () => {
  it("is the only decision while the dealer shows an ace, costing half the stake rounded down", () => {
    const s = deal(11, shoe("10", "9", "A", "K"));
    expect(s).toMatchObject({ phase: "insurance", insurance: null, drawn: 4, settlement: null });
    expect(legalActions(s)).toEqual(["insurance", "noInsurance"]);
    expect([actionCost(s, "insurance"), actionCost(s, "noInsurance")]).toEqual([5, 0]);
  });

  it("pays 2:1 (3 × the insurance stake back) when the dealer has blackjack", () => {
    const s = run(11, ["10", "9", "A", "K"], "insurance");
    expect(s.settlement).toEqual({
      dealerTotal: 21,
      dealerBlackjack: true,
      hands: [{ cards: s.hands[0]!.cards, total: 19, outcome: "lose", stake: 11, payout: 0 }],
      insurance: { stake: 5, payout: 15 },
      totalStake: 16,
      totalPayout: 15,
      net: -1,
    });
  });

  it("is lost when the dealer has no blackjack, and the hand is played and paid on its own", () => {
    const insured = run(10, ["10", "8", "A", "6"], "insurance");
    expect(publicView(insured)).toMatchObject({ phase: "player", insurance: 5, sequence: 1 });
    const s = apply(insured, "stand");
    expect(rankList(s.dealer)).toEqual(["A", "6"]);
    expect(s.settlement).toMatchObject({
      dealerTotal: 17,
      dealerBlackjack: false,
      insurance: { stake: 5, payout: 0 },
      totalStake: 15,
      totalPayout: 20,
      net: 5,
    });
  });

  it("is not offered on a 1-coin stake: the dealer peeks at once", () => {
    const blackjack = deal(1, shoe("10", "9", "A", "K"));
    expect(blackjack).toMatchObject({ phase: "done", insurance: null });
    expect(blackjack.settlement).toMatchObject({ dealerBlackjack: true, insurance: null, net: -1 });
    const none = deal(1, shoe("10", "9", "A", "5"));
    expect(none).toMatchObject({ phase: "player", insurance: null });
    expect(legalActions(none)).toEqual(["hit", "stand", "double"]);
  });

  it("is offered to a player blackjack too; declined, the blackjack is paid 3:2", () => {
    const s = deal(10, shoe("A", "K", "A", "9"));
    expect(s.phase).toBe("insurance");
    const declined = apply(s, "noInsurance");
    expect(declined.settlement).toMatchObject({ insurance: null, totalStake: 10, totalPayout: 25, net: 15 });
  });
});

describe("the peek", () => {
  it("ends the round on a dealer blackjack under an ace once insurance is declined", () => {
    const s = run(10, ["10", "9", "A", "Q"], "noInsurance");
    expect(s).toMatchObject({ phase: "done", active: 0, drawn: 4, insurance: 0 });
    expect(s.hands[0]!.done).toBe(true);
    expect(s.settlement).toMatchObject({ dealerBlackjack: true, totalStake: 10, totalPayout: 0, net: -10 });
    expect(legalActions(s)).toEqual([]);
  });

  it("ends the round on a dealer blackjack under a ten, losing only the opening stake", () => {
    const s = deal(10, shoe("8", "8", "J", "A"));
    expect(s.phase).toBe("done");
    expect(s.settlement).toMatchObject({ dealerTotal: 21, dealerBlackjack: true, totalStake: 10, net: -10 });
    expect(s.settlement!.hands[0]).toMatchObject({ outcome: "lose", payout: 0 });
  });
});

describe("when the dealer does not draw", () => {
  it("does not draw after the only hand busts", () => {
    const s = run(10, ["10", "6", "10", "6", "K", "5"], "hit");
    expect(rankList(s.dealer)).toEqual(["10", "6"]);
    expect(s.drawn).toBe(5);
    expect(s.settlement).toMatchObject({ dealerTotal: 16, totalPayout: 0, net: -10 });
  });

  it("does not draw after every split hand busts, and draws while one still stands", () => {
    const bust = run(10, ["9", "9", "10", "6", "K", "K", "K", "K"], "split", "hit", "hit");
    expect(rankList(bust.dealer)).toEqual(["10", "6"]);
    expect(bust.settlement!.hands.map((h) => [h.outcome, h.total])).toEqual([
      ["bust", 29],
      ["bust", 29],
    ]);
    const standing = run(10, ["9", "9", "10", "6", "K", "K", "K", "K"], "split", "hit", "stand");
    expect(rankList(standing.dealer)).toEqual(["10", "6", "K"]);
    expect(standing.settlement!.hands.map((h) => h.outcome)).toEqual(["bust", "win"]);
    expect(standing.settlement).toMatchObject({ totalStake: 20, totalPayout: 20, net: 0 });
  });
});

describe("the split limit", () => {
  it("splits a pair into at most 4 hands; the fourth pair can only be played", () => {
    let s = deal(10, shoe("7", "7", "10", "8", "7", "7", "7"));
    for (const hands of [2, 3, 4]) {
      expect(legalActions(s)).toContain("split");
      s = apply(s, "split");
      expect(s.hands).toHaveLength(hands);
    }
    expect(rankList(s.hands[0]!.cards)).toEqual(["7", "7"]);
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
    expect(() => actionCost(s, "split")).toThrow("split is not allowed now");
    expect(() => apply(s, "split")).toThrow("split is not allowed now");
  });
});

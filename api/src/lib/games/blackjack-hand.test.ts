/**
 * Blackjack hand arithmetic and payouts (docs/games.md "Instant games": dealer stands on soft 17, blackjack
 * 3:2, insurance 2:1; payouts include the stake and round down to whole coins).
 */
import { describe, expect, it } from "vitest";
import {
  dealerDraws,
  type HandOutcome,
  handOutcome,
  handPayout,
  handTotal,
  insuranceStake,
  isNatural,
} from "./blackjack-hand.ts";
import { cardIndex, type Rank, SUITS } from "./cards.ts";

/** Card indices for ranks, suits rotating so no two cards need be the same index. */
const hand = (...ranks: Rank[]): number[] => ranks.map((r, i) => cardIndex(r, SUITS[i % 4]));
const total = (...ranks: Rank[]) => handTotal(hand(...ranks));

describe("hand totals", () => {
  it("adds face values, J/Q/K as 10, and an empty hand is a hard 0", () => {
    expect(total()).toEqual({ total: 0, soft: false });
    expect(total("2", "3")).toEqual({ total: 5, soft: false });
    expect(total("10", "J", "Q")).toEqual({ total: 30, soft: false });
    expect(total("K", "Q", "5")).toEqual({ total: 25, soft: false });
    expect(total("9", "8", "4")).toEqual({ total: 21, soft: false });
  });

  it("counts an ace as 11 while that keeps the hand at 21 or less: a soft total", () => {
    expect(total("A")).toEqual({ total: 11, soft: true });
    expect(total("A", "5")).toEqual({ total: 16, soft: true });
    expect(total("A", "K")).toEqual({ total: 21, soft: true });
    expect(total("A", "6")).toEqual({ total: 17, soft: true });
    expect(total("A", "5", "5")).toEqual({ total: 21, soft: true });
  });

  it("counts an ace as 1 once 11 would bust: a hard total", () => {
    expect(total("A", "5", "6")).toEqual({ total: 12, soft: false });
    expect(total("A", "K", "K")).toEqual({ total: 21, soft: false });
    expect(total("K", "6", "A")).toEqual({ total: 17, soft: false });
    expect(total("A", "K", "K", "2")).toEqual({ total: 23, soft: false });
  });

  it("counts only as many aces as 1 as it must", () => {
    expect(total("A", "A")).toEqual({ total: 12, soft: true });
    expect(total("A", "A", "9")).toEqual({ total: 21, soft: true });
    expect(total("A", "A", "K")).toEqual({ total: 12, soft: false });
    expect(total("A", "A", "A", "A")).toEqual({ total: 14, soft: true });
    expect(total("A", "A", "A", "A", "K", "K")).toEqual({ total: 24, soft: false });
  });
});

describe("naturals", () => {
  it("is an ace and a ten-value card as the first two cards", () => {
    for (const ten of ["10", "J", "Q", "K"] as const) {
      expect(isNatural(hand("A", ten))).toBe(true);
      expect(isNatural(hand(ten, "A"))).toBe(true);
    }
  });

  it("is not 21 in three cards, not 20 in two, and not 21 on a split hand", () => {
    expect(isNatural(hand("A", "5", "5"))).toBe(false);
    expect(isNatural(hand("7", "7", "7"))).toBe(false);
    expect(isNatural(hand("K", "Q"))).toBe(false);
    expect(isNatural(hand("A", "9"))).toBe(false);
    expect(isNatural(hand("A", "K"), true)).toBe(false);
    expect(isNatural(hand("A", "K"), false)).toBe(true);
  });
});

describe("dealer drawing rule", () => {
  it("draws on 16 and below, hard or soft", () => {
    expect(dealerDraws(hand("10", "6"))).toBe(true);
    expect(dealerDraws(hand("A", "5"))).toBe(true);
    expect(dealerDraws(hand("2", "3"))).toBe(true);
    expect(dealerDraws(hand("A", "A", "4"))).toBe(true);
  });

  it("stands on every 17 (soft 17 included) and above", () => {
    expect(dealerDraws(hand("10", "7"))).toBe(false);
    expect(dealerDraws(hand("A", "6"))).toBe(false);
    expect(dealerDraws(hand("A", "A", "5"))).toBe(false);
    expect(dealerDraws(hand("10", "8"))).toBe(false);
    expect(dealerDraws(hand("A", "K"))).toBe(false);
    expect(dealerDraws(hand("10", "6", "K"))).toBe(false);
  });
});

describe("insurance stake", () => {
  it("is half the opening stake rounded down, 0 (not offered) on 1 coin", () => {
    expect([1, 2, 3, 10, 11, 10_000].map(insuranceStake)).toEqual([0, 1, 1, 5, 5, 5_000]);
  });
});

describe("hand outcomes against the dealer's final cards", () => {
  const outcome = (player: Rank[], dealer: Rank[], fromSplit = false): HandOutcome =>
    handOutcome(hand(...player), fromSplit, hand(...dealer));

  it("a natural is a blackjack, and pushes against a dealer natural", () => {
    expect(outcome(["A", "K"], ["10", "9"])).toBe("blackjack");
    expect(outcome(["A", "K"], ["10", "5", "6"])).toBe("blackjack");
    expect(outcome(["A", "K"], ["Q", "A"])).toBe("push");
  });

  it("21 from a split is not a blackjack: it wins, pushes a dealer 21 and loses to a dealer natural", () => {
    expect(outcome(["A", "K"], ["10", "9"], true)).toBe("win");
    expect(outcome(["A", "K"], ["10", "5", "6"], true)).toBe("push");
    expect(outcome(["A", "K"], ["A", "Q"], true)).toBe("lose");
  });

  it("a bust loses even when the dealer busts too", () => {
    expect(outcome(["10", "6", "K"], ["10", "6", "K"])).toBe("bust");
    expect(outcome(["10", "6", "6"], ["10", "9"])).toBe("bust");
  });

  it("a dealer natural beats every other hand, 21 in three cards included", () => {
    expect(outcome(["7", "7", "7"], ["A", "K"])).toBe("lose");
    expect(outcome(["10", "9"], ["K", "A"])).toBe("lose");
  });

  it("a standing hand wins when the dealer busts, even with a small total", () => {
    expect(outcome(["10", "2"], ["10", "6", "6"])).toBe("win");
    expect(outcome(["2", "3"], ["10", "2", "K"])).toBe("win");
  });

  it("the higher total wins, equal totals push; a dealer 21 in three cards is no bust", () => {
    expect(outcome(["10", "8"], ["10", "7"])).toBe("win");
    expect(outcome(["10", "7"], ["10", "8"])).toBe("lose");
    expect(outcome(["10", "8"], ["9", "9"])).toBe("push");
    expect(outcome(["7", "7", "7"], ["10", "K"])).toBe("win");
    expect(outcome(["10", "K"], ["7", "7", "7"])).toBe("lose");
    expect(outcome(["7", "7", "7"], ["6", "6", "9"])).toBe("push");
  });
});

describe("hand payouts (coins returned, stake included)", () => {
  it("pays a blackjack 3:2, an odd stake losing the half coin", () => {
    expect(handPayout("blackjack", 10)).toBe(25);
    expect(handPayout("blackjack", 3)).toBe(7);
    expect(handPayout("blackjack", 1)).toBe(2);
    expect(handPayout("blackjack", 10_000)).toBe(25_000);
  });

  it("pays a win 1:1, returns the stake on a push and nothing on a loss or a bust", () => {
    expect(handPayout("win", 10)).toBe(20);
    expect(handPayout("win", 7)).toBe(14);
    expect(handPayout("push", 10)).toBe(10);
    expect(handPayout("push", 7)).toBe(7);
    expect(handPayout("lose", 10)).toBe(0);
    expect(handPayout("bust", 10)).toBe(0);
  });
});

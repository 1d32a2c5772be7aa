// The one mapping from the engines' results to the money and outcome a round records and a verifier
// recomputes (docs/games.md "Instant games": Fairness, Money).
import { describe, expect, it } from "vitest";
import { publicView, replay } from "./blackjack.ts";
import { cardIndex, cardOf, floatForCard, type Rank } from "./cards.ts";
import {
  baccaratBets,
  baccaratRound,
  blackjackOutcomeOf,
  blackjackRound,
  GAME_FLOATS,
  rouletteRound,
  slotsRound,
} from "./outcomes.ts";
import { spin } from "./slots.ts";

/** Floats that draw these cards (all diamonds), in order. */
const cards = (...ranks: Rank[]) => ranks.map((rank) => floatForCard(cardIndex(rank)));
const card = (rank: Rank) => cardOf(cardIndex(rank));

describe("round outcomes", () => {
  it("draws 1 float for roulette, 6 for baccarat, 5 for slots and 104 for blackjack", () => {
    expect(GAME_FLOATS).toEqual({ roulette: 1, baccarat: 6, slots: 5, blackjack: 104 });
  });

  it("records a roulette spin: the pocket, its colour and each bet's covered numbers and win", () => {
    const bet = {
      bets: [
        { kind: "split" as const, numbers: [20, 17], amount: 10 },
        { kind: "red" as const, numbers: [], amount: 5 },
        { kind: "column" as const, numbers: [2], amount: 3 },
      ],
    };
    expect(rouletteRound(bet, [17.5 / 37])).toEqual({
      totalBet: 18,
      totalWin: 189,
      outcome: {
        pocket: 17,
        color: "black",
        bets: [
          { kind: "split", numbers: [17, 20], amount: 10, win: 180 },
          {
            kind: "red",
            numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
            amount: 5,
            win: 0,
          },
          { kind: "column", numbers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], amount: 3, win: 9 },
        ],
      },
    });
  });

  it("reads a baccarat record's bets in the order player, banker, tie, skipping those not placed", () => {
    expect(baccaratBets({ tie: 1, banker: 3, player: 2 })).toEqual([
      { kind: "player", amount: 2 },
      { kind: "banker", amount: 3 },
      { kind: "tie", amount: 1 },
    ]);
    expect(baccaratBets({ tie: 10, player: 20 })).toEqual([
      { kind: "player", amount: 20 },
      { kind: "tie", amount: 10 },
    ]);
    expect(baccaratBets({ banker: 5 })).toEqual([{ kind: "banker", amount: 5 }]);
  });

  it("records a baccarat coup: the cards, totals, winner and each bet's result", () => {
    // Player 2 + 3 = 5 draws a 7 (total 2); banker 10 + 4 = 4 draws on a 7 and takes a 5 (total 9).
    const floats = cards("2", "3", "10", "4", "7", "5");
    expect(baccaratRound({ player: 20, banker: 100, tie: 10 }, floats)).toEqual({
      totalBet: 130,
      totalWin: 195,
      outcome: {
        playerCards: [card("2"), card("3"), card("7")],
        bankerCards: [card("10"), card("4"), card("5")],
        playerTotal: 2,
        bankerTotal: 9,
        winner: "banker",
        natural: false,
        bets: [
          { kind: "player", amount: 20, outcome: "lose", win: 0 },
          { kind: "banker", amount: 100, outcome: "win", win: 195 },
          { kind: "tie", amount: 10, outcome: "lose", win: 0 },
        ],
      },
    });
  });

  it("records a natural: two cards each, no draw, the player paid 1:1", () => {
    const floats = cards("9", "K", "3", "4", "2", "2");
    expect(baccaratRound({ player: 10, tie: 10 }, floats)).toEqual({
      totalBet: 20,
      totalWin: 20,
      outcome: {
        playerCards: [card("9"), card("K")],
        bankerCards: [card("3"), card("4")],
        playerTotal: 9,
        bankerTotal: 7,
        winner: "player",
        natural: true,
        bets: [
          { kind: "player", amount: 10, outcome: "win", win: 20 },
          { kind: "tie", amount: 10, outcome: "lose", win: 0 },
        ],
      },
    });
  });

  it("records a slots spin: the stops, the window and the winning lines", () => {
    // The spin itself (these stops pay 146 on three lines) is pinned in slots-rules.test.ts.
    const floats = [1, 23, 5, 7, 19].map((s) => (s + 0.5) / 32);
    const { stops, grid, lines, totalWin } = spin(floats, 2);
    expect(totalWin).toBe(146);
    expect(slotsRound({ betPerLine: 2, lines: 10 }, floats)).toEqual({
      totalBet: 20,
      totalWin: 146,
      outcome: { stops, grid, lines },
    });
  });

  it("records a blackjack hand as its final public view and every action in order", () => {
    // Player 10 + 9 = 19 stands; dealer 9 + 7 = 16 draws a 10 and busts: the hand wins 1:1.
    const floats = [...cards("10", "9", "9", "7", "10"), ...Array(99).fill(0.5)];
    const outcome = blackjackRound({ stake: 40 }, ["stand"], floats);
    expect(outcome.actions).toEqual(["stand"]);
    expect(outcome.hand).toEqual(publicView(replay(40, floats, ["stand"])));
    expect(outcome.hand.phase).toBe("done");
    expect(outcome.hand.dealer.cards).toEqual([card("9"), card("7"), card("10")]);
    expect(outcome.hand.settlement).toMatchObject({
      dealerTotal: 26,
      totalStake: 40,
      totalPayout: 80,
      net: 40,
    });
    const state = replay(40, floats, ["stand"]);
    const recorded = blackjackOutcomeOf(state);
    expect(recorded).toEqual({ hand: publicView(state), actions: ["stand"] });
    recorded.actions.push("hit");
    expect(state.actions).toEqual(["stand"]);
  });
});

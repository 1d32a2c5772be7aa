/**
 * Punto Banco details a bettor relies on (docs/games.md "Instant games": player 1:1, banker 0.95:1 rounded
 * down, tie 8:1, player and banker push on a tie; at most one bet of each kind).
 */
import { describe, expect, it } from "vitest";
import { thrown } from "../../../test/game-refusals.ts";
import {
  BACCARAT_BET_KINDS,
  BACCARAT_FLOATS,
  type BaccaratBet,
  baccaratTotal,
  bankerDraws,
  deal,
  play,
  playerDraws,
  settle,
  validateBets,
} from "./baccarat.ts";
import { cardIndex, floatForCard, type Rank } from "./cards.ts";
import { GameRuleError } from "./common.ts";

const floatsFor = (...ranks: Rank[]): number[] => {
  const floats = ranks.map((r) => floatForCard(cardIndex(r, "♥")));
  while (floats.length < BACCARAT_FLOATS) floats.push(floatForCard(cardIndex("Q", "♣")));
  return floats;
};

describe("baccarat totals and drawing thresholds", () => {
  it("totals a hand as its values' sum mod 10", () => {
    const total = (...r: Rank[]) => baccaratTotal(r.map((x) => cardIndex(x)));
    expect(total()).toBe(0);
    expect(total("9")).toBe(9);
    expect(total("7", "8")).toBe(5);
    expect(total("K", "Q", "J")).toBe(0);
    expect(total("A", "9")).toBe(0);
    expect(total("9", "9", "9")).toBe(7);
    expect(total("A", "2", "3")).toBe(6);
  });

  it("the player draws on 5 and stands on 6", () => {
    expect([0, 5, 6, 7].map(playerDraws)).toEqual([true, true, false, false]);
  });

  it("the banker, the player having stood, draws on 5 and stands on 6", () => {
    expect([0, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, false, false]);
  });

  it("the banker never draws on 7, 8 or 9 whatever the player's third card", () => {
    for (const b of [7, 8, 9]) for (let v = 0; v <= 9; v++) expect(bankerDraws(b, v)).toBe(false);
    expect(bankerDraws(7, null)).toBe(false);
  });

  it("the banker's tableau at its edges: 3 stands only on an 8, 4 on 2–7, 5 on 4–7, 6 on 6–7", () => {
    expect([0, 1, 2].every((b) => [0, 8, 9].every((v) => bankerDraws(b, v)))).toBe(true);
    expect([7, 8, 9].map((v) => bankerDraws(3, v))).toEqual([true, false, true]);
    expect([1, 2, 7, 8].map((v) => bankerDraws(4, v))).toEqual([false, true, true, false]);
    expect([3, 4, 7, 8].map((v) => bankerDraws(5, v))).toEqual([false, true, true, false]);
    expect([5, 6, 7, 8].map((v) => bankerDraws(6, v))).toEqual([false, true, true, false]);
  });
});

describe("baccarat deal", () => {
  it("shows the cards dealt, totals, the natural flag, the winner and the floats used", () => {
    expect(deal(floatsFor("4", "4", "K", "9"))).toEqual({
      player: [
        { index: 9, rank: "4", suit: "♥", label: "♥4" },
        { index: 9, rank: "4", suit: "♥", label: "♥4" },
      ],
      banker: [
        { index: 45, rank: "K", suit: "♥", label: "♥K" },
        { index: 29, rank: "9", suit: "♥", label: "♥9" },
      ],
      playerTotal: 8,
      bankerTotal: 9,
      natural: true,
      winner: "banker",
      floatsUsed: 4,
    });
  });

  it("gives the 5th float to the banker when the player stands, the 6th when the player drew", () => {
    const stood = deal(floatsFor("6", "K", "2", "K", "3", "9"));
    expect(stood.player.map((c) => c.rank)).toEqual(["6", "K"]);
    expect(stood.banker.map((c) => c.rank)).toEqual(["2", "K", "3"]);
    expect([stood.playerTotal, stood.bankerTotal, stood.winner, stood.floatsUsed]).toEqual([
      6,
      5,
      "player",
      5,
    ]);
    const drew = deal(floatsFor("2", "K", "2", "K", "3", "9"));
    expect(drew.player.map((c) => c.rank)).toEqual(["2", "K", "3"]);
    expect(drew.banker.map((c) => c.rank)).toEqual(["2", "K", "9"]);
    expect([drew.playerTotal, drew.bankerTotal, drew.winner, drew.floatsUsed]).toEqual([5, 1, "player", 6]);
  });

  it("stops all drawing on a natural 8 on either side alone", () => {
    const player8 = deal(floatsFor("K", "8", "K", "K", "5", "5"));
    expect([player8.natural, player8.banker.length, player8.floatsUsed, player8.winner]).toEqual([
      true,
      2,
      4,
      "player",
    ]);
    const banker8 = deal(floatsFor("K", "K", "K", "8", "5", "5"));
    expect([banker8.natural, banker8.player.length, banker8.floatsUsed, banker8.winner]).toEqual([
      true,
      2,
      4,
      "banker",
    ]);
    const none = deal(floatsFor("K", "7", "K", "7", "5", "5"));
    expect([none.natural, none.player.length, none.banker.length, none.winner]).toEqual([false, 2, 2, "tie"]);
  });

  it("lets the banker stand on 3 against a player's third card of 8, and on 7 against any", () => {
    const three = deal(floatsFor("K", "2", "K", "3", "8", "5"));
    expect(three.player.map((c) => c.rank)).toEqual(["K", "2", "8"]);
    expect(three.banker.map((c) => c.rank)).toEqual(["K", "3"]);
    expect([three.playerTotal, three.bankerTotal, three.winner, three.floatsUsed]).toEqual([
      0,
      3,
      "banker",
      5,
    ]);
    const seven = deal(floatsFor("K", "K", "7", "K", "K", "A"));
    expect(seven.banker.map((c) => c.rank)).toEqual(["7", "K"]);
    expect([seven.bankerTotal, seven.floatsUsed]).toEqual([7, 5]);
  });

  it("ignores floats past the 6th and refuses a bad float among the first 6", () => {
    const floats = floatsFor("5", "K", "5", "K", "2", "2");
    expect(deal([...floats, 1, -1])).toEqual(deal(floats));
    const error = thrown(() => deal([...floats.slice(0, 5), 1]));
    expect([error.code, error.message]).toEqual(["INVALID_FLOATS", "baccarat: float 5 must be in [0, 1)"]);
    expect(thrown(() => deal(floats.slice(0, 5))).message).toBe("baccarat needs 6 floats");
  });
});

describe("baccarat bets", () => {
  const tie = deal(floatsFor("9", "K", "4", "5"));
  const banker = deal(floatsFor("K", "K", "7", "K", "K"));
  const player = deal(floatsFor("7", "K", "K", "K", "K"));

  it("wins the bet on the winner, pushes player and banker on a tie, loses the rest", () => {
    expect([tie.winner, banker.winner, player.winner]).toEqual(["tie", "banker", "player"]);
    const bets: BaccaratBet[] = [
      { kind: "tie", amount: 10 },
      { kind: "player", amount: 20 },
      { kind: "banker", amount: 100 },
    ];
    expect(settle(bets, banker)).toEqual({
      coup: banker,
      bets: [
        { kind: "tie", amount: 10, outcome: "lose", payout: 0 },
        { kind: "player", amount: 20, outcome: "lose", payout: 0 },
        { kind: "banker", amount: 100, outcome: "win", payout: 195 },
      ],
      totalStake: 130,
      totalPayout: 195,
      net: 65,
    });
    expect(settle(bets, player)).toMatchObject({ totalStake: 130, totalPayout: 40, net: -90 });
    expect(settle(bets, player).bets.map((b) => b.outcome)).toEqual(["lose", "win", "lose"]);
    expect(settle(bets, tie)).toMatchObject({ totalStake: 130, totalPayout: 210, net: 80 });
    expect(settle(bets, tie).bets.map((b) => [b.outcome, b.payout])).toEqual([
      ["win", 90],
      ["push", 20],
      ["push", 100],
    ]);
  });

  it("takes 1 to 3 bets of distinct kinds", () => {
    expect(BACCARAT_BET_KINDS).toEqual(["player", "banker", "tie"]);
    expect(() => validateBets([{ kind: "banker", amount: 1 }])).not.toThrow();
    expect(() => validateBets(BACCARAT_BET_KINDS.map((kind) => ({ kind, amount: 10_000 })))).not.toThrow();
  });

  it("refuses no bets, more than 3, or something that is not a list", () => {
    const four = [...BACCARAT_BET_KINDS, "tie" as const].map((kind) => ({ kind, amount: 10 }));
    for (const bad of [[], four, null, "player"] as unknown as BaccaratBet[][]) {
      const error = thrown(() => validateBets(bad));
      expect(error).toBeInstanceOf(GameRuleError);
      expect([error.code, error.message]).toEqual(["INVALID_BET", "a coup takes 1 to 3 bets"]);
    }
  });

  it("refuses an unknown kind, a missing bet or a kind twice", () => {
    const message = "bets are player, banker or tie, at most one of each";
    const cases = [
      [{ kind: "pair", amount: 10 }],
      [null],
      [
        { kind: "tie", amount: 10 },
        { kind: "tie", amount: 20 },
      ],
    ] as unknown as BaccaratBet[][];
    for (const bad of cases) {
      const error = thrown(() => validateBets(bad));
      expect([error.code, error.message]).toEqual(["INVALID_BET", message]);
    }
  });

  it("refuses a bad amount, naming the bet", () => {
    const error = thrown(() =>
      validateBets([
        { kind: "player", amount: 10 },
        { kind: "banker", amount: 0 },
      ]),
    );
    expect([error.code, error.message]).toEqual([
      "INVALID_STAKE",
      "banker amount must be a whole number of coins from 1 to 1000000000",
    ]);
  });

  it("checks the bets before anything is dealt, and settles the coup the floats deal", () => {
    const error = thrown(() => play([2, 2], [{ kind: "player", amount: 0 }]));
    expect(error.code).toBe("INVALID_STAKE");
    const result = play(floatsFor("K", "K", "7", "K", "K"), [{ kind: "banker", amount: 7 }]);
    expect(result).toEqual(settle([{ kind: "banker", amount: 7 }], banker));
    expect(result.bets[0]).toEqual({ kind: "banker", amount: 7, outcome: "win", payout: 13 });
  });
});

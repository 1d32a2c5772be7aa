/**
 * The float → card mapping at its edges (docs/games.md "Instant games", Fairness: cards `floor(f × 52)` in
 * the order ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A), and the errors a verifier sees for inputs outside it.
 */
import { describe, expect, it } from "vitest";
import { thrown } from "../../../test/game-refusals.ts";
import {
  baccaratValue,
  blackjackValue,
  cardIndex,
  cardIndexFromFloat,
  cardOf,
  DECK_SIZE,
  floatForCard,
  isAce,
  isTenValue,
  RANKS,
  rankOf,
  SUITS,
  suitOf,
} from "./cards.ts";
import { GameRuleError } from "./common.ts";

describe("float to card", () => {
  it("maps 0 to ♦2 and the largest float below 1 to ♣A", () => {
    expect(DECK_SIZE).toBe(52);
    expect(cardIndexFromFloat(0)).toBe(0);
    expect(cardIndexFromFloat(1 - 2 ** -32)).toBe(51);
    expect(cardOf(cardIndexFromFloat(1 - 2 ** -32)).label).toBe("♣A");
  });

  it("changes card exactly at each multiple of 1/52", () => {
    expect(cardIndexFromFloat(1 / 52)).toBe(1);
    expect(cardIndexFromFloat(1 / 52 - 2 ** -40)).toBe(0);
    expect(cardIndexFromFloat(26 / 52)).toBe(26);
    expect(cardIndexFromFloat(0.5 - 2 ** -40)).toBe(25);
  });

  it("draws a card from the middle of its interval with floatForCard", () => {
    expect(floatForCard(0)).toBe(0.5 / 52);
    expect(floatForCard(51)).toBe(51.5 / 52);
    expect(floatForCard(12)).toBe(12.5 / 52);
  });

  it("refuses a float outside [0, 1) or one that is not a number, with INVALID_FLOATS", () => {
    for (const bad of [1, -Number.MIN_VALUE, Number.NaN, "0.5", null, undefined]) {
      const error = thrown(() => cardIndexFromFloat(bad as number));
      expect(error).toBeInstanceOf(GameRuleError);
      expect([error.code, error.message]).toEqual(["INVALID_FLOATS", "a card float must be in [0, 1)"]);
    }
  });
});

describe("card index to card", () => {
  it("reads rank from index / 4 and suit from index % 4 at both ends of the deck", () => {
    expect([rankOf(0), suitOf(0)]).toEqual(["2", "♦"]);
    expect([rankOf(3), suitOf(3)]).toEqual(["2", "♣"]);
    expect([rankOf(4), suitOf(4)]).toEqual(["3", "♦"]);
    expect([rankOf(47), suitOf(47)]).toEqual(["K", "♣"]);
    expect([rankOf(48), suitOf(48)]).toEqual(["A", "♦"]);
    expect(cardOf(51)).toEqual({ index: 51, rank: "A", suit: "♣", label: "♣A" });
    expect(cardOf(33)).toEqual({ index: 33, rank: "10", suit: "♥", label: "♥10" });
  });

  it("refuses indices outside 0–51 or not whole, in every lookup", () => {
    const message = "card index must be an integer in [0, 52)";
    const lookups = [rankOf, suitOf, cardOf, floatForCard, blackjackValue, baccaratValue, isAce, isTenValue];
    for (const lookup of lookups)
      for (const bad of [-1, 52, 53, 0.5, 51.5, Number.NaN]) {
        const error = thrown(() => lookup(bad));
        expect([error.code, error.message]).toEqual(["INVALID_FLOATS", message]);
      }
  });

  it("finds a card's index from its rank and suit, ♦ when no suit is named", () => {
    expect(cardIndex("2")).toBe(0);
    expect(cardIndex("A")).toBe(48);
    expect(cardIndex("A", "♣")).toBe(51);
    expect(cardIndex("10", "♠")).toBe(34);
    expect(RANKS.flatMap((r) => SUITS.map((s) => cardIndex(r, s)))).toEqual([...Array(52).keys()]);
  });
});

describe("card values", () => {
  it("values every suit of a rank alike in blackjack and baccarat", () => {
    const blackjack = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11];
    const baccarat = [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1];
    for (let index = 0; index < 52; index++) {
      expect(blackjackValue(index)).toBe(blackjack[Math.floor(index / 4)]);
      expect(baccaratValue(index)).toBe(baccarat[Math.floor(index / 4)]);
      expect(isAce(index)).toBe(index >= 48);
      expect(isTenValue(index)).toBe(index >= 32 && index < 48);
    }
  });
});

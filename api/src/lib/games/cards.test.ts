import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { floatStream } from "../fairness/float-stream.ts";
import {
  baccaratValue,
  blackjackValue,
  cardIndex,
  cardIndexFromFloat,
  cardOf,
  floatForCard,
  isAce,
  isTenValue,
  RANKS,
  SUITS,
} from "./cards.ts";
import { GameRuleError } from "./common.ts";

// The published order, written out by hand: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A.
const PUBLISHED = "2 3 4 5 6 7 8 9 10 J Q K A"
  .split(" ")
  .flatMap((rank) => ["♦", "♥", "♠", "♣"].map((suit) => `${suit}${rank}`));

describe("cards", () => {
  it("maps indices to the published order ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A", () => {
    expect(PUBLISHED).toHaveLength(52);
    for (let i = 0; i < 52; i++) expect(cardOf(i).label).toBe(PUBLISHED[i]);
    expect(cardOf(0)).toEqual({ index: 0, rank: "2", suit: "♦", label: "♦2" });
    expect(cardOf(3).label).toBe("♣2");
    expect(cardOf(4).label).toBe("♦3");
    expect(cardOf(32).label).toBe("♦10");
    expect(cardOf(51).label).toBe("♣A");
  });

  it("inverts with cardIndex and floatForCard", () => {
    for (let i = 0; i < 52; i++) {
      const { rank, suit } = cardOf(i);
      expect(cardIndex(rank, suit)).toBe(i);
      expect(cardIndexFromFloat(floatForCard(i))).toBe(i);
      // Stream floats are k / 2³² (4 bytes), and k × 52 / 2³² is exact: the first k drawing card i.
      const first = Math.ceil((i * 2 ** 32) / 52);
      expect(cardIndexFromFloat(first / 2 ** 32)).toBe(i);
      if (i > 0) expect(cardIndexFromFloat((first - 1) / 2 ** 32)).toBe(i - 1);
    }
    expect(RANKS).toHaveLength(13);
    expect(SUITS).toHaveLength(4);
  });

  it("draws card floor(f × 52) from the standard float stream (independent HMAC)", () => {
    const seeds = { serverSeed: "a".repeat(64), clientSeed: "player-seed", nonce: 3 };
    const bytes = createHmac("sha256", seeds.serverSeed).update("player-seed:3:0").digest();
    const expected = Array.from({ length: 8 }, (_, k) => {
      const f = bytes.readUInt32BE(k * 4) / 2 ** 32;
      return PUBLISHED[Math.floor(f * 52)];
    });
    expect(floatStream(seeds, 8).map((f) => cardOf(cardIndexFromFloat(f)).label)).toEqual(expected);
  });

  it("refuses floats outside [0, 1) and indices outside the deck", () => {
    for (const bad of [1, -0.01, Number.NaN, 1.5, Number.POSITIVE_INFINITY])
      expect(() => cardIndexFromFloat(bad)).toThrow(GameRuleError);
    for (const bad of [-1, 52, 2.5]) expect(() => cardOf(bad)).toThrow(GameRuleError);
  });

  it("values cards for blackjack and baccarat", () => {
    const bj = { A: 11, K: 10, Q: 10, J: 10, "10": 10, "9": 9, "2": 2 } as const;
    const bac = { A: 1, K: 0, Q: 0, J: 0, "10": 0, "9": 9, "2": 2 } as const;
    for (const suit of SUITS)
      for (const [rank, value] of Object.entries(bj)) {
        const i = cardIndex(rank as keyof typeof bj, suit);
        expect(blackjackValue(i)).toBe(value);
        expect(baccaratValue(i)).toBe(bac[rank as keyof typeof bac]);
      }
    expect(RANKS.map((r) => blackjackValue(cardIndex(r)))).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11,
    ]);
    expect(RANKS.map((r) => baccaratValue(cardIndex(r)))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1]);
    expect(RANKS.filter((r) => isTenValue(cardIndex(r)))).toEqual(["10", "J", "Q", "K"]);
    expect(RANKS.filter((r) => isAce(cardIndex(r)))).toEqual(["A"]);
  });
});

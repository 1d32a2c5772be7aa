import { GAME_TYPES } from "@jadeverse/api/client";
import { describe, expect, it } from "vitest";
import { mostValuableGame } from "../features/leaderboard/leaderboard-rules.ts";
import { GAME_CARDS } from "./constants.ts";
import { GAMES, gameName } from "./games.ts";

describe("one table of game names", () => {
  it("names every game type the API knows", () => {
    for (const game of GAME_TYPES) expect(GAMES[game].name.length).toBeGreaterThan(0);
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_TYPES].sort());
  });

  it("gives the game cards, the history and the leaderboard the same name", () => {
    for (const card of GAME_CARDS) {
      expect(card.name).toBe(gameName(card.slug));
      expect(card.currency).toBe(GAMES[card.slug].currency);
    }
    expect(gameName("blackjack")).toBe("Blackjack");
    expect(
      mostValuableGame({ mostCoinsWonGame: { gameType: "blackjack" } } as Parameters<
        typeof mostValuableGame
      >[0]),
    ).toBe("Blackjack");
  });

  it("reads a newer server's unknown game type in words", () => {
    expect(gameName("bound-in-silver")).toBe("Bound in silver");
    expect(gameName("toString")).toBe("ToString");
  });
});

import { GAME_TYPES } from "@jadeverse/api/client";
import { describe, expect, it } from "vitest";
import { dashboardMessages } from "../features/dashboard/messages.ts";
import { mostValuableGame } from "../features/leaderboard/leaderboard-rules.ts";
import { GAME_CARDS } from "./constants.ts";
import { GAMES, type GameNameId, gameName } from "./games.ts";

/** The dashboard catalogue's English, where the names live. */
const english = (id: GameNameId) => dashboardMessages.english._(id);

describe("one table of game names", () => {
  it("names every game type the API knows, each with its own message", () => {
    for (const game of GAME_TYPES) expect(english(GAMES[game].name)).not.toBe(GAMES[game].name);
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_TYPES].sort());
    expect(new Set(Object.values(GAMES).map((info) => info.name)).size).toBe(GAME_TYPES.length);
  });

  it("gives the game cards, the history and the leaderboard the same name", () => {
    for (const card of GAME_CARDS) {
      expect(english(card.name)).toBe(gameName(english, card.slug));
      expect(card.currency).toBe(GAMES[card.slug].currency);
    }
    expect(gameName(english, "blackjack")).toBe("Blackjack");
    expect(gameName(english, "bound-in-gold")).toBe("Bound In Gold");
    expect(
      mostValuableGame(
        { mostCoinsWonGame: { gameType: "blackjack" } } as Parameters<typeof mostValuableGame>[0],
        english,
      ),
    ).toBe("Blackjack");
  });

  it("reads a newer server's unknown game type in words", () => {
    expect(gameName(english, "bound-in-silver")).toBe("Bound in silver");
    expect(gameName(english, "toString")).toBe("ToString");
  });
});

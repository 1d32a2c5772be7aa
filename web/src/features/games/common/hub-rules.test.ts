import { describe, expect, it } from "vitest";
// The catalogue exactly as `GET /api/games` serves it (test-only import of the server's builder).
import { gamesCatalog } from "../../../../../api/src/lib/games/catalog.ts";
import { type GamesTranslate, gamesMessages } from "../messages.ts";
import { GAMES_PATH } from "./constants.ts";
import { gameFacts } from "./hub-facts.ts";
import { gameFromQuery, gameSearch, roundFromQuery, withVerifiedRound } from "./hub-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

describe("the hub's search parameters", () => {
  it("opens one of the four games, else the hub", () => {
    expect(GAMES_PATH).toBe("/dashboard/games");
    for (const game of ["blackjack", "roulette", "baccarat", "slots"] as const) {
      expect(gameFromQuery(game)).toBe(game);
      expect(gameSearch(game)).toBe(`?game=${game}`);
    }
    expect(gameFromQuery(null)).toBeNull();
    expect(gameFromQuery("crash")).toBeNull();
    expect(gameFromQuery("")).toBeNull();
  });

  it("keeps the open game when the Verify panel opens or closes", () => {
    const search = new URLSearchParams("game=slots");
    const open = withVerifiedRound(search, "42");
    expect(open.toString()).toBe("game=slots&verify=42");
    expect(withVerifiedRound(open, null).toString()).toBe("game=slots");
    expect(search.toString()).toBe("game=slots");
  });

  it("reads a round id, ignoring blanks", () => {
    expect(roundFromQuery("17")).toBe("17");
    expect(roundFromQuery(" ")).toBeNull();
    expect(roundFromQuery(null)).toBeNull();
  });
});

describe("the hub's cards", () => {
  it("state each game's stakes and return from the catalogue", () => {
    const catalog = gamesCatalog();
    expect(gameFacts(t, catalog, "roulette")).toEqual({
      stakes: "1 coin to 10 000 coins a bet",
      rtp: "97.30 %",
    });
    expect(gameFacts(t, catalog, "slots")).toEqual({
      stakes: "1 coin to 1 000 coins a line",
      rtp: "96.22 %",
    });
    expect(gameFacts(t, catalog, "baccarat").rtp).toBe("98.94 % (banker)");
    expect(gameFacts(t, catalog, "blackjack")).toEqual({
      stakes: "10 coins to 10 000 coins",
      rtp: "≈ 99.50 %",
    });
  });
});

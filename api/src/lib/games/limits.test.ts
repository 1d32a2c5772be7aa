// The instant games' table limits (docs/games.md "Instant games": the stake and max-win table), and why each
// maximum win is what it is.
import { describe, expect, it } from "vitest";
import { MAX_HANDS } from "./blackjack.ts";
import {
  BACCARAT_LIMITS,
  BLACKJACK_ACTIONS_PER_MINUTE,
  BLACKJACK_LIMITS,
  GAME_HISTORY_DEFAULT_LIMIT,
  GAME_HISTORY_MAX_LIMIT,
  GAME_LEDGER_REASONS,
  GAME_ROUNDS_PER_MINUTE,
  ROULETTE_LIMITS,
  SLOTS_LIMITS,
  SLOTS_MAX_LINE_MULTIPLE,
} from "./limits.ts";
import { ROULETTE_ODDS } from "./roulette.ts";
import { JADE_SLOTS } from "./slots.ts";

describe("instant games' table limits", () => {
  it("publishes the stakes of docs/games.md and maximum wins", () => {
    expect(ROULETTE_LIMITS).toEqual({
      minBet: 1,
      maxBet: 10_000,
      maxTotalBet: 100_000,
      maxBets: 100,
      maxWin: 360_000,
    });
    expect(BACCARAT_LIMITS).toEqual({ minBet: 10, maxBet: 10_000, maxWin: 110_000 });
    expect(SLOTS_LIMITS).toEqual({ lines: 10, minBetPerLine: 1, maxBetPerLine: 1_000, maxWin: 2_604_000 });
    expect(BLACKJACK_LIMITS).toEqual({ minStake: 10, maxStake: 10_000, maxWin: 160_000 });
  });

  it("sets each maximum win to the best outcome of the largest stakes", () => {
    // Roulette: a straight at the largest bet, 35:1 plus the stake.
    expect(ROULETTE_LIMITS.maxWin).toBe(ROULETTE_LIMITS.maxBet * (ROULETTE_ODDS.straight + 1));
    // Baccarat: a tie at the largest bet (8:1 plus the stake), player and banker pushed.
    expect(BACCARAT_LIMITS.maxWin).toBe(9 * BACCARAT_LIMITS.maxBet + 2 * BACCARAT_LIMITS.maxBet);
    // Slots: the top spin (2,604 × the line bet, checked over all 32⁵ stops in slots.test.ts).
    expect(SLOTS_MAX_LINE_MULTIPLE).toBe(2_604);
    expect(SLOTS_LIMITS.maxWin).toBe(SLOTS_MAX_LINE_MULTIPLE * SLOTS_LIMITS.maxBetPerLine);
    expect(SLOTS_LIMITS.lines).toBe(JADE_SLOTS.paylines.length);
    // Blackjack: every split hand doubled and won, each paying twice its doubled stake.
    expect(BLACKJACK_LIMITS.maxWin).toBe(MAX_HANDS * 2 * 2 * BLACKJACK_LIMITS.maxStake);
  });

  it("limits the pace of play and the history page, and names the ledger reasons", () => {
    expect(GAME_ROUNDS_PER_MINUTE).toBe(120);
    expect(BLACKJACK_ACTIONS_PER_MINUTE).toBe(240);
    expect(GAME_HISTORY_DEFAULT_LIMIT).toBe(20);
    expect(GAME_HISTORY_MAX_LIMIT).toBe(100);
    expect(GAME_LEDGER_REASONS).toEqual({ bet: "game-bet", win: "game-win" });
  });
});

import { describe, expect, it } from "vitest";
import { historyRounds } from "./bet-history.ts";
import { generateGameStats } from "./player-stats.ts";
import { createRandom } from "./random.ts";

describe("historyRounds", () => {
  it("draws a persona's rounds only from its own statistics, never past their counts or sums", () => {
    for (const seed of ["demo:jade-beta", "demo:jade-guest", "a", "b", "c"]) {
      const stats = generateGameStats(createRandom(seed), 0.55, 2.6);
      const rounds = historyRounds(createRandom(`${seed}:rounds`), stats, 60);
      expect(rounds.length).toBe(60);
      for (const game of stats) {
        const mine = rounds.filter((r) => r.gameType === game.gameType);
        const wins = mine.filter((r) => r.won);
        expect(wins.length).toBeLessThanOrEqual(game.totalWins);
        expect(mine.length - wins.length).toBeLessThanOrEqual(game.totalPlays - game.totalWins);
        expect(wins.reduce((sum, r) => sum + r.coinsAmount, 0)).toBeLessThanOrEqual(game.coinsWon);
        expect(wins.reduce((sum, r) => sum + r.gemsAmount, 0)).toBeLessThanOrEqual(game.gemsWon);
        for (const win of wins) expect(win.coinsAmount).toBeLessThanOrEqual(game.highestRewardCoins);
      }
      const played = new Set(stats.filter((s) => s.totalPlays > 0).map((s) => s.gameType));
      for (const round of rounds) expect(played.has(round.gameType), round.gameType).toBe(true);
    }
  });

  it("stops when the statistics hold no more rounds to show", () => {
    const [game] = generateGameStats(createRandom("tiny"), 0, 1);
    const tiny = { ...game!, totalPlays: 2, totalWins: 1 };
    expect(historyRounds(createRandom("r"), [tiny], 60).length).toBeLessThanOrEqual(2);
  });
});

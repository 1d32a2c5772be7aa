import { describe, expect, it } from "vitest";
// Test-only: the engines' own functions the browser does not need, to hold the table's sums to them.
import {
  deal,
  actionCost as engineActionCost,
  legalActions,
  publicView,
} from "../../../../api/src/lib/games/blackjack.ts";
import { POCKETS, ROULETTE_ODDS, settle } from "../../../../api/src/lib/games/roulette.ts";
import { actionCost } from "./blackjack/blackjack-rules.ts";
import { TABLE_CELLS } from "./roulette/roulette-layout.ts";
import { type Board, bestPayout, combinedBet, placeChip, requestBets } from "./roulette/roulette-rules.ts";

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the table's sums agree with the engines", () => {
  it("finds the best payout the roulette engine's settlement gives, on random boards", () => {
    const next = random(19);
    const limits = { maxBet: 1_000, maxTotal: 1_000_000 };
    const inside = [combinedBet([1, 2, 4, 5]), combinedBet([0, 1, 2]), combinedBet([17, 20])];
    for (let round = 0; round < 300; round++) {
      let board: Board = [];
      for (let i = 0; i < 1 + Math.floor(next() * 8); i++) {
        const cell = TABLE_CELLS[Math.floor(next() * TABLE_CELLS.length)]!;
        board = placeChip(board, cell, 1 + Math.floor(next() * 50), limits);
      }
      const pick = inside[Math.floor(next() * inside.length)];
      if (pick) board = placeChip(board, pick, 7, limits);
      let best = 0;
      for (let p = 0; p < POCKETS; p++) best = Math.max(best, settle(requestBets(board), p).totalPayout);
      expect(bestPayout(board, ROULETTE_ODDS)).toBe(best);
    }
  });

  it("prices doubles, splits and insurance from the public view as the blackjack engine charges them", () => {
    const next = random(21);
    let priced = 0;
    for (let i = 0; i < 2000; i++) {
      const state = deal(10 + Math.floor(next() * 500), Array.from({ length: 104 }, next));
      const view = publicView(state);
      for (const action of legalActions(state)) {
        expect(actionCost(view, action)).toBe(engineActionCost(state, action));
        priced++;
      }
    }
    expect(priced).toBeGreaterThan(2000);
  });
});

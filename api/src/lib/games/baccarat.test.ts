import { describe, expect, it } from "vitest";
import { floatStream } from "../fairness/float-stream.ts";
import { baccaratPayout, bankerDraws, deal, play, playerDraws, settle } from "./baccarat.ts";
import { cardIndex, floatForCard, type Rank } from "./cards.ts";
import { GameRuleError } from "./common.ts";

/** A rank whose baccarat value is v (0 → K). */
const RANK_OF: readonly Rank[] = ["K", "A", "2", "3", "4", "5", "6", "7", "8", "9"];
/** Floats that deal these ranks in order, padded to 6. */
const floatsFor = (...ranks: Rank[]): number[] => {
  const floats = ranks.map((r) => floatForCard(cardIndex(r, "♠")));
  while (floats.length < 6) floats.push(floatForCard(cardIndex("Q", "♥")));
  return floats;
};
/** Two ranks totalling t (mod 10), not a pair of naturals unless t ≥ 8. */
const twoFor = (t: number): [Rank, Rank] => (t === 0 ? ["K", "10"] : ["K", RANK_OF[t]!]);

// Banker's rule when the player drew a third card worth v: rows banker total 0–7, columns v 0–9.
const TABLEAU = [
  "DDDDDDDDDD",
  "DDDDDDDDDD",
  "DDDDDDDDDD",
  "DDDDDDDDSD",
  "SSDDDDDDSS",
  "SSSSDDDDSS",
  "SSSSSSDDSS",
  "SSSSSSSSSS",
];

describe("baccarat drawing rules", () => {
  it("deals player 1–2, banker 3–4 and stops on a natural 8 or 9 either side", () => {
    for (let p = 0; p <= 9; p++)
      for (let b = 0; b <= 9; b++) {
        if (p < 8 && b < 8) continue;
        const coup = deal(floatsFor(...twoFor(p), ...twoFor(b), "5", "5"));
        expect(coup.natural).toBe(true);
        expect([coup.player.length, coup.banker.length, coup.floatsUsed]).toEqual([2, 2, 4]);
        expect([coup.playerTotal, coup.bankerTotal]).toEqual([p, b]);
        expect(coup.winner).toBe(p > b ? "player" : b > p ? "banker" : "tie");
      }
    const coup = deal(floatsFor("9", "K", "4", "5"));
    expect(coup.player.map((c) => c.label)).toEqual(["♠9", "♠K"]);
    expect(coup.banker.map((c) => c.label)).toEqual(["♠4", "♠5"]);
    expect(coup.winner).toBe("tie");
  });

  it("player stands on 6–7; the banker then draws on 0–5 with the 5th float, stands on 6–7", () => {
    for (const p of [6, 7])
      for (let b = 0; b <= 7; b++) {
        const coup = deal(floatsFor(...twoFor(p), ...twoFor(b), "3", "4"));
        expect(coup.player).toHaveLength(2);
        if (b <= 5) {
          expect(coup.banker.map((c) => c.rank)).toEqual([...twoFor(b), "3"]);
          expect(coup.bankerTotal).toBe((b + 3) % 10);
          expect(coup.floatsUsed).toBe(5);
        } else {
          expect(coup.banker).toHaveLength(2);
          expect(coup.floatsUsed).toBe(4);
        }
      }
  });

  it("player draws on 0–5 with the 5th float; the banker follows the tableau with the 6th", () => {
    for (let p = 0; p <= 5; p++)
      for (let b = 0; b <= 7; b++)
        for (let v = 0; v <= 9; v++) {
          const coup = deal(floatsFor(...twoFor(p), ...twoFor(b), RANK_OF[v]!, "2"));
          expect(coup.player.map((c) => c.rank)).toEqual([...twoFor(p), RANK_OF[v]]);
          expect(coup.playerTotal).toBe((p + v) % 10);
          const draws = TABLEAU[b]![v] === "D";
          expect(bankerDraws(b, v)).toBe(draws);
          expect(coup.banker.map((c) => c.rank)).toEqual(draws ? [...twoFor(b), "2"] : twoFor(b));
          expect(coup.floatsUsed).toBe(draws ? 6 : 5);
          expect(coup.bankerTotal).toBe(draws ? (b + 2) % 10 : b);
        }
    for (let t = 0; t <= 7; t++) expect(playerDraws(t)).toBe(t <= 5);
  });

  it("counts A as 1 and tens and faces as 0, totals mod 10", () => {
    const coup = deal(floatsFor("A", "Q", "7", "7", "9", "J"));
    // Player A+Q = 1 draws a 9 (→ 0); banker 7+7 = 4 stands on a player third card of 9.
    expect(coup.playerTotal).toBe(0);
    expect(coup.bankerTotal).toBe(4);
    expect(coup.winner).toBe("banker");
  });
});

describe("baccarat payouts", () => {
  it("pays player 1:1, banker 0.95:1 rounded down, tie 8:1; player and banker push on a tie", () => {
    expect(baccaratPayout({ kind: "player", amount: 10 }, "player")).toBe(20);
    expect(baccaratPayout({ kind: "player", amount: 10 }, "banker")).toBe(0);
    expect(baccaratPayout({ kind: "player", amount: 10 }, "tie")).toBe(10);
    expect(baccaratPayout({ kind: "banker", amount: 100 }, "banker")).toBe(195);
    expect(baccaratPayout({ kind: "banker", amount: 20 }, "banker")).toBe(39);
    expect(baccaratPayout({ kind: "banker", amount: 7 }, "banker")).toBe(13); // 7 + floor(6.65)
    expect(baccaratPayout({ kind: "banker", amount: 1 }, "banker")).toBe(1); // 1 + floor(0.95)
    expect(baccaratPayout({ kind: "banker", amount: 10 }, "player")).toBe(0);
    expect(baccaratPayout({ kind: "banker", amount: 10 }, "tie")).toBe(10);
    expect(baccaratPayout({ kind: "tie", amount: 10 }, "tie")).toBe(90);
    expect(baccaratPayout({ kind: "tie", amount: 10 }, "player")).toBe(0);
    expect(baccaratPayout({ kind: "banker", amount: 1_000_000_000 }, "banker")).toBe(1_950_000_000);
  });

  it("settles several bets on one coup", () => {
    const bets = [
      { kind: "player", amount: 10 },
      { kind: "banker", amount: 20 },
      { kind: "tie", amount: 5 },
    ] as const;
    const tie = play(floatsFor("9", "K", "4", "5"), bets);
    expect(tie.bets.map((b) => [b.outcome, b.payout])).toEqual([
      ["push", 10],
      ["push", 20],
      ["win", 45],
    ]);
    expect(tie).toMatchObject({ totalStake: 35, totalPayout: 75, net: 40 });
    const banker = settle([{ kind: "banker", amount: 1 }], deal(floatsFor("2", "K", "9", "K")));
    expect(banker.bets[0]).toMatchObject({ outcome: "win", payout: 1 });
  });

  it("refuses bad bets and floats", () => {
    const floats = floatsFor("9", "K", "4", "5");
    expect(() => play(floats, [])).toThrow(GameRuleError);
    expect(() =>
      play(floats, [
        { kind: "player", amount: 1 },
        { kind: "player", amount: 1 },
      ]),
    ).toThrow(GameRuleError);
    expect(() => play(floats, [{ kind: "pair" as "tie", amount: 1 }])).toThrow(GameRuleError);
    expect(() => play(floats, [{ kind: "tie", amount: 0 }])).toThrow(GameRuleError);
    expect(() => play(floats, [{ kind: "tie", amount: 1.5 }])).toThrow(GameRuleError);
    expect(() => play(floats.slice(0, 5), [{ kind: "tie", amount: 1 }])).toThrow(GameRuleError);
    expect(() => play([...floats.slice(0, 5), 1], [{ kind: "tie", amount: 1 }])).toThrow(GameRuleError);
  });
});

describe("baccarat house edge (infinite shoe, exact)", () => {
  it("enumerates all 13⁶ rank sequences through deal() and matches an independent recursion", () => {
    // Through the engine: each value's rank weight (value 0 has 4 ranks: 10 J Q K).
    const weight = (v: number) => (v === 0 ? 4 : 1);
    const counts = { player: 0, banker: 0, tie: 0 };
    const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const f = values.map((v) => floatForCard(cardIndex(RANK_OF[v]!)));
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values)
            for (const e of values)
              for (const g of values) {
                const w = weight(a) * weight(b) * weight(c) * weight(d) * weight(e) * weight(g);
                counts[deal([f[a]!, f[b]!, f[c]!, f[d]!, f[e]!, f[g]!]).winner] += w;
              }
    // Independently: the drawing rules written from the tableau, probabilities over 13 ranks.
    const p13 = (v: number) => weight(v);
    const independent = { player: 0, banker: 0, tie: 0 };
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values) {
            const w4 = p13(a) * p13(b) * p13(c) * p13(d) * 13 * 13; // the 2 unused cards: any rank
            const player = (a + b) % 10;
            const banker = (c + d) % 10;
            const add = (winnerP: number, winnerB: number, w: number) => {
              independent[winnerP > winnerB ? "player" : winnerB > winnerP ? "banker" : "tie"] += w;
            };
            if (player >= 8 || banker >= 8) add(player, banker, w4);
            else if (player >= 6) {
              if (banker <= 5) for (const x of values) add(player, (banker + x) % 10, (w4 / 13) * p13(x));
              else add(player, banker, w4);
            } else
              for (const x of values) {
                const wx = (w4 / 13) * p13(x);
                const p3 = (player + x) % 10;
                if (TABLEAU[banker]![x] === "D")
                  for (const y of values) add(p3, (banker + y) % 10, (wx / 13) * p13(y));
                else add(p3, banker, wx);
              }
          }
    expect(counts).toEqual(independent);
    const total = 13 ** 6;
    expect(counts.player + counts.banker + counts.tie).toBe(total);
    expect(counts).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    // Expected loss per coin bet (a tie pushes player and banker bets); the banker figure is for a
    // stake where 5 % commission is a whole number of coins (smaller odd stakes lose a bit more).
    const edge = {
      player: (counts.banker - counts.player) / total,
      banker: (counts.player - 0.95 * counts.banker) / total,
      tie: 1 - (9 * counts.tie) / total,
    };
    // Infinite shoe: player 1.228 %, banker 1.064 %, tie 14.12 % (8 decks: 1.24 %, 1.06 %, 14.4 %).
    expect(edge.player).toBeCloseTo(0.012281, 6);
    expect(edge.banker).toBeCloseTo(0.01064, 5);
    expect(edge.tie).toBeCloseTo(0.14117, 5);
  });

  it("draws the coup from the standard float stream", () => {
    const floats = floatStream({ serverSeed: "b".repeat(64), clientSeed: "baccarat", nonce: 1 }, 6);
    const coup = deal(floats);
    expect(coup.player[0]!.index).toBe(Math.floor(floats[0]! * 52));
    expect(coup.banker[0]!.index).toBe(Math.floor(floats[2]! * 52));
    expect(coup.player.length + coup.banker.length).toBe(coup.floatsUsed);
  });
});

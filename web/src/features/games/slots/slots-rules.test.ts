import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages } from "../messages.ts";
import {
  cellKey,
  paylineName,
  paytableRows,
  reelColumn,
  slotsAnnouncement,
  winningCells,
} from "./slots-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
];

describe("slots view rules", () => {
  it("lights the first `count` positions of each winning line", () => {
    const cells = winningCells(
      [
        { line: 0, symbol: "D", count: 3, win: 30 },
        { line: 3, symbol: "B", count: 5, win: 40 },
      ],
      PAYLINES,
    );
    expect([...cells].sort()).toEqual(
      [
        cellKey(0, 1),
        cellKey(1, 1),
        cellKey(2, 1),
        cellKey(0, 0),
        cellKey(2, 2),
        cellKey(3, 1),
        cellKey(4, 0),
      ].sort(),
    );
    expect(winningCells([{ line: 9, symbol: "D", count: 3, win: 1 }], PAYLINES).size).toBe(0);
  });

  it("scrolls a reel through its real strip to land on the window", () => {
    const strip = "ABCDEFGH";
    expect(reelColumn(strip, 2, 3, 4)).toEqual(["G", "H", "A", "B", "C", "D", "E"]);
    // The window wraps past the strip's end as the engine's grid does.
    expect(reelColumn(strip, 7, 3, 0)).toEqual(["H", "A", "B"]);
  });

  it("orders the paytable richest first, with names", () => {
    const rows = paytableRows(
      { B: [4, 10, 40], W: [50, 250, 2000], D: [30, 120, 600] },
      { W: "jade", D: "dragon", B: "bamboo" },
    );
    expect(rows.map((r) => r.name)).toEqual(["jade", "dragon", "bamboo"]);
    expect(rows[0]?.pays).toEqual([50, 250, 2000]);
  });

  it("speaks lines and wins", () => {
    expect(paylineName(t, 3, [0, 1, 2, 1, 0])).toBe("Line 4: top, middle, bottom, middle, top");
    expect(slotsAnnouncement(t, [], {}, 0)).toBe("No win this spin.");
    expect(slotsAnnouncement(t, [{ line: 1, symbol: "D", count: 4, win: 1200 }], { D: "dragon" }, 1200)).toBe(
      "4 dragon on line 2. You win 1 200 coins.",
    );
  });
});

import { ROULETTE_ODDS as ODDS } from "@jadeverse/api/client/games";
import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages, say } from "../messages.ts";
import {
  cellLabel,
  cellName,
  cellText,
  neighbourCell,
  placeOf,
  TABLE_CELLS,
  TABLE_GRID,
} from "./roulette-layout.ts";
import {
  amountOn,
  bestPayout,
  betKey,
  betName,
  boardProblem,
  boardTotal,
  combinedBet,
  doubleBoard,
  placeChip,
  pocketText,
  removeBet,
  requestBets,
  spinAnnouncement,
  WHEEL_ORDER,
  wheelRotation,
  winningKeys,
} from "./roulette-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

const cell = (id: string) => TABLE_CELLS.find((c) => c.id === id)!;

describe("the table's cells", () => {
  it("has every number once, the columns, the dozens and six even-money bets, named for screen readers", () => {
    const straights = TABLE_CELLS.filter((c) => c.kind === "straight").map((c) => c.numbers[0]);
    expect(straights).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(TABLE_CELLS).toHaveLength(37 + 3 + 3 + 6);
    expect(new Set(TABLE_CELLS.map((c) => c.id)).size).toBe(TABLE_CELLS.length);
    expect(cellName(t, cell("straight:17"))).toBe("Straight 17");
    expect(cellName(t, cell("column:1"))).toBe("Column 1");
    expect(cellName(t, cell("dozen:2"))).toBe("Dozen 13 to 24");
    expect(cellName(t, cell("low"))).toBe("Low 1 to 18");
    for (const c of TABLE_CELLS) expect(c.id).toBe(betKey(c.kind, c.numbers));
  });

  it("labels each button with what it shows", () => {
    expect(cellLabel(t, cell("straight:17"))).toBe("Straight 17");
    expect(cellLabel(t, cell("red"))).toBe("Red");
    expect(cellLabel(t, cell("column:1"))).toBe("Column 1, 2:1");
    expect(cellLabel(t, cell("dozen:2"))).toBe("Dozen 13 to 24, 2nd 12");
    expect(cellLabel(t, cell("low"))).toBe("Low 1 to 18, 1–18");
    for (const c of TABLE_CELLS) expect(cellLabel(t, c)).toContain(cellText(t, c));
  });

  it("colours numbers from the engine: 0 green, 1 red, 2 black", () => {
    expect(cell("straight:0").color).toBe("green");
    expect(cell("straight:1").color).toBe("red");
    expect(cell("straight:2").color).toBe("black");
    expect(cell("red").color).toBe("red");
  });

  it("lays the table out without overlaps in both orientations", () => {
    for (const orientation of ["upright", "landscape"] as const) {
      const { cols, rows } = TABLE_GRID[orientation];
      const taken = new Set<string>();
      for (const c of TABLE_CELLS) {
        const p = placeOf(c, orientation);
        for (let r = p.row; r < p.row + p.rowSpan; r++)
          for (let k = p.col; k < p.col + p.colSpan; k++) {
            expect(r).toBeLessThanOrEqual(rows);
            expect(k).toBeLessThanOrEqual(cols);
            const key = `${r}:${k}`;
            expect(taken.has(key)).toBe(false);
            taken.add(key);
          }
      }
    }
  });

  it("puts the landscape table in its classic order: 3 6 9 … on top, 1 4 7 … at the bottom, zero left", () => {
    expect(placeOf(cell("straight:3"), "landscape")).toMatchObject({ row: 1, col: 2 });
    expect(placeOf(cell("straight:1"), "landscape")).toMatchObject({ row: 3, col: 2 });
    expect(placeOf(cell("straight:36"), "landscape")).toMatchObject({ row: 1, col: 13 });
    expect(placeOf(cell("straight:0"), "landscape")).toEqual({ row: 1, col: 1, rowSpan: 3, colSpan: 1 });
    expect(placeOf(cell("column:3"), "landscape")).toMatchObject({ row: 1, col: 14 });
    expect(placeOf(cell("dozen:1"), "landscape")).toMatchObject({ row: 4, col: 2, colSpan: 4 });
    expect(placeOf(cell("low"), "landscape")).toMatchObject({ row: 5, col: 2, colSpan: 2 });
  });

  it("moves between cells with the arrow keys", () => {
    expect(neighbourCell(cell("straight:17"), "right", "upright")?.id).toBe("straight:18");
    expect(neighbourCell(cell("straight:17"), "down", "upright")?.id).toBe("straight:20");
    expect(neighbourCell(cell("straight:2"), "up", "upright")?.id).toBe("straight:0");
    expect(neighbourCell(cell("straight:34"), "down", "upright")?.id).toBe("column:1");
    expect(neighbourCell(cell("straight:3"), "right", "upright")).toBeNull();
    expect(neighbourCell(cell("straight:17"), "up", "landscape")?.id).toBe("straight:18");
    expect(neighbourCell(cell("straight:17"), "right", "landscape")?.id).toBe("straight:20");
    expect(neighbourCell(cell("straight:1"), "left", "landscape")?.id).toBe("straight:0");
  });
});

describe("the board", () => {
  it("stacks chips on a bet and keeps the total within the table's limit", () => {
    const limits = { maxBet: 40, maxTotal: 100 };
    let board = placeChip([], { kind: "straight", numbers: [17] }, 10, limits);
    board = placeChip(board, { kind: "straight", numbers: [17] }, 10, limits);
    board = placeChip(board, { kind: "red", numbers: [] }, 50, limits);
    expect(amountOn(board, "straight:17")).toBe(20);
    expect(amountOn(board, "red")).toBe(40);
    expect(boardTotal(board)).toBe(60);
    board = placeChip(board, { kind: "split", numbers: [20, 17] }, 50, limits);
    expect(amountOn(board, "split:17-20")).toBe(40);
    expect(placeChip(board, { kind: "split", numbers: [17, 20] }, 10, limits)).toBe(board);
    board = placeChip(board, { kind: "odd", numbers: [] }, 10, limits);
    expect(boardTotal(board)).toBe(100);
    expect(placeChip(board, { kind: "even", numbers: [] }, 10, limits)).toBe(board);
  });

  it("removes, doubles within the limit, and builds the request", () => {
    const limits = { maxBet: 100, maxTotal: 500 };
    const board = placeChip(
      placeChip([], { kind: "dozen", numbers: [2] }, 25, limits),
      { kind: "black", numbers: [] },
      5,
      limits,
    );
    expect(requestBets(board)).toEqual([
      { kind: "dozen", numbers: [2], amount: 25 },
      { kind: "black", amount: 5 },
    ]);
    expect(boardTotal(doubleBoard(board, limits))).toBe(60);
    expect(doubleBoard(board, { maxBet: 100, maxTotal: 59 })).toBe(board);
    expect(doubleBoard(board, { maxBet: 49, maxTotal: 500 })).toBe(board);
    expect(removeBet(board, "black")).toHaveLength(1);
  });
});

describe("the best payout", () => {
  it("is the engine's settlement on the board's best pocket", () => {
    const limits = { maxBet: 1000, maxTotal: 5000 };
    let board = placeChip([], { kind: "straight", numbers: [17] }, 10, limits);
    expect(bestPayout(board, ODDS)).toBe(360);
    board = placeChip(board, { kind: "split", numbers: [17, 20] }, 10, limits);
    board = placeChip(board, { kind: "black", numbers: [] }, 10, limits);
    // 17 is black: straight 360 + split 180 + black 20.
    expect(bestPayout(board, ODDS)).toBe(560);
    expect(bestPayout([], ODDS)).toBe(0);
  });
});

describe("picked numbers", () => {
  it("form the inside bet the engine accepts", () => {
    expect(combinedBet([20, 17])).toEqual({ kind: "split", numbers: [17, 20] });
    expect(combinedBet([0, 3])).toEqual({ kind: "split", numbers: [0, 3] });
    expect(combinedBet([4, 5, 6])).toEqual({ kind: "street", numbers: [4, 5, 6] });
    expect(combinedBet([0, 1, 2])).toEqual({ kind: "street", numbers: [0, 1, 2] });
    expect(combinedBet([1, 2, 4, 5])).toEqual({ kind: "corner", numbers: [1, 2, 4, 5] });
    expect(combinedBet([0, 1, 2, 3])).toEqual({ kind: "first-four", numbers: [0, 1, 2, 3] });
    expect(combinedBet([7, 8, 9, 10, 11, 12])).toEqual({ kind: "six-line", numbers: [7, 8, 9, 10, 11, 12] });
  });

  it("form nothing when they are not neighbours", () => {
    expect(combinedBet([3, 4])).toBeNull();
    expect(combinedBet([17])).toBeNull();
    expect(combinedBet([1, 2, 3, 5])).toBeNull();
  });

  it("are named in words", () => {
    expect(betName(t, "split", [20, 17])).toBe("Split 17, 20");
    expect(betName(t, "dozen", [3])).toBe("Dozen 25 to 36");
    expect(betName(t, "column", [2])).toBe("Column 2");
    expect(betName(t, "first-four", [0, 1, 2, 3])).toBe("First four");
    expect(betName(t, "red", [])).toBe("Red");
  });
});

describe("the wheel", () => {
  it("holds each pocket once", () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
  });

  it("turns forward, whole turns first, to bring the pocket to the top", () => {
    const slot = 360 / 37;
    for (const [current, pocket] of [
      [0, 0],
      [0, 17],
      [1234.5, 26],
    ] as const) {
      const next = wheelRotation(current, pocket);
      expect(next).toBeGreaterThan(current + 4 * 360 - 1e-9);
      expect(next).toBeLessThan(current + 5 * 360);
      const index = WHEEL_ORDER.indexOf(pocket);
      // The pocket's angle after the turn is a whole number of turns.
      const at = (((index * slot + next) % 360) + 360) % 360;
      expect(Math.min(at, 360 - at)).toBeLessThan(1e-6);
    }
  });

  it("announces the pocket and the win", () => {
    expect(pocketText(t, 0)).toBe("0 green");
    expect(spinAnnouncement(t, 17, 360)).toBe("The ball lands on 17 black. You win 360 coins.");
    expect(spinAnnouncement(t, 1, 0)).toBe("The ball lands on 1 red. No win.");
  });
});

describe("boardProblem", () => {
  const limits = { minBet: 1, maxBet: 10_000, maxTotalBet: 100_000, maxBets: 3, maxWin: 360_000 };
  const big = { maxBet: 10_000, maxTotal: 100_000 };

  it("accepts a board within every limit", () => {
    expect(
      boardProblem(placeChip([], { kind: "red", numbers: [] }, 100, big), limits, ODDS, 1000),
    ).toBeNull();
  });

  it("names the limit a board breaks", () => {
    expect(say(t, boardProblem([], limits, ODDS))).toMatch(/Place a chip/);
    let board = placeChip([], { kind: "straight", numbers: [17] }, 10_000, big);
    board = placeChip(board, { kind: "split", numbers: [17, 20] }, 10_000, big);
    expect(say(t, boardProblem(board, limits, ODDS))).toMatch(/max win of 360K coins/);
    const many = ["red", "odd", "low", "high"].reduce(
      (b, kind) => placeChip(b, { kind: kind as "red", numbers: [] }, 1, big),
      [] as ReturnType<typeof placeChip>,
    );
    expect(say(t, boardProblem(many, limits, ODDS))).toMatch(/at most 3 bets/);
    expect(
      say(t, boardProblem(placeChip([], { kind: "red", numbers: [] }, 500, big), limits, ODDS, 100)),
    ).toMatch(/enough coins/);
  });
});

describe("winningKeys", () => {
  it("pairs the answer's bets with the board's in order", () => {
    const limits = { maxBet: 100, maxTotal: 1000 };
    let board = placeChip([], { kind: "dozen", numbers: [1] }, 10, limits);
    board = placeChip(board, { kind: "red", numbers: [] }, 10, limits);
    board = placeChip(board, { kind: "straight", numbers: [5] }, 10, limits);
    expect([...winningKeys(board, [{ win: 30 }, { win: 0 }, { win: 360 }])]).toEqual([
      "dozen:1",
      "straight:5",
    ]);
    expect(winningKeys(board, []).size).toBe(0);
  });
});

import { pocketColor, type RouletteBetKind } from "@jadeverse/api/client/games";
import type { GamesMessage, GamesTranslate } from "../messages.ts";
import { betName } from "./roulette-rules.ts";

/**
 * The European table as cells to press: 0–36 (straight bets), the three columns ("2 to 1"), the
 * dozens and the even-money bets. Each cell is placed on a CSS grid in two orientations: upright on
 * phones (zero on top, twelve rows of three numbers, the outside bets down the left) and the classic
 * landscape table on wider screens (zero on the left, 3 rows of twelve, the outside bets below).
 */

/** Where a cell sits on the grid (1-based lines, as CSS grid counts them). */
export interface GridPlace {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export type TableOrientation = "upright" | "landscape";

export interface TableCell {
  /** Stable id, also the bet's key on the board. */
  id: string;
  kind: RouletteBetKind;
  /** What the request sends as `numbers` (`[]`: omitted). */
  numbers: number[];
  /** What the cell shows: a figure ("17", "2:1", "1–18") or a word's message ("2nd 12", "Red"). */
  face: { figure: string } | { word: GamesMessage };
  /** The number's colour (numbers and the red/black cells), else null. */
  color: "red" | "black" | "green" | null;
  /** Its place upright (phones); landscape is its transpose (see {@link placeOf}). */
  upright: GridPlace;
}

/** What the cell shows: "17", "2:1", "2nd 12", "1–18", "Red". */
export const cellText = (t: GamesTranslate, cell: TableCell): string =>
  "word" in cell.face ? t(cell.face.word) : cell.face.figure;

/** The cell's accessible name, its bet's: "Straight 17", "Column 1", "Dozen 13 to 24", "Red". */
export const cellName = (t: GamesTranslate, cell: TableCell): string => betName(t, cell.kind, cell.numbers);

/**
 * The cell's button label: its name, then what it shows where the name does not already read it
 * ("Column 1, 2:1"; "Straight 17"), so a player who says what they see names the button (WCAG 2.5.3).
 */
export function cellLabel(t: GamesTranslate, cell: TableCell): string {
  const name = cellName(t, cell);
  const text = cellText(t, cell);
  return name.includes(text) ? name : t("commaPair", { first: name, second: text });
}

/** Grid size of each orientation: upright 5 columns × 14 rows, landscape 14 columns × 5 rows. */
export const TABLE_GRID: Readonly<Record<TableOrientation, { cols: number; rows: number }>> = {
  upright: { cols: 5, rows: 14 },
  landscape: { cols: 14, rows: 5 },
};

const place = (row: number, col: number, rowSpan = 1, colSpan = 1): GridPlace => ({
  row,
  col,
  rowSpan,
  colSpan,
});

/** The upright place of a number 1–36: row 2 + its table row, column 3 + its position in the row. */
const numberPlace = (n: number): GridPlace => place(2 + Math.floor((n - 1) / 3), 3 + ((n - 1) % 3));

const DOZEN_FACES = ["dozen1", "dozen2", "dozen3"] as const;

const EVEN_MONEY: readonly { kind: RouletteBetKind; face: TableCell["face"] }[] = [
  { kind: "low", face: { figure: "1–18" } },
  { kind: "even", face: { word: "kindEven" } },
  { kind: "red", face: { word: "kindRed" } },
  { kind: "black", face: { word: "kindBlack" } },
  { kind: "odd", face: { word: "kindOdd" } },
  { kind: "high", face: { figure: "19–36" } },
];

function buildCells(): TableCell[] {
  const cells: TableCell[] = [];
  const straight = (n: number, at: GridPlace): TableCell => ({
    id: `straight:${n}`,
    kind: "straight",
    numbers: [n],
    face: { figure: String(n) },
    color: pocketColor(n),
    upright: at,
  });
  cells.push(straight(0, place(1, 3, 1, 3)));
  for (let n = 1; n <= 36; n++) cells.push(straight(n, numberPlace(n)));
  for (const c of [1, 2, 3])
    cells.push({
      id: `column:${c}`,
      kind: "column",
      numbers: [c],
      face: { figure: "2:1" },
      color: null,
      upright: place(14, 2 + c),
    });
  for (const d of [1, 2, 3])
    cells.push({
      id: `dozen:${d}`,
      kind: "dozen",
      numbers: [d],
      face: { word: DOZEN_FACES[d - 1]! },
      color: null,
      upright: place(2 + 4 * (d - 1), 2, 4, 1),
    });
  EVEN_MONEY.forEach((bet, i) => {
    cells.push({
      id: bet.kind,
      kind: bet.kind,
      numbers: [],
      face: bet.face,
      color: bet.kind === "red" || bet.kind === "black" ? bet.kind : null,
      upright: place(2 + 2 * i, 1, 2, 1),
    });
  });
  return cells;
}

/** Every cell of the table, zero first, then 1–36, the columns, the dozens and the even-money bets. */
export const TABLE_CELLS: readonly TableCell[] = buildCells();

/** A cell's place in an orientation: landscape transposes upright (upright column c → row 6 − c). */
export function placeOf(cell: TableCell, orientation: TableOrientation): GridPlace {
  const { row, col, rowSpan, colSpan } = cell.upright;
  if (orientation === "upright") return cell.upright;
  return {
    col: row,
    colSpan: rowSpan,
    row: TABLE_GRID.upright.cols + 1 - (col + colSpan - 1),
    rowSpan: colSpan,
  };
}

/** Arrow-key navigation: the cell whose place is next in that direction (the nearest by centre), or null. */
export function neighbourCell(
  cell: TableCell,
  direction: "up" | "down" | "left" | "right",
  orientation: TableOrientation,
  cells: readonly TableCell[] = TABLE_CELLS,
): TableCell | null {
  const centre = (p: GridPlace) => ({ x: p.col + (p.colSpan - 1) / 2, y: p.row + (p.rowSpan - 1) / 2 });
  const from = placeOf(cell, orientation);
  const origin = centre(from);
  let best: { cell: TableCell; score: number } | null = null;
  for (const other of cells) {
    if (other.id === cell.id) continue;
    const at = placeOf(other, orientation);
    const c = centre(at);
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    const along = direction === "left" ? -dx : direction === "right" ? dx : direction === "up" ? -dy : dy;
    const across = direction === "left" || direction === "right" ? Math.abs(dy) : Math.abs(dx);
    // Only cells beyond this one's edge in that direction.
    const beyond =
      direction === "left"
        ? at.col + at.colSpan <= from.col
        : direction === "right"
          ? at.col >= from.col + from.colSpan
          : direction === "up"
            ? at.row + at.rowSpan <= from.row
            : at.row >= from.row + from.rowSpan;
    if (!beyond || along <= 0) continue;
    const score = along + 4 * across;
    if (!best || score < best.score) best = { cell: other, score };
  }
  return best?.cell ?? null;
}

import { coinsText } from "../common/stake-rules.ts";
import type { GamesMessage, GamesTranslate } from "../messages.ts";

/** One line win as the spin answers it: the payline's index, its symbol, how many and the coins. */
export interface LineResult {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

/** `"reel:row"`, the key of one position in the window. */
export const cellKey = (reel: number, row: number): string => `${reel}:${row}`;

/**
 * The positions that a spin's winning lines light up: on each line, the first `count` reels from
 * the left, at the row the payline crosses.
 */
export function winningCells(
  lines: readonly LineResult[],
  paylines: readonly (readonly number[])[],
): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of lines) {
    const rows = paylines[line];
    if (!rows) continue;
    for (let reel = 0; reel < count && reel < rows.length; reel++) cells.add(cellKey(reel, rows[reel]!));
  }
  return cells;
}

/**
 * What one reel scrolls through to land on `stop`: `lead` symbols of its strip before the stop (the
 * strip read backwards, wrapping), then the `rows` symbols of the window. The animation starts at
 * the top of this column and ends with the window in view, so the player sees the real strip pass.
 */
export function reelColumn(strip: string, stop: number, rows: number, lead: number): string[] {
  const length = strip.length;
  const at = (i: number) => strip[(((stop + i) % length) + length) % length]!;
  return Array.from({ length: lead + rows }, (_, i) => at(i - lead));
}

/** Each symbol's pays for 3, 4 and 5 of a kind, richest first. */
export function paytableRows(
  paytable: Readonly<Record<string, readonly number[]>>,
  symbols: Readonly<Record<string, string>>,
): { code: string; name: string; pays: readonly number[] }[] {
  return Object.entries(paytable)
    .map(([code, pays]) => ({ code, name: symbols[code] ?? code, pays }))
    .sort((a, b) => (b.pays[b.pays.length - 1] ?? 0) - (a.pays[a.pays.length - 1] ?? 0));
}

/** The machine's symbols by their published names ("jade"), in the player's words. */
const SYMBOL_NAMES: Readonly<Record<string, GamesMessage>> = {
  jade: "symbolJade",
  dragon: "symbolDragon",
  tiger: "symbolTiger",
  koi: "symbolKoi",
  lotus: "symbolLotus",
  lantern: "symbolLantern",
  coin: "symbolCoin",
  bamboo: "symbolBamboo",
};

/** A symbol's published name ("jade") in words; a name this page does not know is said as published. */
export function symbolWord(t: GamesTranslate, name: string): string {
  const id = Object.hasOwn(SYMBOL_NAMES, name) ? SYMBOL_NAMES[name] : undefined;
  return id ? t(id) : name;
}

/** A symbol code's name in words ("W" → "jade"), or the code itself when the machine does not name it. */
export const symbolName = (
  t: GamesTranslate,
  symbols: Readonly<Record<string, string>>,
  code: string,
): string => {
  const name = symbols[code];
  return name === undefined ? code : symbolWord(t, name);
};

const ROW_WORDS: readonly GamesMessage[] = ["rowTop", "rowMiddle", "rowBottom"];

/** A payline as a picture of rows: "Line 4: top, middle, bottom, middle, top". */
export function paylineName(t: GamesTranslate, index: number, rows: readonly number[], rowCount = 3): string {
  const rowName = (row: number) => {
    const word = rowCount === 3 ? ROW_WORDS[row] : undefined;
    return word ? t(word) : t("rowN", { row: row + 1 });
  };
  return t("paylineName", { line: index + 1, rows: rows.map(rowName).join(", ") });
}

/** What the live region says after a spin. */
export function slotsAnnouncement(
  t: GamesTranslate,
  lines: readonly LineResult[],
  symbols: Readonly<Record<string, string>>,
  totalWin: number,
): string {
  if (lines.length === 0 || totalWin === 0) return t("noWinThisSpin");
  const wins = lines
    .map((l) => t("lineWin", { count: l.count, symbol: symbolName(t, symbols, l.symbol), line: l.line + 1 }))
    .join(", ");
  return t("announceSlots", { wins, payout: t("youWin", { coins: coinsText(t, totalWin) }) });
}

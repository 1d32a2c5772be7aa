import { type GameType, LEADERBOARD_DEFAULT_LIMIT } from "@jadeverse/api/client";
import type { LeaderboardEntry } from "@jadeverse/api/client/contracts";
import { type GameNameId, gameName } from "../../lib/games.ts";
import {
  type BoardSort,
  DEFAULT_EARNED,
  DEFAULT_SORT,
  type EarnedCurrency,
  FIRST_ORDER,
  type GameFilter,
  MEDALS,
  type Medal,
  type ServerSortField,
  type SortKey,
} from "./constants.ts";

/** docs/product/economy.md §4: strings are read as numbers ("1 500" is not a number; " 1500 " is). NaN when unreadable. */
export function readNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return Number.NaN;
}

/** Orders two cell values: as numbers when both read as numbers, otherwise as text (case-insensitive). */
export function compareValues(a: unknown, b: unknown): number {
  const x = readNumber(a);
  const y = readNumber(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a ?? "").localeCompare(String(b ?? ""), "en", { sensitivity: "base" });
}

/** The board field the coins/gems toggle shows and sorts by. */
export const earnedField = (earned: EarnedCurrency): "coinsWon" | "gemsWon" =>
  earned === "coins" ? "coinsWon" : "gemsWon";

/** Game names in the player's language: the dashboard catalogue's `t` (lib/games.ts). */
export type GameNames = (id: GameNameId) => string;

/**
 * A row's "Most valuable game" as shown (and sorted): the game's name in the player's language, or empty
 * before a first coin win.
 */
export const mostValuableGame = (entry: LeaderboardEntry, names: GameNames): string => {
  const game = entry.mostCoinsWonGame?.gameType;
  return game ? gameName(names, game) : "";
};

export interface LoadedRow {
  entry: LeaderboardEntry;
  /** 1-based place in the order the server sent the rows (the Position column's sort value). */
  position: number;
}

/** Rows in the loaded order, each with its 1-based position. */
export const withPositions = (entries: readonly LeaderboardEntry[]): LoadedRow[] =>
  entries.map((entry, index) => ({ entry, position: index + 1 }));

const sortValue = (row: LoadedRow, key: SortKey, earned: EarnedCurrency, names: GameNames): unknown => {
  switch (key) {
    case "position":
      return row.position;
    case "nickname":
      return row.entry.user.nickname ?? "";
    case "earned":
      return row.entry[earnedField(earned)];
    case "coinsWagered":
      return row.entry.coinsWagered;
    case "totalWins":
      return row.entry.totalWins;
    case "mostValuableGame":
      return mostValuableGame(row.entry, names);
  }
};

/**
 * docs/product/economy.md §4: the client sort is stable (ties keep the loaded order, in either direction) and reads
 * strings as numbers. Returns a new array.
 */
export function sortRows(
  rows: readonly LoadedRow[],
  sort: BoardSort,
  earned: EarnedCurrency,
  names: GameNames,
): LoadedRow[] {
  const sign = sort.order === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, sort.key, earned, names) }))
    .sort((a, b) => sign * compareValues(a.value, b.value) || a.index - b.index)
    .map(({ row }) => row);
}

/** docs/product/economy.md §4: search is over the loaded rows' nicknames, case-insensitive and trimmed; empty keeps all. */
export function filterBySearch<T extends { entry: LeaderboardEntry }>(
  rows: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...rows];
  return rows.filter((row) => (row.entry.user.nickname ?? "").toLowerCase().includes(needle));
}

/**
 * docs/product/economy.md §4: with 3 or more rows the first three are gold, silver and bronze and the rest regular;
 * fewer rows are all medalled, in order, with no regular rows.
 */
export function splitPodium<T>(rows: readonly T[]): { podium: { row: T; medal: Medal }[]; regular: T[] } {
  const podium = rows.slice(0, MEDALS.length).map((row, index) => ({ row, medal: MEDALS[index] as Medal }));
  return { podium, regular: rows.length >= MEDALS.length ? rows.slice(MEDALS.length) : [] };
}

/**
 * The Position cell of the row shown at `index` (0-based): the medals GOLD, SILVER, BRONZE (each
 * shown as its MEDAL_LABELS message), then "#4", "#5"…
 */
export const rowLabel = (index: number): string => MEDALS[index] ?? `#${index + 1}`;

/** docs/product/economy.md §4: "Load more" stays active only while the last page had exactly 20 rows. */
export const hasMorePages = (lastPageRows: number): boolean => lastPageRows === LEADERBOARD_DEFAULT_LIMIT;

/** A column header click: the same column flips its order, another column starts at its first order. */
export const nextSort = (current: BoardSort, key: SortKey): BoardSort =>
  current.key === key
    ? { key, order: current.order === "asc" ? "desc" : "asc" }
    : { key, order: FIRST_ORDER[key] };

/** docs/product/economy.md §4: a search resets the sort to coins won, descending. */
export const searchResetSort = (): { sort: BoardSort; earned: EarnedCurrency } => ({
  sort: DEFAULT_SORT,
  earned: DEFAULT_EARNED,
});

export interface ServerQuery {
  sortBy: ServerSortField;
  sortOrder: "ASC" | "DESC";
  gameType?: GameType;
}

/**
 * What `GET /api/leaderboard` is asked for: the server sorts by the chosen amount column; columns the
 * server cannot sort by (position, user, most valuable game) load the default board and sort on the client.
 */
export function serverQuery(sort: BoardSort, earned: EarnedCurrency, game: GameFilter): ServerQuery {
  const gameType = game === "global" ? {} : { gameType: game };
  const direction = sort.order === "asc" ? "ASC" : "DESC";
  switch (sort.key) {
    case "earned":
      return { sortBy: earnedField(earned), sortOrder: direction, ...gameType };
    case "coinsWagered":
    case "totalWins":
      return { sortBy: sort.key, sortOrder: direction, ...gameType };
    default:
      return { sortBy: "coinsWon", sortOrder: "DESC", ...gameType };
  }
}

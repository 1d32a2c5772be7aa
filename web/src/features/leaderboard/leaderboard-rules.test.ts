import { LEADERBOARD_DEFAULT_LIMIT } from "@jadeverse/api/client";
import type { LeaderboardEntry } from "@jadeverse/api/client/contracts";
import { describe, expect, it } from "vitest";
import type { GameNameId } from "../../lib/games.ts";
import { dashboardMessages } from "../dashboard/messages.ts";
import { DEFAULT_SORT } from "./constants.ts";
import {
  compareValues,
  filterBySearch,
  hasMorePages,
  nextSort,
  readNumber,
  rowLabel,
  searchResetSort,
  serverQuery,
  sortRows,
  splitPodium,
  withPositions,
} from "./leaderboard-rules.ts";

/** Game names as English reads them (the dashboard catalogue's). */
const names = (id: GameNameId) => dashboardMessages.english._(id);

const entry = (id: number, over: Partial<LeaderboardEntry> & { nickname?: string | null } = {}) => {
  const { nickname = `player${id}`, ...rest } = over;
  return {
    id,
    userId: id,
    user: { nickname, level: 1 },
    photoUrl: null,
    coinsWon: 0,
    gemsWon: 0,
    coinsWagered: 0,
    gemsWagered: 0,
    totalWins: 0,
    secondsPlayed: 0,
    mostCoinsWonGame: null,
    frame: null,
    ...rest,
  } satisfies LeaderboardEntry;
};
const ids = (rows: { entry: LeaderboardEntry }[]) => rows.map((r) => r.entry.id);

describe("readNumber and compareValues (strings read as numbers)", () => {
  it("reads numbers and numeric strings, not text", () => {
    expect(readNumber(12)).toBe(12);
    expect(readNumber("1500")).toBe(1500);
    expect(readNumber(" 42 ")).toBe(42);
    expect(readNumber("abc")).toBeNaN();
    expect(readNumber("")).toBeNaN();
    expect(readNumber(null)).toBeNaN();
  });

  it("compares numeric strings by value, not as text", () => {
    expect(compareValues("9", "10")).toBeLessThan(0);
    expect(compareValues("100", 20)).toBeGreaterThan(0);
    expect(compareValues("Alice", "bob")).toBeLessThan(0);
    expect(compareValues("ALICE", "alice")).toBe(0);
  });
});

describe("sortRows", () => {
  const rows = withPositions([
    entry(1, { coinsWon: 900, gemsWon: 5, nickname: "carol" }),
    entry(2, { coinsWon: 1000, gemsWon: 5, nickname: "Alice" }),
    entry(3, { coinsWon: 900, gemsWon: 7, nickname: "bob" }),
    entry(4, { coinsWon: 20, gemsWon: 5, nickname: "dave", mostCoinsWonGame: { gameType: "slots" } }),
  ]);

  it("sorts amounts as numbers, not as text", () => {
    expect(ids(sortRows(rows, { key: "earned", order: "desc" }, "coins", names))).toEqual([2, 1, 3, 4]);
    expect(ids(sortRows(rows, { key: "earned", order: "asc" }, "coins", names))).toEqual([4, 1, 3, 2]);
  });

  it("is stable: ties keep the loaded order in both directions", () => {
    expect(ids(sortRows(rows, { key: "earned", order: "desc" }, "gems", names))).toEqual([3, 1, 2, 4]);
    expect(ids(sortRows(rows, { key: "earned", order: "asc" }, "gems", names))).toEqual([1, 2, 4, 3]);
  });

  it("sorts by position (the loaded order), by nickname, and by most valuable game", () => {
    expect(ids(sortRows(rows, { key: "position", order: "desc" }, "coins", names))).toEqual([4, 3, 2, 1]);
    expect(ids(sortRows(rows, { key: "nickname", order: "asc" }, "coins", names))).toEqual([2, 3, 1, 4]);
    expect(ids(sortRows(rows, { key: "mostValuableGame", order: "desc" }, "coins", names))).toEqual([
      4, 1, 2, 3,
    ]);
  });

  it("does not change the input", () => {
    sortRows(rows, { key: "position", order: "desc" }, "coins", names);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
  });
});

describe("filterBySearch", () => {
  const rows = withPositions([
    entry(1, { nickname: "JadeTester" }),
    entry(2, { nickname: "Dragon" }),
    entry(3, { nickname: null }),
  ]);

  it("matches nicknames case-insensitively after trimming", () => {
    expect(ids(filterBySearch(rows, "  jade "))).toEqual([1]);
    expect(ids(filterBySearch(rows, "DRAG"))).toEqual([2]);
    expect(ids(filterBySearch(rows, "zzz"))).toEqual([]);
  });

  it("keeps every row for an empty or blank search", () => {
    expect(ids(filterBySearch(rows, ""))).toEqual([1, 2, 3]);
    expect(ids(filterBySearch(rows, "   "))).toEqual([1, 2, 3]);
  });
});

describe("medals", () => {
  it("labels the first three GOLD, SILVER, BRONZE and the rest from #4", () => {
    expect([0, 1, 2, 3, 4, 19].map(rowLabel)).toEqual(["GOLD", "SILVER", "BRONZE", "#4", "#5", "#20"]);
  });

  it("splits three or more rows into a podium and regular rows", () => {
    const { podium, regular } = splitPodium(["a", "b", "c", "d", "e"]);
    expect(podium).toEqual([
      { row: "a", medal: "GOLD" },
      { row: "b", medal: "SILVER" },
      { row: "c", medal: "BRONZE" },
    ]);
    expect(regular).toEqual(["d", "e"]);
    expect(splitPodium(["a", "b", "c"]).regular).toEqual([]);
  });

  it("assigns fewer than three rows in order, with no regular rows", () => {
    expect(splitPodium(["a", "b"])).toEqual({
      podium: [
        { row: "a", medal: "GOLD" },
        { row: "b", medal: "SILVER" },
      ],
      regular: [],
    });
    expect(splitPodium(["a"]).podium).toEqual([{ row: "a", medal: "GOLD" }]);
    expect(splitPodium([])).toEqual({ podium: [], regular: [] });
  });
});

describe("load more", () => {
  it("stays active only while the last page had exactly 20 rows", () => {
    expect(LEADERBOARD_DEFAULT_LIMIT).toBe(20);
    expect(hasMorePages(20)).toBe(true);
    expect(hasMorePages(19)).toBe(false);
    expect(hasMorePages(0)).toBe(false);
    expect(hasMorePages(21)).toBe(false);
  });
});

describe("sort changes and the server query", () => {
  it("defaults to coins won descending, and a search resets to it", () => {
    expect(DEFAULT_SORT).toEqual({ key: "earned", order: "desc" });
    expect(searchResetSort()).toEqual({ sort: { key: "earned", order: "desc" }, earned: "coins" });
    expect(serverQuery(DEFAULT_SORT, "coins", "global")).toEqual({ sortBy: "coinsWon", sortOrder: "DESC" });
  });

  it("flips the order on the same column and starts another at its first order", () => {
    expect(nextSort({ key: "totalWins", order: "desc" }, "totalWins")).toEqual({
      key: "totalWins",
      order: "asc",
    });
    expect(nextSort({ key: "totalWins", order: "asc" }, "nickname")).toEqual({
      key: "nickname",
      order: "asc",
    });
    expect(nextSort({ key: "nickname", order: "asc" }, "coinsWagered")).toEqual({
      key: "coinsWagered",
      order: "desc",
    });
  });

  it("asks the server for its sort fields and the game, and the default board otherwise", () => {
    expect(serverQuery({ key: "earned", order: "asc" }, "gems", "blackjack")).toEqual({
      sortBy: "gemsWon",
      sortOrder: "ASC",
      gameType: "blackjack",
    });
    expect(serverQuery({ key: "totalWins", order: "desc" }, "coins", "slots")).toEqual({
      sortBy: "totalWins",
      sortOrder: "DESC",
      gameType: "slots",
    });
    expect(serverQuery({ key: "nickname", order: "asc" }, "gems", "global")).toEqual({
      sortBy: "coinsWon",
      sortOrder: "DESC",
    });
  });
});

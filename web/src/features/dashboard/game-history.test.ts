import type { BetHistoryItem } from "@jadeverse/api/client/contracts";
import { describe, expect, it } from "vitest";
import { winsAndLosses } from "./game-history.ts";

const row = (id: number, metricType: BetHistoryItem["metricType"]): BetHistoryItem => ({
  id,
  gameType: "roulette",
  metricType,
  coinsAmount: 10,
  gemsAmount: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("game history", () => {
  it("keeps only win and lose rows", () => {
    const rows = [row(1, "win"), row(2, "bet"), row(3, "lose"), row(4, "draw")];
    expect(winsAndLosses(rows).map((r) => r.id)).toEqual([1, 3]);
  });
});

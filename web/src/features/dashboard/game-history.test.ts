import { describe, expect, it } from "vitest";
import { betHistorySchema, winsAndLosses } from "./game-history.ts";

const row = (id: number, metricType: string) => ({
  id,
  gameType: "roulette",
  metricType,
  coinsAmount: 10,
  gemsAmount: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("game history", () => {
  it("keeps only win and lose rows", () => {
    const rows = [row(1, "win"), row(2, "bet"), row(3, "lose"), row(4, "session")];
    expect(winsAndLosses(rows).map((r) => r.id)).toEqual([1, 3]);
  });
  it("reads the list bare or inside data", () => {
    expect(betHistorySchema.parse([row(1, "win")])).toHaveLength(1);
    expect(betHistorySchema.parse({ data: [row(1, "win")] })).toHaveLength(1);
  });
});

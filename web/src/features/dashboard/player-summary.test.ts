import type { UserDto } from "@jadeverse/api/client";
import { LEVEL_TITLES, levelBand } from "@jadeverse/api/client/levels";
import { describe, expect, it } from "vitest";
import { formatCompact } from "../../lib/format.ts";
import { rankLabel } from "../../lib/rank-label.ts";
import { dashboardMessages } from "./messages.ts";
import { levelProgress, summarizePlayer } from "./player-summary.ts";

const user = {
  nickname: "JadeTester",
  firstName: null,
  equippedSkin: null,
  gemsAmount: 5_000,
  coinsAmount: 2_500_000,
  level: 16,
  vip: 3,
  hasBetaAccess: true,
} as unknown as UserDto;

describe("player summary", () => {
  it("computes levelProgress = (nextLevelXP − xpToNextLevel) / nextLevelXP × 100", () => {
    expect(levelProgress({ nextLevelXP: 400, xpToNextLevel: 100 })?.percent).toBe(75);
    expect(levelProgress({ nextLevelXP: 400 })).toBeNull();
    expect(levelProgress(undefined)).toBeNull();
  });
  it("greets by nickname, else first name, else leaves the neutral word to the chrome's catalogue", () => {
    expect(summarizePlayer(user).nickname).toBe("JadeTester");
    expect(summarizePlayer({ ...user, nickname: " ", firstName: "Mei" } as UserDto).nickname).toBe("Mei");
    expect(summarizePlayer({ ...user, nickname: null, firstName: null } as UserDto).nickname).toBeNull();
    expect(dashboardMessages.english._("player")).toBe("Player");
  });
  it("falls back to rank 1, Bamboo Warrior, level 1, XP 0 when XP and rank failed", () => {
    const summary = summarizePlayer(user);
    expect(summary).toMatchObject({ level: 1, xp: 0, progress: null });
    expect(dashboardMessages.english._("levelTitle", { band: levelBand(summary.level) })).toBe(
      "Bamboo Warrior",
    );
    expect(rankLabel(summary.rank)).toBe("#1");
    expect(summary.vip).toBe(3);
  });
  it("uses the XP answer when there is one", () => {
    const xp = { xp: 900, level: 5, title: "Jade Adept", xpToNextLevel: 50, nextLevelXP: 200 };
    expect(summarizePlayer(user, xp, { rank: 12 })).toMatchObject({ level: 5, rank: 12 });
  });
  it("titles each level band in the player's language, in English the level curve's own titles", () => {
    for (const { fromLevel, title } of LEVEL_TITLES)
      for (const level of [fromLevel, fromLevel + 1])
        expect(dashboardMessages.english._("levelTitle", { band: levelBand(level) })).toBe(title);
    expect(levelBand(4)).toBe(1);
    expect(levelBand(100)).toBe(50);
  });
  it("keeps the Rank the server gives; none before a first round reads the default, #1", () => {
    expect(rankLabel(summarizePlayer(user, undefined, { rank: null }).rank)).toBe("#1");
    expect(summarizePlayer(user, undefined, { rank: 136 }).rank).toBe(136);
  });
  it("formats balances compactly with K/M/B", () => {
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(5_000)).toBe("5K");
    expect(formatCompact(2_500_000)).toBe("2.5M");
    expect(formatCompact(3_000_000_000)).toBe("3B");
  });
});

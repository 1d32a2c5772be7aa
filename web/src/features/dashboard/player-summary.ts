import type { UserDto } from "@jadeverse/api/client";
import { PLAYER_DEFAULTS } from "../../lib/constants.ts";
import type { PlayerRank } from "../../lib/queries/player-rank.ts";
import type { PlayerXp } from "../../lib/queries/users.ts";
import { isFlagOn } from "../queue/play-rules.ts";

export interface LevelProgress {
  /** 0–100 toward the next level. */
  percent: number;
  /** XP earned inside the current level, and the level's width. */
  earned: number;
  needed: number;
}

export interface PlayerSummary {
  /** The name to greet; `null` without a nickname or a first name (the chrome then says "Player"). */
  nickname: string | null;
  avatarUrl: string | null;
  gems: number;
  coins: number;
  /** The title shown beside it is the level's band's, in the player's language (level-progress.tsx). */
  level: number;
  xp: number;
  /** `null` when the XP fields are missing: the bar then stands at 0 (spec defaults). */
  progress: LevelProgress | null;
  /**
   * The player's Rank (lib/queries/player-rank.ts); `null` when missing (no round yet, or the call
   * failed): rankLabel (lib/rank-label.ts) then shows the spec's default.
   */
  rank: number | null;
  vip: number;
  hasBetaAccess: boolean;
}

/**
 * docs/product/platform.md §3: levelProgress = (nextLevelXP − xpToNextLevel) / nextLevelXP × 100, computed only when
 * both fields are present (and the level has a width).
 */
export function levelProgress(xp: Partial<PlayerXp> | undefined): LevelProgress | null {
  const needed = xp?.nextLevelXP;
  const missing = xp?.xpToNextLevel;
  if (typeof needed !== "number" || typeof missing !== "number" || needed <= 0) return null;
  const earned = Math.max(0, needed - missing);
  return { percent: Math.min(100, (earned / needed) * 100), earned, needed };
}

/** A name to greet: the chosen nickname, else the first name, else none (the chrome's neutral word). */
export function displayName(user: Pick<UserDto, "nickname" | "firstName">): string | null {
  return user.nickname?.trim() || user.firstName?.trim() || null;
}

/** Everything the player card shows, with the spec's defaults where XP or rank failed to load. */
export function summarizePlayer(user: UserDto, xp?: PlayerXp, rank?: PlayerRank): PlayerSummary {
  return {
    nickname: displayName(user),
    avatarUrl: user.equippedSkin?.smallImage.url ?? null,
    gems: user.gemsAmount,
    coins: user.coinsAmount,
    // Without an XP answer every XP-derived field takes the spec default, never a mix (docs/product/platform.md §3):
    // the row's own level next to a missing XP used to read "Level 16 / Max level".
    level: xp?.level ?? PLAYER_DEFAULTS.level,
    xp: xp?.xp ?? PLAYER_DEFAULTS.xp,
    progress: levelProgress(xp),
    // No place yet or a failed call: rankLabel shows the spec default, the one rule in both shells.
    rank: rank?.rank ?? null,
    vip: user.vip ?? PLAYER_DEFAULTS.vip,
    hasBetaAccess: isFlagOn(user.hasBetaAccess),
  };
}

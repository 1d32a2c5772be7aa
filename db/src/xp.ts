/**
 * The level curve (ours; the spec only fixes the defaults: level 1, 0 XP, "Bamboo Warrior").
 *
 * Reaching level L needs 50·L·(L−1) XP in total: 100 XP for level 2, 300 for 3, 600 for 4, …,
 * so each level costs 100 XP more than the one before. Titles change every few levels.
 */
export const XP_PER_LEVEL_STEP = 50;
export const MAX_LEVEL = 100;

export const LEVEL_TITLES: readonly { fromLevel: number; title: string }[] = [
  { fromLevel: 1, title: "Bamboo Warrior" },
  { fromLevel: 5, title: "Jade Apprentice" },
  { fromLevel: 10, title: "Lotus Adept" },
  { fromLevel: 20, title: "Tiger Strategist" },
  { fromLevel: 35, title: "Dragon Lord" },
  { fromLevel: 50, title: "Celestial Emperor" },
];

export const totalXpForLevel = (level: number): number => XP_PER_LEVEL_STEP * level * (level - 1);

export function levelForXp(xp: number): number {
  const safe = Math.max(0, Math.floor(xp));
  // Solve 50·L·(L−1) ≤ xp for the largest integer L.
  let level = Math.floor((1 + Math.sqrt(1 + (4 * safe) / XP_PER_LEVEL_STEP)) / 2);
  while (level > 1 && totalXpForLevel(level) > safe) level--;
  while (level < MAX_LEVEL && totalXpForLevel(level + 1) <= safe) level++;
  return Math.min(Math.max(level, 1), MAX_LEVEL);
}

export function titleForLevel(level: number): string {
  let title = LEVEL_TITLES[0]!.title;
  for (const band of LEVEL_TITLES) if (level >= band.fromLevel) title = band.title;
  return title;
}

/**
 * The first level of the title band `level` is in (1, 5, 10, 20, 35 or 50): the front ends render the
 * title in the player's language from it (web/src/features/dashboard/messages/, `levelTitle`).
 */
export function levelBand(level: number): number {
  let from = LEVEL_TITLES[0]!.fromLevel;
  for (const band of LEVEL_TITLES) if (level >= band.fromLevel) from = band.fromLevel;
  return from;
}

export interface XpInfo {
  xp: number;
  level: number;
  title: string;
  /** XP still missing to reach the next level (0 at the cap). */
  xpToNextLevel: number;
  /** XP width of the current level, so progress = (nextLevelXP − xpToNextLevel) / nextLevelXP. */
  nextLevelXP: number;
}

export function xpInfo(xp: number): XpInfo {
  const safe = Math.max(0, Math.floor(xp));
  const level = levelForXp(safe);
  const title = titleForLevel(level);
  if (level >= MAX_LEVEL) return { xp: safe, level, title, xpToNextLevel: 0, nextLevelXP: 0 };
  const start = totalXpForLevel(level);
  const end = totalXpForLevel(level + 1);
  return { xp: safe, level, title, xpToNextLevel: end - safe, nextLevelXP: end - start };
}

/** XP a player earns for each played round (a `win`, `lose` or `draw` report; a `bet` alone earns none). */
export const XP_PER_ROUND = 10;

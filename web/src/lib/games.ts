import type { GameType } from "@jadeverse/api/client";

/** How players read a game type (docs/product/economy.md §3 game types; docs/product/platform.md §2 game cards). */
export interface GameInfo {
  readonly name: string;
  /** What one round is called: "hands" for card games, "games" otherwise. */
  readonly unit: "games" | "hands";
  /** Crash-type games pay gems, the others coins (docs/product/platform.md §2 game cards). */
  readonly currency: "coins" | "gems";
}

/**
 * Every game type's name, unit and currency: the one table the game cards, game history, statistics
 * tabs and the leaderboard's "Most valuable game" read.
 */
export const GAMES: Readonly<Record<GameType, GameInfo>> = {
  "bound-in-gold": { name: "Bound In Gold", unit: "games", currency: "gems" },
  baccarat: { name: "Baccarat", unit: "hands", currency: "coins" },
  "fireworks-frenzy": { name: "Fireworks Frenzy", unit: "games", currency: "gems" },
  blackjack: { name: "Blackjack", unit: "hands", currency: "coins" },
  roulette: { name: "Roulette", unit: "games", currency: "coins" },
  jetski: { name: "Jetski", unit: "games", currency: "coins" },
  jetpack: { name: "Jetpack", unit: "games", currency: "gems" },
  crash: { name: "Crash", unit: "games", currency: "gems" },
  slots: { name: "Slots", unit: "games", currency: "coins" },
};

/** A game type's name; an unknown type (a newer server's) in words ("new-game" → "New game"). */
export function gameName(game: string): string {
  if (Object.hasOwn(GAMES, game)) return GAMES[game as GameType].name;
  return game.charAt(0).toUpperCase() + game.slice(1).replaceAll("-", " ");
}

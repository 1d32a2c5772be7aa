import type { GameType } from "@jadeverse/api/client";

/**
 * A game's name: an id of the dashboard's catalogue (features/dashboard/messages/, docs/i18n.md), which
 * every signed-in page of both shells has loaded; render it with that catalogue's `t`.
 */
export type GameNameId =
  | "gBound"
  | "gBaccarat"
  | "gFireworks"
  | "gBlackjack"
  | "gRoulette"
  | "gJetski"
  | "gJetpack"
  | "gCrash"
  | "gSlots";

/** How players read a game type (docs/product/economy.md §3 game types; docs/product/platform.md §2 game cards). */
export interface GameInfo {
  readonly name: GameNameId;
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
  "bound-in-gold": { name: "gBound", unit: "games", currency: "gems" },
  baccarat: { name: "gBaccarat", unit: "hands", currency: "coins" },
  "fireworks-frenzy": { name: "gFireworks", unit: "games", currency: "gems" },
  blackjack: { name: "gBlackjack", unit: "hands", currency: "coins" },
  roulette: { name: "gRoulette", unit: "games", currency: "coins" },
  jetski: { name: "gJetski", unit: "games", currency: "coins" },
  jetpack: { name: "gJetpack", unit: "games", currency: "gems" },
  crash: { name: "gCrash", unit: "games", currency: "gems" },
  slots: { name: "gSlots", unit: "games", currency: "coins" },
};

/**
 * A game type's name in the player's language (`t`: the dashboard catalogue's); an unknown type (a newer
 * server's) in words ("new-game" → "New game"), as the server spells it.
 */
export function gameName(t: (id: GameNameId) => string, game: string): string {
  if (Object.hasOwn(GAMES, game)) return t(GAMES[game as GameType].name);
  return game.charAt(0).toUpperCase() + game.slice(1).replaceAll("-", " ");
}

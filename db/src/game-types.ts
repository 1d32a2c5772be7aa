/**
 * docs/product/economy.md §3 game types, as the API names them: one list for the schema, the API's validation and the
 * front ends (through the API's client export). A plain module, so importing it pulls in no drizzle.
 */

/**
 * The games of the JadeVerse lobby (docs/product/platform.md §3): the dashboard lists them before a first play, and
 * the play queue admits them beside the streamed world itself.
 */
export const LOBBY_GAMES = [
  "bound-in-gold",
  "baccarat",
  "fireworks-frenzy",
  "blackjack",
  "roulette",
  "jetski",
] as const;
export type LobbyGame = (typeof LOBBY_GAMES)[number];

/** Every game a round can be reported for: the lobby's and the platform's own. */
export const GAME_TYPES = [...LOBBY_GAMES, "jetpack", "crash", "slots"] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Spec 001 §3 game types, as the API names them: one list for the schema, the API's validation and the
 * front ends (through the API's client export). A plain module, so importing it pulls in no drizzle.
 */
export const GAME_TYPES = [
  "bound-in-gold",
  "baccarat",
  "fireworks-frenzy",
  "blackjack",
  "roulette",
  "jetski",
  "jetpack",
  "crash",
  "slots",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * The platform's own instant games (played on the API, paid in coins through the ledger): one list
 * for the schema, the API's validation and the front ends (through the API's client export). A plain
 * module, so importing it pulls in no drizzle.
 */
export const INSTANT_GAMES = ["roulette", "baccarat", "slots", "blackjack"] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];

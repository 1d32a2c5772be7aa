// The API for front ends: the instant games (its own entry: only the game pages need it). The
// response schemas the front ends parse answers with (the ones the routes answer with and the
// OpenAPI document shows), the request shapes, the table limits, the engines' plain table rules (so
// a page never restates them), and the verifier that recomputes a settled round from its revealed
// seed with the code that settled it. zod and plain modules only: the verifier already carries the
// engines, so the rules add nothing to a bundle that verifies.

/** A client seed the player may set (the server checks the same rules). */
export {
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_MIN_LENGTH,
  CLIENT_SEED_PATTERN,
} from "./lib/fairness/constants.ts";
export { BACCARAT_BET_KINDS } from "./lib/games/baccarat.ts";
export { BLACKJACK_ACTIONS, type BlackjackAction, MAX_HANDS } from "./lib/games/blackjack.ts";
export { type HandOutcome, handTotal, insuranceStake } from "./lib/games/blackjack-hand.ts";
export { type Card, cardOf, RANKS, SUITS } from "./lib/games/cards.ts";
export { type GamesCatalog, gamesCatalogResponse } from "./lib/games/catalog-response.ts";
export { CRASH_LIMITS, MIN_AUTO_CASHOUT } from "./lib/games/crash/limits.ts";
export {
  type CrashBetBody,
  type CrashBetResponse,
  type CrashCashoutBody,
  type CrashRoundView,
  type CrashStateResponse,
  crashBetResponse,
  crashHistoryResponse,
  crashMyBetResponse,
  crashRoundView,
  crashStateResponse,
} from "./lib/games/crash/schemas.ts";
export {
  BACCARAT_LIMITS,
  BLACKJACK_LIMITS,
  GAME_HISTORY_DEFAULT_LIMIT,
  GAME_HISTORY_MAX_LIMIT,
  ROULETTE_LIMITS,
  SLOTS_LIMITS,
} from "./lib/games/limits.ts";
export {
  type BaccaratBetRecord,
  type BaccaratOutcome,
  type BlackjackBetRecord,
  type BlackjackOutcome,
  GAME_FLOATS,
  type RouletteBetRecord,
  type RouletteOutcome,
  type SlotsBetRecord,
  type SlotsOutcome,
} from "./lib/games/outcomes.ts";
export type {
  BaccaratDealBody,
  BlackjackActionBody,
  RouletteSpinBody,
} from "./lib/games/requests.ts";
export {
  type BaccaratDeal,
  type BlackjackHandAnswer,
  baccaratDealResponse,
  blackjackCurrentResponse,
  blackjackHandResponse,
  blackjackView,
  type GameHistory,
  type GameHistoryEntry,
  gameHistoryEntry,
  gameHistoryResponse,
  INSTANT_GAMES,
  type RouletteSpin,
  rouletteSpinResponse,
  type SlotsSpin,
  slotsSpinResponse,
} from "./lib/games/responses.ts";
export {
  coveredNumbers,
  POCKETS,
  type PocketColor,
  pocketColor,
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  ROULETTE_ODDS,
  type RouletteBetKind,
} from "./lib/games/roulette.ts";
export { type RoundVerification, verifyGameRound } from "./lib/games/verify.ts";
export {
  CRASH_CASHOUT_EVENT,
  CRASH_CASHOUTS_EVENT,
  CRASH_CRASHED_EVENT,
  CRASH_NAMESPACE,
  CRASH_ROUND_EVENT,
  CRASH_TICK_EVENT,
  type CrashCashoutEvent,
  type CrashCashoutsEvent,
  type CrashCrashedEvent,
  type CrashEvents,
  type CrashRoundEvent,
  type CrashTickEvent,
  SOCKET_PATH,
} from "./realtime/events.ts";

/**
 * The table limits of the instant games, in coins, in one place: the services enforce them, `GET
 * /api/games` serves them and docs/games.md states them.
 *
 * `maxWin` is the most one round can pay back (stakes of winning bets included). The engines' odds
 * are never cut to fit it: a bet whose best possible outcome would pay more is refused before
 * anything is drawn (roulette checks its bets' best pocket; for the other games the stake limits
 * alone keep every outcome within it).
 */
import { MAX_BETS_PER_SPIN } from "./roulette.ts";
import { JADE_SLOTS } from "./slots.ts";

export const ROULETTE_LIMITS = {
  /** Per bet. */
  minBet: 1,
  maxBet: 10_000,
  /** All bets of one spin together. */
  maxTotalBet: 100_000,
  maxBets: MAX_BETS_PER_SPIN,
  /** A straight at `maxBet` (35:1 plus the stake). */
  maxWin: 360_000,
} as const;

export const BACCARAT_LIMITS = {
  /** Per bet (player, banker, tie: at most one of each). */
  minBet: 10,
  maxBet: 10_000,
  /** A tie at `maxBet` (8:1 plus the stake) with player and banker at `maxBet` pushed. */
  maxWin: 110_000,
} as const;

/** The largest win of one slots spin, × the line bet (slots.ts: checked over all 32⁵ stops). */
export const SLOTS_MAX_LINE_MULTIPLE = 2_604;

export const SLOTS_LIMITS = {
  lines: JADE_SLOTS.paylines.length,
  minBetPerLine: 1,
  maxBetPerLine: 1_000,
  /** The top spin at `maxBetPerLine`. */
  maxWin: SLOTS_MAX_LINE_MULTIPLE * 1_000,
} as const;

export const BLACKJACK_LIMITS = {
  /** The opening stake; doubles and splits add the hand's stake, insurance half the opening stake. */
  minStake: 10,
  maxStake: 10_000,
  /** Four split hands, each doubled and won: 4 × 2 × 2 × `maxStake`. */
  maxWin: 160_000,
} as const;

/** Rounds a player may start per minute, per game write (deal, spin); blackjack actions have their own. */
export const GAME_ROUNDS_PER_MINUTE = 120;
export const BLACKJACK_ACTIONS_PER_MINUTE = 240;

/** `GET /api/games/history`: 20 rounds by default, 100 at most. */
export const GAME_HISTORY_DEFAULT_LIMIT = 20;
export const GAME_HISTORY_MAX_LIMIT = 100;

/** Ledger reasons of a round's stakes and its payout. */
export const GAME_LEDGER_REASONS = { bet: "game-bet", win: "game-win" } as const;

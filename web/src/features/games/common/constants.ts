import { dashboardPage } from "../../../lib/constants.ts";

/** The games hub (issue 19): `/dashboard/games?game=<id>` opens one game; without it, the hub. */
export const GAMES_PATH = dashboardPage("games");
/** The search parameters of the hub: the open game, and the round its Verify panel shows. */
export const GAME_QUERY = "game";
export const VERIFY_QUERY = "verify";

/** The hub's games, in the order of its cards. */
export const HUB_GAMES = ["blackjack", "roulette", "baccarat", "slots"] as const;
export type HubGame = (typeof HUB_GAMES)[number];
/** Crash: a fifth card, shown only when the server says crash is configured (`GET /api/games/crash`). */
export const CRASH_GAME = "crash";

/** How long the catalogue (limits, returns, the slot machine) is fresh: the server caches it 5 minutes. */
export const CATALOG_STALE_MS = 5 * 60_000;

/** Animation lengths (skipped when the player prefers reduced motion). */
export const MOTION_MS = {
  rouletteSpin: 3_200,
  cardReveal: 420,
  reelSpin: 1_400,
  reelStagger: 220,
} as const;

/**
 * A write that failed on the network (nothing answered) is sent again with the same request key,
 * at most this many more times, after these pauses; the server applies one key once.
 */
export const NETWORK_RETRY_DELAYS_MS = [400, 1_200] as const;

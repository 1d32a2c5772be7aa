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

/** What each card says about its game (names come from lib/games.ts, the one table of game names). */
export const GAME_BLURBS: Readonly<Record<HubGame, string>> = {
  blackjack: "Beat the dealer to 21. Double, split and take insurance.",
  roulette: "European single-zero table. Place chips on numbers and outside bets.",
  baccarat: "Punto Banco: back the Player, the Banker or a Tie.",
  slots: "Five reels, three rows, ten paylines of jade and dragons.",
};
export const CRASH_BLURB = "One shared round: cash out before the multiplier crashes.";

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

/** Words of the games hub, named once. */
export const GAMES_TEXT = {
  title: "Games",
  intro: "Provably fair table games and slots, played with your coins.",
  allGames: "All games",
  play: "Play",
  loadFailed: "Failed to load the games. Please try again.",
  retry: "Retry",
  historyTitle: "Recent rounds",
  historyEmpty: "No rounds yet. Play one to see it here.",
  historyFailed: "Failed to load your rounds.",
  verify: "Verify",
  verifyTitle: "Verify a round",
  verifyPick: "Pick a round from your recent rounds to verify it.",
  verifyNotRevealed: "This round's server seed is still secret. Rotate your seed to reveal it, then verify.",
  verifyMatch: "The revealed seeds give exactly this round.",
  verifyMismatch: "The round recomputed from the revealed seeds differs from the recorded one.",
  verifyUnreadable: "This round cannot be recomputed here.",
  stakeLabel: "Stake",
  chipLabel: "Chip",
  clear: "Clear",
  minStake: "Min",
  maxStake: "Max",
  belowMin: (min: string) => `The smallest stake is ${min} coins.`,
  aboveMax: (max: string) => `The largest stake is ${max} coins.`,
  overBalance: "You do not have enough coins for this stake.",
  overBalanceBets: "You do not have enough coins for these bets.",
  /** The ways to coins offered with it (the purchase page's Swap Gems panel and gem packs). */
  swapForCoins: "Swap gems for coins",
  or: "or",
  buyGems: "buy gems",
  noBet: "Place a bet first.",
  balance: "Balance",
  coin: "coin",
  coins: "coins",
  paytable: "Paytable",
  rtp: "Return to player",
  maxWin: "Max win",
} as const;

/**
 * Spec constants (docs/product/platform.md §2, §3, §8, §9) used by the front ends. One name each; components import them
 * rather than repeating literals.
 */

import type { LobbyGame } from "@jadeverse/api/client";
import { GAMES, type GameInfo } from "./games.ts";

export const PRODUCT_NAME = "JadeVerse";
export const PRODUCT_TAGLINE = "The free-to-play social casino that lives in Telegram";

/** Session storage key of the bearer token (docs/product/platform.md §3 "Auth state"). */
export const ACCESS_TOKEN_STORAGE_KEY = "access_token";

/** docs/product/platform.md §2 route table. */
export const ROUTES = {
  home: "/",
  earlyAccess: "/early-access",
  signup: "/signup",
  /** Where the game guard sends a visitor without a token; the landing opens the login popup. */
  login: "/login",
  token: "/token",
  terms: "/terms-and-conditions",
  resetPassword: "/reset-password",
  rewardClaim: "/reward-claim",
  queueDashboard: "/queue-dashboard",
  dashboard: "/dashboard",
  /** The operator's console (web only, its own lazily loaded area: web/src/console/). */
  console: "/admin",
  dashboardPages: [
    "games",
    "settings",
    "buy-gems",
    "inventory",
    "leaderboard",
    "vesting",
    "staking",
    "store",
    "wheel",
    "items",
    "items/:itemId",
  ],
  play: "/play",
  playPixel: "/play-pixel",
  paymentSuccess: "/payment-success",
  paymentFailed: "/payment-failed",
  hub88: "/hub88",
} as const;

/** A dashboard page's path (`/dashboard/wheel`), from the list above. */
export const dashboardPage = (page: (typeof ROUTES.dashboardPages)[number]) => `${ROUTES.dashboard}/${page}`;

/**
 * The wheel's page, and its verify page (docs/product/economy.md §2 route table's wheel, plus the fairness
 * verifier of issue 9). Here, not in the wheel's constants, so the route table takes only these two to
 * every first load and the wheel's constants stay in its own chunk.
 */
export const WHEEL_PATH = dashboardPage("wheel");
export const VERIFY_PATH = `${WHEEL_PATH}/verify`;

/** The purchase page's sections (docs/product/economy.md §2: Purchase, Swap Gems, FAQ), as its anchors name them. */
export const BUY_GEMS_SECTIONS = { purchase: "purchase", swap: "swap-gems", faq: "faq" } as const;
/** A section of the purchase page: `/dashboard/buy-gems#swap-gems`. */
export const buyGemsSection = (section: keyof typeof BUY_GEMS_SECTIONS) =>
  `${dashboardPage("buy-gems")}#${BUY_GEMS_SECTIONS[section]}`;

/** Landing query parameters (docs/product/platform.md §2). */
export const LANDING_QUERY = {
  demoId: "demoId",
  token: "token",
  login: "login",
  referral: "referral",
} as const;

/** Field errors disappear after this long (docs/product/platform.md §8, §9). */
export const ERROR_DISPLAY_MS = 5_000;

/** Compact number suffixes, largest first (docs/product/platform.md §9). */
export const COMPACT_UNITS = [
  { value: 1e9, suffix: "B" },
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
] as const;

/** Shown when XP, rank or statistics are missing (docs/product/platform.md §3). */
export const PLAYER_DEFAULTS = {
  rank: 1,
  vip: 0,
  level: 1,
  xp: 0,
} as const;

/** docs/product/platform.md §9 breakpoints, px. */
export const BREAKPOINTS = {
  small: 500,
  mobile: 768,
  landingWide: 1200,
  homeLayout: 1280,
  tutorialCutoff: 1300,
  nicknameTruncation: 1600,
} as const;

/** Long nicknames are cut on viewports up to BREAKPOINTS.nicknameTruncation (docs/product/platform.md §2). */
export const NICKNAME_TRUNCATION = { fromLength: 15, keep: 7 } as const;

export interface GameCard extends GameInfo {
  /** One of the lobby's games (db/src/game-types.ts, through the client). */
  slug: LobbyGame;
}

/** The games with a card, in spec order; Jetski has statistics but no card. */
const CARD_GAMES: readonly LobbyGame[] = [
  "bound-in-gold",
  "baccarat",
  "fireworks-frenzy",
  "blackjack",
  "roulette",
];

/**
 * The dashboard's game cards in spec order: names, units and currencies from GAMES (lib/games.ts),
 * what each card says about its game from the dashboard's catalogue (features/dashboard/constants.ts).
 */
export const GAME_CARDS: readonly GameCard[] = CARD_GAMES.map((slug) => ({ slug, ...GAMES[slug] }));

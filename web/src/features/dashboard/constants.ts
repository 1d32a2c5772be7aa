import type { LobbyGame } from "@jadeverse/api/client";
import type { DashboardMessage } from "./messages.ts";

/** Dashboard shell and home constants (docs/product/platform.md §2, §4, §9; docs/product/economy.md §8). Breakpoints are BREAKPOINTS. */

/** The header takes its scrolled style past this many pixels (docs/product/platform.md §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Banner carousel: auto-advance and cross-fade (docs/product/platform.md §4, §9). */
export const BANNER_TIMING = { autoAdvanceMs: 10_000, fadeMs: 200 } as const;
/** Owned-avatars carousel: visible slides above / at-or-below BREAKPOINTS.mobile; lists this short loop twice. */
export const AVATAR_CAROUSEL = {
  visibleWide: 3,
  visibleNarrow: 1,
  duplicateMin: 2,
  duplicateMax: 3,
} as const;
/** `GET /api/v1/metric/user-bet-history` on the dashboard (docs/product/economy.md §9). */
export const GAME_HISTORY_LIMIT = 50;

/** The welcome picker; its texts are the dashboard's catalogue (messages/, docs/i18n.md). */
export const AVATAR_PICKER = {
  /** Session-storage key: "Later" holds the picker back for the rest of this tab's session. */
  laterKey: "jv.welcome-later",
} as const;

/** What each card says about its game (docs/product/platform.md §2 "Game cards row"); Jetski has no card. */
export const GAME_CARD_BLURBS: Readonly<Partial<Record<LobbyGame, DashboardMessage>>> = {
  "bound-in-gold": "dBound",
  baccarat: "dBaccarat",
  "fireworks-frenzy": "dFireworks",
  blackjack: "dBlackjack",
  roulette: "dRoulette",
};

/** A banner slide's words: a message of the dashboard's catalogue, or an API banner's own title. */
export type BannerText = { id: DashboardMessage } | { text: string };

export interface BannerSlide {
  title: BannerText;
  tag?: DashboardMessage;
  cta: { label: DashboardMessage; to?: string; launchesGame?: boolean };
  extra?: { label: DashboardMessage; to: string };
  imageUrl?: string;
}

/**
 * docs/product/platform.md §2 "Banner carousel"; also the default when `GET /api/banners` fails or is empty.
 * Slide 2's "Available now" is off, saying `notOpen`, while the fireworks-frenzy flag is (docs/product/platform.md
 * §3: the flag gates that launch; its default is off); the play rules' own reasons (beta access, stream) come next.
 */
export const SPEC_BANNERS: readonly BannerSlide[] = [
  {
    title: { id: "b1" },
    tag: "b1Tag",
    cta: { label: "buyGems", to: "/dashboard/buy-gems" },
    extra: { label: "b1More", to: "/dashboard/buy-gems" },
  },
  {
    title: { id: "gFireworks" },
    tag: "b2Tag",
    cta: { label: "b2Cta", launchesGame: true },
  },
  {
    title: { id: "b3" },
    tag: "b3Tag",
    cta: { label: "buyGems", to: "/dashboard/buy-gems" },
    extra: { label: "b3More", to: "/dashboard/wheel" },
  },
];

import type { TutorialStep } from "@jadeverse/api/client";

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

/** The three highlighted tips: which element (`data-tutorial`) each one points at. */
export const TUTORIAL_TIPS: readonly { step: TutorialStep; target: string; title: string; body: string }[] = [
  {
    step: "STEP_1_INTRO",
    target: "balances",
    title: "Your balances",
    body: "Jade Gems and Golden Coins live here. Buy gems or swap them for coins any time.",
  },
  {
    step: "STEP_2_MOVEMENT",
    target: "navigation",
    title: "Find your way",
    body: "The side menu takes you to the store, the wheel, the leaderboard and your settings.",
  },
  {
    step: "STEP_3_ACTION",
    target: "play",
    title: "Ready to play?",
    body: "Press Play to launch the game, or join the queue when every seat is taken.",
  },
];

export interface BannerSlide {
  title: string;
  tag: string;
  cta: { label: string; to?: string; launchesGame?: boolean };
  extra?: { label: string; to: string };
  imageUrl?: string;
}

/**
 * Why the banner's "Available now" is off while the fireworks-frenzy flag is (docs/product/platform.md §3: the flag
 * gates that launch; its default is off). The play rules' own reasons (beta access, stream) come next.
 */
export const BANNER_TEXT = {
  gameNotOpen: "Coming soon: this game is not open to players yet.",
} as const;

/** docs/product/platform.md §2 "Banner carousel"; also the default when `GET /api/banners` fails or is empty. */
export const SPEC_BANNERS: readonly BannerSlide[] = [
  {
    title: "Gems purchase is now Live!",
    tag: "Major Update",
    cta: { label: "Buy Gems", to: "/dashboard/buy-gems" },
    extra: { label: "Grab up to 30% extra", to: "/dashboard/buy-gems" },
  },
  {
    title: "Fireworks Frenzy",
    tag: "Hot Release",
    cta: { label: "Available now", launchesGame: true },
  },
  {
    title: "SPIN & WIN GREAT PRIZES!",
    tag: "NEW MINI GAME",
    cta: { label: "Buy Gems", to: "/dashboard/buy-gems" },
    extra: { label: "Spin the wheel", to: "/dashboard/wheel" },
  },
];

import { type GameType, REFERRAL_BONUS_GEMS } from "@jadeverse/api/client";

/**
 * docs/product/economy.md §2 "Profile (/dashboard/settings)", §8 Profile/Referral messages, §9 constants: every
 * label, message and timing of the settings page, named once.
 */

/** The side menu, in the spec's order; `referral` is the default (docs/product/economy.md §2). */
export const SETTINGS_TABS = [
  { id: "statistics", label: "Statistics" },
  { id: "referral", label: "Referral Program" },
  { id: "profile", label: "Profile Settings" },
  { id: "payment", label: "Payment Settings" },
  { id: "deposits", label: "Deposits" },
  { id: "withdrawals", label: "Withdrawals" },
  { id: "favorites", label: "Favorites" },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

export const DEFAULT_SETTINGS_TAB: SettingsTabId = "referral";

/** The compact navigation of narrow screens: three tabs, in the spec's order. */
export const COMPACT_TABS: readonly SettingsTabId[] = ["referral", "statistics", "profile"];

/** The URL query naming the open tab (`?tab=statistics`) and the statistics tab's game (`&game=crash`). */
export const SETTINGS_QUERY = { tab: "tab", game: "game" } as const;

/** Milliseconds: the copy confirmations (docs/product/economy.md §9 "Copy confirmation 2 s") and the beta toast (§9 "beta toast 5 s"). */
export const COPY_CONFIRM_MS = 2_000;
export const BETA_TOAST_MS = 5_000;

/** docs/product/economy.md §9 "Referral bonus shown: 100 gems per registered friend": the bonus the server pays. */
export const REFERRAL_BONUS_SHOWN_GEMS = REFERRAL_BONUS_GEMS;

export const BETA_ACCESS = {
  button: "Beta Access",
  toast:
    "You have Beta Access! You can play the game before the official launch. Thank you for being an early supporter!",
} as const;

export const REFERRAL_MESSAGES = {
  title: "Referral Program",
  intro: `Invite your friends and earn ${REFERRAL_BONUS_SHOWN_GEMS} gems for every friend who registers and verifies their account.`,
  linkLabel: "Your referral link",
  copy: "Copy",
  copied: "Copied",
  share: "Share",
  shared: "Shared",
  shareText: "Join me on JadeVerse, the free-to-play social casino!",
  totalReferrals: "Total Referrals",
  verifiedUsers: "Verified Users",
  pending: (count: string) => `${count} pending`,
  gemsEarned: "Gems Earned",
  successRate: "Success Rate",
  recentReferrals: "Recent Referrals",
  newUser: "New User",
  verified: "Verified",
  pendingBadge: "Pending",
  loading: "Loading statistics...",
  loadFailed: "Unable to load referral statistics",
  noData: "No referral data available",
} as const;

export const STATISTICS_MESSAGES = {
  gemBannerTitle: "All Gems Packs are now Live!",
  gemBannerCta: "Grab your pack",
  referralBannerTitle: `Invite friends, earn ${REFERRAL_BONUS_SHOWN_GEMS} gems each`,
  copiedToClipboard: "Copied to clipboard!",
  overview: "Overview",
  quickSummary: "Quick Summary",
  totalPlayed: "Total Played",
  avgBetSize: "Avg Bet Size",
  biggestWin: "Biggest Win",
  totalPlayTime: "Total Play Time",
  mostPlayed: "Most played",
  wins: "Wins",
  playTime: "Play time",
  launchGame: "Launch game",
  generalStatistics: "General statistics",
  totalWagered: "Total wagered",
  totalCoinsWon: "Total coins won",
  gemsWagered: "Gems wagered",
  gemsWon: "Gems won",
  maxGemsOwned: "Max gems owned",
  highestReward: "Highest reward",
  averageSession: "Average session",
  gamesWon: "Games won",
  totalSessions: "Total sessions",
  winRate: "Win rate",
  sessions: "Sessions",
  loadFailed: "Unable to load statistics",
  noData: (game: string) => `No data available for ${game}`,
} as const;

/** The body of the four menu entries the spec leaves empty (Payment Settings, Deposits, Withdrawals, Favorites). */
export const COMING_SOON = {
  title: "Coming soon",
  body: {
    deposits: "Your deposit history, with amounts and their status, will appear here.",
    withdrawals: "Withdrawal requests and their progress will appear here.",
    favorites: "The games you mark as favourites will be gathered here.",
  },
} as const;

/** docs/product/economy.md §2: the statistics tab's game tabs by default, and the most-played card's default game. */
export const DEFAULT_GAME_TABS: readonly GameType[] = ["crash", "roulette", "blackjack", "jetpack"];
export const DEFAULT_MOST_PLAYED: GameType = "bound-in-gold";

import { type GameType, REFERRAL_BONUS_GEMS } from "@jadeverse/api/client";
import type { SettingsMessage } from "./messages.ts";

/**
 * docs/product/economy.md §2 "Profile (/dashboard/settings)", §8 Profile/Referral messages, §9 constants: the
 * settings page's tabs, timings and defaults, named once. Its words are its catalogue's (messages/).
 */

/** The side menu, in the spec's order; `referral` is the default (docs/product/economy.md §2). */
export const SETTINGS_TABS = [
  { id: "statistics", label: "tabStatistics" },
  { id: "referral", label: "tabReferral" },
  { id: "profile", label: "tabProfile" },
  { id: "payment", label: "tabPayment" },
  { id: "deposits", label: "tabDeposits" },
  { id: "withdrawals", label: "tabWithdrawals" },
  { id: "favorites", label: "tabFavorites" },
] as const satisfies readonly { id: string; label: SettingsMessage }[];

export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

/** Each tab's name (its message). */
export const SETTINGS_TAB_LABELS = Object.fromEntries(
  SETTINGS_TABS.map((tab) => [tab.id, tab.label]),
) as Record<SettingsTabId, SettingsMessage>;

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

/** The body of three menu entries the spec leaves empty (Deposits, Withdrawals, Favorites): its message. */
export const COMING_SOON_BODY = {
  deposits: "soonDeposits",
  withdrawals: "soonWithdrawals",
  favorites: "soonFavorites",
} as const satisfies Record<string, SettingsMessage>;

/** docs/product/economy.md §2: the statistics tab's game tabs by default, and the most-played card's default game. */
export const DEFAULT_GAME_TABS: readonly GameType[] = ["crash", "roulette", "blackjack", "jetpack"];
export const DEFAULT_MOST_PLAYED: GameType = "bound-in-gold";

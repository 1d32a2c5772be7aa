import { dashboardPage, ROUTES } from "../../lib/constants.ts";
import type { DashboardMessage } from "./messages.ts";

/** The glyphs the side navigation and the burger menu draw (nav-icon.tsx). */
export type NavIconName =
  | "gems"
  | "home"
  | "games"
  | "trophy"
  | "vesting"
  | "staking"
  | "settings"
  | "wheel"
  | "items"
  | "store";

export interface NavEntry {
  /** Its name in the dashboard's catalogue (messages/). */
  label: DashboardMessage;
  path: string;
  icon: NavIconName;
}

/**
 * Side navigation and burger menu entries: docs/product/platform.md §2's list in its order (Buy gems … Wheel of
 * Fortune, Items), then the Store. "Items" is the player's inventory (the place the wheel's win modal
 * points to); the Store is a place of its own, not only a banner's or an empty state's link.
 */
export const DASHBOARD_NAV: readonly NavEntry[] = [
  { label: "navBuyGems", path: `${ROUTES.dashboard}/buy-gems`, icon: "gems" },
  { label: "navDashboard", path: ROUTES.dashboard, icon: "home" },
  { label: "navGames", path: dashboardPage("games"), icon: "games" },
  { label: "navLeaderboard", path: `${ROUTES.dashboard}/leaderboard`, icon: "trophy" },
  { label: "navVesting", path: `${ROUTES.dashboard}/vesting`, icon: "vesting" },
  { label: "navStaking", path: `${ROUTES.dashboard}/staking`, icon: "staking" },
  { label: "navSettings", path: `${ROUTES.dashboard}/settings`, icon: "settings" },
  { label: "navWheel", path: dashboardPage("wheel"), icon: "wheel" },
  { label: "navItems", path: dashboardPage("inventory"), icon: "items" },
  { label: "navStore", path: `${ROUTES.dashboard}/store`, icon: "store" },
];

import { dashboardPage, ROUTES } from "../../lib/constants.ts";

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
  label: string;
  path: string;
  icon: NavIconName;
}

/**
 * Side navigation and burger menu entries: docs/product/platform.md §2's list in its order (Buy gems … Wheel of
 * Fortune, Items), then the Store. "Items" is the player's inventory (the place the wheel's win modal
 * points to); the Store is a place of its own, not only a banner's or an empty state's link.
 */
export const DASHBOARD_NAV: readonly NavEntry[] = [
  { label: "Buy gems", path: `${ROUTES.dashboard}/buy-gems`, icon: "gems" },
  { label: "Dashboard", path: ROUTES.dashboard, icon: "home" },
  { label: "Games", path: dashboardPage("games"), icon: "games" },
  { label: "Leaderboard", path: `${ROUTES.dashboard}/leaderboard`, icon: "trophy" },
  { label: "Vesting", path: `${ROUTES.dashboard}/vesting`, icon: "vesting" },
  { label: "Staking", path: `${ROUTES.dashboard}/staking`, icon: "staking" },
  { label: "Settings", path: `${ROUTES.dashboard}/settings`, icon: "settings" },
  { label: "Wheel of Fortune", path: dashboardPage("wheel"), icon: "wheel" },
  { label: "Items", path: dashboardPage("inventory"), icon: "items" },
  { label: "Store", path: `${ROUTES.dashboard}/store`, icon: "store" },
];

import type { DashboardMessage } from "./messages.ts";

/**
 * The header's actions (docs/product/platform.md §2 "Dashboard shell"): their names (the dashboard
 * catalogue's) and icon paths, shared by the header's icon buttons and the overflow menu that holds
 * them on narrow windows. "Reset tutorial" (only on /dashboard) and the overflow menu's "More" are the
 * catalogue's `resetTutorial` and `more`.
 */
export const HEADER_ACTIONS = {
  search: { label: "search", icon: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5" },
  favourites: {
    label: "favourites",
    icon: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  },
  logout: { label: "logout", icon: "M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" },
} as const satisfies Record<string, { label: DashboardMessage; icon: string }>;

export type HeaderAction = keyof typeof HEADER_ACTIONS;

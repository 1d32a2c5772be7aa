import { DASHBOARD_NAV, NavEntryList } from "@jadeverse/web/navigation";
import { ROUTES, TAB_ROUTES } from "@jadeverse/web/routes";

const TAB_PATHS = new Set(TAB_ROUTES.map((route) => route.path));

/**
 * The dashboard's places the tab bar has no room for (buy gems, vesting, staking, settings): the
 * web's navigation entries (one list, features/dashboard/nav-entries.ts) less the tabs and home.
 */
export const MORE_ENTRIES = DASHBOARD_NAV.filter(
  (entry) => entry.path !== ROUTES.dashboard && !TAB_PATHS.has(entry.path),
);

/** The More menu's list (its own chunk: loaded when the menu first opens, not with the first screen). */
export function MoreMenuList({ onNavigate }: { onNavigate(): void }) {
  return <NavEntryList entries={MORE_ENTRIES} onNavigate={onNavigate} />;
}

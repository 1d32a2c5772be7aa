/**
 * `@jadeverse/web/navigation`: the player's navigation (the dashboard's side nav and burger menu), its
 * entries and the list that renders them, for a shell's own menu. A lazy chunk's import.
 */
export { DASHBOARD_NAV } from "../features/dashboard/nav-entries.ts";
export { NavEntryList } from "../features/dashboard/nav-menu-parts.tsx";

/**
 * `@jadeverse/web/routes`: the route table every shell mounts (each page once: path, lazy page, title,
 * access, tab) and the paths of the pages.
 */

/** The catalogue the tabs' labels are messages of (docs/i18n.md). */
export { dashboardMessages } from "../features/dashboard/messages.ts";
export { ROUTES } from "../lib/constants.ts";
export { PAGE_ROUTES, type PageRoute, TAB_ROUTES, type TabIcon, toRouteObject } from "../route-table.tsx";

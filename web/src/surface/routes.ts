/**
 * `@jadeverse/web/routes`: the route table every shell mounts (each page once: path, lazy page, title,
 * access, tab) and the paths of the pages.
 */

export { ROUTES } from "../lib/constants.ts";
export { PAGE_ROUTES, type PageRoute, TAB_ROUTES, type TabIcon, toRouteObject } from "../route-table.tsx";
/** The catalogue the tabs' labels and the pages' titles are messages of (docs/i18n.md). */
export { uiMessages } from "../ui/messages.ts";

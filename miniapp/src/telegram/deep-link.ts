import { MINI_APP_PAGES, type MiniAppPage } from "@jadeverse/api/client";
import { ROUTES } from "@jadeverse/web/routes";

/**
 * `start_param` deep links (`https://t.me/<bot>/app?startapp=wheel`): these names open their page;
 * any other value is a referral code, which the API reads from the signed initData. The list is the
 * API's (one list for the API, the bot and this app); each name must be a dashboard page.
 */
export const DEEP_LINK_PAGES = MINI_APP_PAGES satisfies readonly (typeof ROUTES.dashboardPages)[number][];
export type DeepLinkPage = MiniAppPage;

export const SETTINGS_PATH = `${ROUTES.dashboard}/settings`;

/** The page a `start_param` names, or `undefined` (a referral code, or nothing). */
export function deepLinkPage(startParam: string | undefined): DeepLinkPage | undefined {
  const name = startParam?.trim().toLowerCase();
  return DEEP_LINK_PAGES.find((page) => page === name);
}

export interface DeepLinkPlan {
  /** Where the app opens. */
  path: string;
  /**
   * A page that is not a tab opens above the dashboard, so Telegram's BackButton leads there; a tab
   * opens at depth 0 like any tab.
   */
  above?: string;
}

export function deepLinkPlan(
  startParam: string | undefined,
  tabPaths: ReadonlySet<string>,
): DeepLinkPlan | undefined {
  const page = deepLinkPage(startParam);
  if (!page) return undefined;
  const path = `${ROUTES.dashboard}/${page}`;
  return tabPaths.has(path) ? { path } : { path, above: ROUTES.dashboard };
}

const APPLIED_KEY = "jadeverse/tg-deep-link-applied";

/**
 * True the first time a launch asks (a launch is its initData's `hash`): a reload, or coming back to
 * the dashboard, does not open the deep link again.
 */
export function claimDeepLink(
  rawInitData: string,
  storage: Pick<Storage, "getItem" | "setItem"> | undefined,
): boolean {
  const launch = new URLSearchParams(rawInitData).get("hash") ?? rawInitData;
  try {
    if (storage?.getItem(APPLIED_KEY) === launch) return false;
    storage?.setItem(APPLIED_KEY, launch);
  } catch {
    // No storage: each page load is its own launch.
  }
  return true;
}

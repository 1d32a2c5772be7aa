import type { ComponentType } from "react";
import { ROUTES, VERIFY_PATH } from "./lib/constants.ts";
import type { UiMessage } from "./ui/messages.ts";

/** Who may open a page: anyone; a signed-in player (else `/`); the game (else `/login`), docs/product/platform.md §2. */
export type PageAccess = "public" | "protected" | "play";

/** The Mini App's bottom tabs, in order; each names the icon its shell draws. */
export type TabIcon = "home" | "games" | "store" | "wheel" | "items" | "leaderboard";

type LoadPage = () => Promise<{ Component: ComponentType }>;

/** A page's title: its message id in the ui catalogue, or null for the product's name alone (the landing). */
export type PageTitle = UiMessage | null;

export interface PageRoute {
  /** Stable id (react-router route id, tests, analytics). */
  id: string;
  /** Path inside the shell: the Mini App mounts the same paths under its `/tg-app` basename. */
  path: string;
  /**
   * Shown by the shell (web: the document title and the page's bar; Mini App: its header): a message of
   * the ui catalogue (web/src/ui/messages/, on every first load), or null for the product's name alone.
   */
  title: PageTitle;
  access: PageAccess;
  /** The page body, without chrome, loaded on first visit (its own chunk). */
  lazy: LoadPage;
  /**
   * The web ships this page in its first chunk and prerenders it (routes.tsx): the landing. Kept out
   * of the table's imports so the Mini App never bundles it.
   */
  webFirstLoad?: true;
  /** A bottom tab in the Mini App, at `order` from the left (the web's navigation is the dashboard chrome's). */
  /** The Mini App tab: its label is a message of the ui catalogue (web/src/ui/messages/, docs/i18n.md). */
  tab?: { label: UiMessage; icon: TabIcon; order: number };
  /** The landing and the account pages are the web's only; the Mini App signs in with Telegram. */
  webOnly?: true;
  /**
   * The page is a whole screen of its own (the landing, the game, payment results): the web mounts
   * it outside the dashboard chrome and adds no header.
   */
  ownChrome?: true;
}

/** Pages of the spec's table whose screens ship in a later release (features/unopened/unopened-page). */
const unopenedPublic: LoadPage = async () => ({
  Component: (await import("./features/unopened/unopened-page.tsx")).UnopenedPublicPage,
});
const unopenedPlayer: LoadPage = async () => ({
  Component: (await import("./features/unopened/unopened-page.tsx")).UnopenedPlayerPage,
});

const landing = (id: string, path: string): PageRoute => ({
  id,
  path,
  title: null,
  access: "public",
  lazy: async () => ({ Component: (await import("./features/landing/landing-page.tsx")).LandingPage }),
  webFirstLoad: true,
  webOnly: true,
  ownChrome: true,
});

const DASHBOARD_PAGE_TITLES: Record<(typeof ROUTES.dashboardPages)[number], UiMessage> = {
  games: "pGames",
  settings: "pSettings",
  "buy-gems": "pGems",
  inventory: "pInventory",
  leaderboard: "pBoard",
  vesting: "pVesting",
  staking: "pStaking",
  store: "pStore",
  wheel: "pWheel",
  items: "pItems",
  "items/:itemId": "pItem",
};

/** Dashboard pages whose screens are open; the rest show the unopened page. */
const DASHBOARD_PAGES: Partial<Record<(typeof ROUTES.dashboardPages)[number], LoadPage>> = {
  games: async () => ({ Component: (await import("./features/games/games-page.tsx")).GamesPage }),
  store: async () => ({ Component: (await import("./features/store/store-page.tsx")).StorePage }),
  "buy-gems": async () => ({ Component: (await import("./features/swap/buy-gems-page.tsx")).BuyGemsPage }),
  inventory: async () => ({
    Component: (await import("./features/inventory/inventory-page.tsx")).InventoryPage,
  }),
  items: async () => ({
    Component: (await import("./features/inventory/items-redirect.tsx")).ItemsRedirect,
  }),
  wheel: async () => ({ Component: (await import("./features/wheel/wheel-page.tsx")).WheelPage }),
  settings: async () => ({ Component: (await import("./features/settings/settings-page.tsx")).SettingsPage }),
  leaderboard: async () => ({
    Component: (await import("./features/leaderboard/leaderboard-page.tsx")).LeaderboardPage,
  }),
  vesting: async () => ({ Component: (await import("./features/vesting/vesting-page.tsx")).VestingPage }),
  staking: async () => ({ Component: (await import("./features/staking/staking-page.tsx")).StakingPage }),
};

const DASHBOARD_TABS: Partial<Record<(typeof ROUTES.dashboardPages)[number], PageRoute["tab"]>> = {
  // Issue 19: the built-in games are a tab of their own in the Mini App.
  games: { label: "tabGames", icon: "games", order: 1 },
  store: { label: "tabStore", icon: "store", order: 2 },
  wheel: { label: "tabWheel", icon: "wheel", order: 3 },
  // docs/product/platform.md §2's navigation calls the inventory "Items", as the web's side menu does.
  inventory: { label: "tabItems", icon: "items", order: 4 },
  leaderboard: { label: "tabLeaderboard", icon: "leaderboard", order: 5 },
};

/**
 * docs/product/platform.md §2 route table, listed once. The web app mounts it with `createBrowserRouter` in its
 * layouts (routes.tsx); the Mini App mounts the same entries under `basename: "/tg-app"` in its
 * Telegram layout, so react-router's `Link` and `useNavigate` work in both.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  landing("home", ROUTES.home),
  landing("early-access", ROUTES.earlyAccess),
  landing("signup", ROUTES.signup),
  landing("login", ROUTES.login),
  {
    id: "token",
    path: ROUTES.token,
    title: "pToken",
    access: "public",
    lazy: async () => ({ Component: (await import("./features/token/token-page.tsx")).TokenPage }),
    ownChrome: true,
  },
  {
    id: "terms",
    path: ROUTES.terms,
    title: "pTerms",
    access: "public",
    lazy: async () => ({ Component: (await import("./features/legal/terms-page.tsx")).TermsPage }),
    ownChrome: true,
  },
  {
    id: "reset-password",
    path: ROUTES.resetPassword,
    title: "pReset",
    access: "public",
    lazy: async () => ({
      Component: (await import("./features/account/reset-password-page.tsx")).ResetPasswordPage,
    }),
    webOnly: true,
    ownChrome: true,
  },
  {
    id: "reward-claim",
    path: ROUTES.rewardClaim,
    title: "pClaim",
    access: "public",
    lazy: async () => ({
      Component: (await import("./features/airdrop/reward-claim-page.tsx")).RewardClaimPage,
    }),
  },
  {
    id: "queue-dashboard",
    path: ROUTES.queueDashboard,
    title: "pQueue",
    access: "public",
    lazy: unopenedPublic,
    webOnly: true,
  },
  {
    id: "dashboard",
    path: ROUTES.dashboard,
    title: "pDash",
    access: "protected",
    lazy: async () => ({
      Component: (await import("./features/dashboard/dashboard-page.tsx")).DashboardPage,
    }),
    tab: { label: "tabHome", icon: "home", order: 0 },
  },
  ...ROUTES.dashboardPages.map(
    (page): PageRoute => ({
      id: `dashboard-${page.replace("/:", "-")}`,
      path: `${ROUTES.dashboard}/${page}`,
      title: DASHBOARD_PAGE_TITLES[page],
      access: "protected",
      lazy: DASHBOARD_PAGES[page] ?? unopenedPlayer,
      ...(DASHBOARD_TABS[page] ? { tab: DASHBOARD_TABS[page] } : {}),
    }),
  ),
  {
    id: "dashboard-wheel-verify",
    path: VERIFY_PATH,
    title: "pVerify",
    access: "protected",
    lazy: async () => ({ Component: (await import("./features/wheel/verify-page.tsx")).VerifyPage }),
  },
  {
    id: "play-pixel",
    path: ROUTES.playPixel,
    title: "pPlay",
    access: "protected",
    lazy: async () => ({ Component: (await import("./features/play/play-pixel-page.tsx")).PlayPixelPage }),
    ownChrome: true,
  },
  {
    id: "hub88",
    path: ROUTES.hub88,
    title: "pCasino",
    access: "protected",
    lazy: unopenedPlayer,
  },
  {
    id: "payment-success",
    path: ROUTES.paymentSuccess,
    title: "pPaid",
    access: "protected",
    lazy: async () => ({
      Component: (await import("./features/payment/payment-result-page.tsx")).PaymentSuccessPage,
    }),
    ownChrome: true,
  },
  {
    id: "payment-failed",
    path: ROUTES.paymentFailed,
    title: "pUnpaid",
    access: "protected",
    lazy: async () => ({
      Component: (await import("./features/payment/payment-result-page.tsx")).PaymentFailedPage,
    }),
    ownChrome: true,
  },
  {
    id: "play",
    path: ROUTES.play,
    title: "pPlay",
    access: "play",
    lazy: async () => ({ Component: (await import("./features/play/play-page.tsx")).PlayPage }),
    ownChrome: true,
  },
];

/** The Mini App's bottom tabs, left to right. */
export const TAB_ROUTES = PAGE_ROUTES.filter((route) => route.tab).sort(
  (a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0),
);

/** What each route carries in react-router's `handle` (read with `useMatches`). */
export interface PageHandle {
  title: PageTitle;
  ownChrome: boolean;
}

/** One table entry as a react-router route object. */
export function toRouteObject(route: PageRoute) {
  const handle: PageHandle = { title: route.title, ownChrome: route.ownChrome ?? false };
  return { id: route.id, path: route.path, handle, lazy: route.lazy };
}

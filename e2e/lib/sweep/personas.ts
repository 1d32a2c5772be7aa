// Who the sweep looks at the app as: a signed-out visitor and every seeded demo persona on the web,
// and a Telegram player in the Mini App under a light and a dark theme. Each gets one browser context.
import { expect, type Page } from "@playwright/test";
import type { CatalogueLocale } from "../../../db/src/i18n/locales.ts";
import { DEMO_USERS } from "../../../db/src/seed/demo-users.ts";
import {
  launchHash,
  openMiniApp,
  signedInitData,
  TELEGRAM_DARK_THEME,
  TELEGRAM_THEME,
  TELEGRAM_VIEWPORT,
  type TelegramTheme,
  type TelegramUser,
  uniqueTelegramUser,
} from "../telegram.ts";
import type { SweepRoute } from "./routes.ts";
import type { Viewport } from "./sweep-page.ts";

/** Issue 16: the web at a phone's, a tablet's, a small laptop's and two desktop widths. */
export const WEB_VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
export const MINI_APP_VIEWPORTS: readonly Viewport[] = [TELEGRAM_VIEWPORT];
/**
 * The playable states (e2e/lib/sweep/game-states.ts) on a phone: at the height the routes are swept at,
 * and at the height a phone's browser leaves a page with its toolbars shown (390 × 664, Safari on an
 * iPhone 12 to 15), where other controls sit at the bottom of the first screen: the Slots Spin button,
 * under the Feedback pill there (issue 31).
 */
export const STATE_VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 390, height: 664 },
];
/** axe at a phone's and a laptop's width: the budget's compromise (issue 16); the rest run everywhere. */
export const AXE_WIDTHS = [390, 1280] as const;

export interface WebPersona {
  name: string;
  /** Signs the persona in, in this page (nothing for a visitor). */
  signIn: (page: Page) => Promise<void>;
  /** The welcome picker greets them after signing in (a player who has chosen no nickname yet). */
  greeted: boolean;
  /** The one web persona who also plays: the games' playable states are swept in their session. */
  plays: boolean;
}

/** Who plays the games on the web: a player with coins (150K) and no welcome picker in the way. */
const WEB_PLAYER = "jade-guest";

export const WEB_PERSONAS: readonly WebPersona[] = [
  { name: "signed-out", signIn: async () => undefined, greeted: false, plays: false },
  ...DEMO_USERS.map(
    ({ demoId, nickname }): WebPersona => ({
      name: `demo-${demoId}`,
      greeted: nickname === null,
      plays: demoId === WEB_PLAYER,
      // The landing's demo link, as a visitor follows it (`POST /api/auth/login-demo`).
      signIn: async (page) => {
        await page.goto(`/?demoId=${demoId}`);
        await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
      },
    }),
  ),
];

if (!WEB_PERSONAS.some((p) => p.plays)) {
  throw new Error(
    `sweep: no demo persona ${WEB_PLAYER} (db/src/seed/demo-users.ts) to play the games on the web`,
  );
}

export const openWebRoute = (page: Page, route: SweepRoute) => page.goto(route.path).then(() => undefined);

export interface MiniAppPersona {
  name: string;
  theme: TelegramTheme;
}

export const MINI_APP_PERSONAS: readonly MiniAppPersona[] = [
  { name: "miniapp-light", theme: TELEGRAM_THEME },
  { name: "miniapp-dark", theme: TELEGRAM_DARK_THEME },
];

/**
 * A new Telegram player's first launch, on the dashboard, where the welcome picker greets them (the
 * sweep checks it and answers it: e2e/lib/sweep/welcome.ts).
 */
export async function launchMiniAppPersona(page: Page, theme: TelegramTheme) {
  const user = uniqueTelegramUser();
  // openMiniApp gives the persona its own address (its headers stay on the page for later routes).
  await openMiniApp(page, { user, theme, path: "dashboard", welcome: "keep" });
  return user;
}

/** Opens Mini App routes as Telegram does: the launched player's signed initData and theme. */
export function miniAppOpener(user: TelegramUser, theme: TelegramTheme) {
  return async (page: Page, route: SweepRoute) => {
    const path = route.path.replace(/^\//, "");
    await page.goto(`/tg-app/${path}#${launchHash(signedInitData(user), { theme })}`);
  };
}

/**
 * Issue 36: the sweep in Arabic (right to left) and in the pseudo-locale (accented, 40 % longer), at a
 * phone's and a laptop's width on the web and in the Mini App under each theme. A demo player on the
 * web, a new Telegram player in the Mini App, each choosing the language on the device as Settings does
 * (`jv.locale`, docs/i18n.md).
 */
export interface LocalePersona {
  name: string;
  locale: Extract<CatalogueLocale, "ar" | "en-XA">;
  shell: "web" | "miniapp";
  theme: TelegramTheme;
}

export const LOCALE_PERSONAS: readonly LocalePersona[] = [
  { name: "web-arabic", locale: "ar", shell: "web", theme: TELEGRAM_THEME },
  { name: "web-pseudo", locale: "en-XA", shell: "web", theme: TELEGRAM_THEME },
  { name: "miniapp-arabic-light", locale: "ar", shell: "miniapp", theme: TELEGRAM_THEME },
  { name: "miniapp-pseudo-dark", locale: "en-XA", shell: "miniapp", theme: TELEGRAM_DARK_THEME },
];
export const LOCALE_WEB_VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The demo player the web's language sweeps sign in as (a nickname chosen: no welcome picker). */
const LOCALE_WEB_PLAYER = "jade-beta";

/**
 * Signs the persona in, chooses its language on the device and checks the page took it (`<html lang
 * dir>`); answers how the sweep opens its routes.
 */
export async function launchLocalePersona(
  page: Page,
  persona: LocalePersona,
): Promise<(page: Page, route: SweepRoute) => Promise<void>> {
  let open: (page: Page, route: SweepRoute) => Promise<void> = openWebRoute;
  if (persona.shell === "web") {
    await page.goto(`/?demoId=${LOCALE_WEB_PLAYER}`);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
  } else {
    const user = uniqueTelegramUser();
    await openMiniApp(page, { user, theme: persona.theme, path: "dashboard" });
    open = miniAppOpener(user, persona.theme);
  }
  await page.evaluate((locale) => window.localStorage.setItem("jv.locale", locale), persona.locale);
  // A reload: the Mini App's launch address differs only in its hash, which would not load it again.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", persona.locale);
  await expect(page.locator("html")).toHaveAttribute("dir", persona.locale === "ar" ? "rtl" : "ltr");
  return open;
}

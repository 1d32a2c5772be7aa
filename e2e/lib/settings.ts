import { expect, type Locator, type Page } from "@playwright/test";

// Shared by the profile page's specs (e2e/settings.spec.ts, e2e/settings-statistics.spec.ts).

export const SETTINGS = "/dashboard/settings";
export const BETA_TOAST =
  "You have Beta Access! You can play the game before the official launch. Thank you for being an early supporter!";
/** docs/product/economy.md §9: the beta toast shows for 5 s, a copy (or share) confirmation for 2 s. */
export const BETA_TOAST_MS = 5_000;
export const COPY_CONFIRM_MS = 2_000;
export const DEFAULT_GAME_TABS = {
  crash: "Crash",
  roulette: "Roulette",
  blackjack: "Blackjack",
  jetpack: "Jetpack",
};
/** docs/product/economy.md §3 game types as the page names them. */
export const GAME_NAMES: Record<string, string> = {
  "bound-in-gold": "Bound In Gold",
  baccarat: "Baccarat",
  "fireworks-frenzy": "Fireworks Frenzy",
  blackjack: "Blackjack",
  roulette: "Roulette",
  jetski: "Jetski",
  jetpack: "Jetpack",
  crash: "Crash",
  slots: "Slots",
};

/** A call with the page's session: the Mini App's bearer token, or the web's cookie. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  const response = await page.request.get(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The value of a labelled figure (`<dt>` label, `<dd>` value) inside `scope`. */
export const figure = (scope: Locator, label: string) =>
  scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** Nothing on the page is wider than the phone's screen. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

export const referralCode = async (page: Page) =>
  (await api<{ referralCode: string }>(page, "/api/users/me")).referralCode;

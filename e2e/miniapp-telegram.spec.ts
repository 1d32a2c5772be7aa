import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import {
  backButtonVisible,
  openMiniApp,
  press,
  TELEGRAM_DARK_THEME,
  TELEGRAM_THEME,
  type TelegramTheme,
  telegramCalls,
} from "./lib/telegram.ts";
import { spinOnce } from "./lib/wheel.ts";

// The Mini App as a Telegram-native app (issue 10), in the signed-Telegram fixture (e2e/lib/telegram.ts):
// `start_param` deep links, the theme's brightness, older clients' initData without `signature`, and
// the client capabilities it asks for (Settings item, vertical swipes, fullscreen on phones, closing
// confirmation during a spin). 390 × 844; screenshots under e2e/artifacts/screens.

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

const header = (page: Page) => page.locator("header");

const DEEP_LINKS = [
  { startParam: "wheel", path: "/dashboard/wheel", title: "Wheel", tab: true },
  { startParam: "store", path: "/dashboard/store", title: "Store", tab: true },
  { startParam: "leaderboard", path: "/dashboard/leaderboard", title: "Leaderboard", tab: true },
  { startParam: "buy-gems", path: "/dashboard/buy-gems", title: "Buy gems", tab: false },
  // Items is a tab since issue 16 (the inventory's page title stays "Inventory").
  { startParam: "inventory", path: "/dashboard/inventory", title: "Inventory", tab: true, tabName: "Items" },
  { startParam: "settings", path: "/dashboard/settings", title: "Settings", tab: false },
] as const;

for (const link of DEEP_LINKS) {
  test(`start_param "${link.startParam}" opens ${link.path}`, async ({ page }) => {
    await openMiniApp(page, { startParam: link.startParam });
    await expect(page).toHaveURL(new RegExp(`/tg-app${link.path}$`));
    await expect(header(page).getByText(link.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.screenshot({ path: shot(`miniapp-deep-link-${link.startParam}`) });
    if (link.tab) {
      // A tab opens as a tab: at depth 0, no BackButton.
      await expect(
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "tabName" in link ? link.tabName : link.title }),
      ).toHaveAttribute("aria-current", "page");
      expect(await backButtonVisible(page)).toBe(false);
    } else {
      // Any other page opens above the dashboard: Telegram's BackButton leads there.
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      await press(page, "back_button_pressed");
      await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
    }
  });
}

test("a deep link is applied once: back on the dashboard, a reload stays there", async ({ page }) => {
  await openMiniApp(page, { startParam: "store" });
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/store$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  await page.reload();
  await expect(page.getByTestId("greeting")).toBeVisible();
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
});

test("an unknown referral code in start_param signs the player in on the dashboard", async ({ page }) => {
  const user = await openMiniApp(page, { startParam: "ref_NOSUCHCODE42" });
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  await expect(page.getByTestId("greeting")).toContainText(user.username ?? "");
});

test("a launch from an older client, whose initData has no signature, signs in", async ({ page }) => {
  const user = await openMiniApp(page, { signature: false, startParam: "leaderboard" });
  await expect(page.getByRole("heading", { name: "We could not sign you in" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/leaderboard$/);
  await expect(page.getByRole("heading", { name: "Global Leaderboard" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("access_token"))).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByTestId("greeting")).toContainText(user.username ?? "");
  // The SDK still drives the client: it was not told the app runs outside Telegram.
  const methods = (await telegramCalls(page)).map(([method]) => method);
  expect(methods).toEqual(
    expect.arrayContaining([
      "web_app_ready",
      "web_app_setup_settings_button",
      "web_app_setup_swipe_behavior",
    ]),
  );
  await page.screenshot({ path: shot("miniapp-unsigned-init-data") });
});

const themes: [name: "light" | "dark", theme: TelegramTheme][] = [
  ["light", TELEGRAM_THEME],
  ["dark", TELEGRAM_DARK_THEME],
];
for (const [name, theme] of themes) {
  test(`the shell follows a ${name} Telegram theme`, async ({ page }) => {
    await openMiniApp(page, { theme });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const colours = await page.evaluate(() => {
      const root = document.documentElement;
      const style = getComputedStyle(root);
      return { background: style.backgroundColor, text: style.color, theme: root.dataset.theme };
    });
    expect(colours).toEqual({
      background: rgb(theme.secondary_bg_color),
      text: rgb(theme.text_color),
      theme: name,
    });
    await page.screenshot({ path: shot(`miniapp-telegram-theme-${name}`) });
  });
}

test("on a phone: Settings item shown and opens settings, swipes kept, fullscreen asked, insets applied", async ({
  page,
}) => {
  await openMiniApp(page, {
    platform: "ios",
    insets: {
      safeArea: { top: 47, bottom: 34, left: 0, right: 0 },
      contentSafeArea: { top: 46, bottom: 0, left: 0, right: 0 },
    },
  });
  await expect(page.getByTestId("greeting")).toBeVisible();
  expect(await telegramCalls(page, "web_app_setup_settings_button")).toContainEqual([
    "web_app_setup_settings_button",
    { is_visible: true },
  ]);
  expect(await telegramCalls(page, "web_app_setup_swipe_behavior")).toContainEqual([
    "web_app_setup_swipe_behavior",
    { allow_vertical_swipe: false },
  ]);
  await expect.poll(async () => (await telegramCalls(page, "web_app_request_fullscreen")).length).toBe(1);
  // The shell clears the notch and Telegram's floating controls, and the home indicator.
  await expect
    .poll(() =>
      page.evaluate(() => ({
        top: getComputedStyle(document.getElementById("main")?.parentElement as HTMLElement).paddingTop,
        bottom: getComputedStyle(document.querySelector('nav[aria-label="Main"]') as HTMLElement)
          .paddingBottom,
      })),
    )
    .toEqual({ top: "93px", bottom: "34px" });
  await page.screenshot({ path: shot("miniapp-fullscreen-ios") });

  await press(page, "settings_button_pressed");
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/settings$/);
  await expect(header(page).getByText("Settings", { exact: true })).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(true);
});

test("on Android fullscreen is asked too", async ({ page }) => {
  await openMiniApp(page, { platform: "android" });
  await expect(page.getByTestId("greeting")).toBeVisible();
  await expect.poll(async () => (await telegramCalls(page, "web_app_request_fullscreen")).length).toBe(1);
});

test("on Telegram Desktop the app keeps its window: no fullscreen, Settings item and swipes as elsewhere", async ({
  page,
}) => {
  await openMiniApp(page, { platform: "tdesktop" });
  await expect(page.getByTestId("greeting")).toBeVisible();
  await expect
    .poll(async () => (await telegramCalls(page)).map(([method]) => method))
    .toEqual(
      expect.arrayContaining([
        "web_app_ready",
        "web_app_setup_settings_button",
        "web_app_setup_swipe_behavior",
      ]),
    );
  expect(await telegramCalls(page, "web_app_request_fullscreen")).toEqual([]);
  await page.screenshot({ path: shot("miniapp-desktop-window") });
});

test("a spin asks Telegram to confirm closing, and stops asking when it lands", async ({ page }) => {
  await openMiniApp(page, { startParam: "wheel" });
  await expect(page.getByTestId("wheel-rotor").locator("[data-position]")).toHaveCount(12);
  await spinOnce(page, "miniapp-telegram-wheel");
  const closing = (await telegramCalls(page, "web_app_setup_closing_behavior")).map(([, params]) => params);
  expect(closing).toContainEqual({ need_confirmation: true });
  await expect
    .poll(async () => (await telegramCalls(page, "web_app_setup_closing_behavior")).at(-1)?.[1])
    .toEqual({ need_confirmation: false });
});

import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { query } from "./lib/db.ts";
import { api } from "./lib/settings.ts";
import {
  backButtonVisible,
  mainButton,
  openMiniApp,
  press,
  TELEGRAM_THEME,
  TELEGRAM_VIEWPORT,
  telegramCalls,
} from "./lib/telegram.ts";

// The Mini App inside the signed-Telegram fixture (e2e/lib/telegram.ts): launch parameters signed with
// the e2e bot's token, a light theme, 390 × 844. Screenshots kept under e2e/artifacts/screens.

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

test("boots signed in with Telegram and opens the dashboard from the shared route table", async ({
  page,
}) => {
  const user = await openMiniApp(page);
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  // The header's balances come from GET /api/users/me with the session the initData opened.
  await expect(page.getByRole("link", { name: "Buy gems", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Balances" })).toBeVisible();
  // The dashboard's body is web's own page (Hello, {nickname}), not a copy.
  await expect(page.getByTestId("greeting")).toContainText(user.username ?? "");
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await page.screenshot({ path: shot("miniapp-dashboard"), fullPage: true });
});

test("the tab bar navigates between the route table's tabs without deepening history", async ({ page }) => {
  await openMiniApp(page);
  const tabs = page.getByRole("navigation", { name: "Main" });
  await expect(tabs.getByRole("link")).toHaveText([
    "Home",
    "Games",
    "Store",
    "Wheel",
    "Items",
    "Leaderboard",
  ]);
  await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // Six tabs on a small phone (360 px wide): every label fits inside its own tab.
  await page.setViewportSize({ width: 360, height: 740 });
  const clipped = await tabs
    .getByRole("link")
    .evaluateAll((links) => links.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(clipped).toEqual([]);
  await page.screenshot({ path: shot("miniapp-tabs-360") });
  await page.setViewportSize(TELEGRAM_VIEWPORT);

  await tabs.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/games$/);
  await expect(page.getByRole("list", { name: "Games" })).toBeVisible();

  await tabs.getByRole("link", { name: "Store" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/store$/);
  await expect(tabs.getByRole("link", { name: "Store" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("header").getByText("Store", { exact: true })).toBeVisible();
  await page.screenshot({ path: shot("miniapp-tab-store") });

  // Items is the player's inventory.
  await tabs.getByRole("link", { name: "Items" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/inventory$/);
  await expect(tabs.getByRole("link", { name: "Items" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await page.screenshot({ path: shot("miniapp-tab-items") });

  await tabs.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/leaderboard$/);
  await expect(page.getByRole("heading", { name: "Global Leaderboard" })).toBeVisible();
  // Tabs replace the entry: still at depth 0, so Telegram's BackButton stays hidden.
  expect(await backButtonVisible(page)).toBe(false);

  await tabs.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
});

test("BackButton appears on a deeper page and takes the player back", async ({ page }) => {
  await openMiniApp(page);
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  expect(await backButtonVisible(page)).toBe(false);

  // The header's gems open the platform's buy-gems route: a page opened from a tab.
  await page.getByRole("link", { name: "Buy gems", exact: true }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/buy-gems$/);
  await expect(page.locator("header").getByText("Buy gems", { exact: true })).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  await page.screenshot({ path: shot("miniapp-deeper-page") });

  await press(page, "back_button_pressed");
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  await expect.poll(() => backButtonVisible(page)).toBe(false);
});

test("the shell follows Telegram's theme and is set up as a Mini App", async ({ page }) => {
  await openMiniApp(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  const colours = await page.evaluate(() => {
    const root = document.documentElement;
    const style = getComputedStyle(root);
    return { background: style.backgroundColor, text: style.color, theme: root.dataset.theme };
  });
  expect(colours.background).toBe(rgb(TELEGRAM_THEME.secondary_bg_color));
  expect(colours.text).toBe(rgb(TELEGRAM_THEME.text_color));
  expect(colours.theme).toBe("light");

  const methods = (await telegramCalls(page)).map(([method]) => method);
  expect(methods).toEqual(
    expect.arrayContaining(["web_app_ready", "web_app_expand", "web_app_request_safe_area"]),
  );
  await page.screenshot({ path: shot("miniapp-theme-light"), fullPage: true });
});

test("an unknown path inside the Mini App opens the dashboard", async ({ page }) => {
  await openMiniApp(page, { path: "no/such/page" });
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
});

test("a page's main action is Telegram's MainButton: shown with the page, pressed, hidden after", async ({
  page,
}) => {
  // The casino lobby (/hub88) is still an unopened page; its body's main action is "Back to dashboard".
  await openMiniApp(page, { path: "hub88" });
  await expect(page).toHaveURL(/\/tg-app\/hub88(#.*)?$/);
  await expect(page.getByRole("heading", { name: "Not open yet" })).toBeVisible();
  await expect
    .poll(() => mainButton(page))
    .toMatchObject({ is_visible: true, text: "Back to dashboard", is_active: true });
  // No web button duplicates it inside Telegram.
  await expect(page.getByRole("button", { name: "Back to dashboard" })).toHaveCount(0);
  await page.screenshot({ path: shot("miniapp-main-button-page") });

  await press(page, "main_button_pressed");
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);
});

test("initData signed with another bot's token is refused: the shell says so and offers a retry", async ({
  page,
}) => {
  await openMiniApp(page, { botToken: "654321:not-our-bot" });
  await expect(page.getByRole("heading", { name: "We could not sign you in" })).toBeVisible();
  await expect(page.getByText("Telegram authentication data is invalid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("access_token"))).toBeNull();
  await page.screenshot({ path: shot("miniapp-sign-in-refused") });
});

test("a new Telegram player is welcomed by the avatar picker; Later holds it back across a reload", async ({
  page,
}) => {
  await openMiniApp(page, { welcome: "keep" });
  const welcome = page.getByRole("dialog", { name: "Welcome to JadeVerse" });
  await expect(welcome).toBeVisible();
  // A new player owns every avatar's free default skin: the picker offers them, not the store.
  const defaults = await query(
    "SELECT name FROM skins WHERE is_default_skin = 1 AND price_gems = 0 ORDER BY id",
  );
  expect(defaults.length).toBeGreaterThan(1);
  const owned = await api<{ skins: { name: string }[] }>(page, "/api/skins/me");
  expect(owned.skins.map((avatar) => avatar.name)).toEqual(defaults.map((row) => String(row.name)));
  const avatars = welcome.getByRole("list", { name: "Your avatars" });
  await expect(avatars.getByRole("button").first()).toHaveText(String(defaults[0]?.name));
  await expect(welcome).not.toContainText("No items found.");
  await expect(welcome.getByRole("link", { name: "Visit store" })).toHaveCount(0);
  await expect(welcome.getByRole("button", { name: "Next avatar" })).toBeVisible();
  await page.screenshot({ path: shot("miniapp-welcome") });
  await welcome.getByRole("button", { name: "Later" }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("greeting")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Welcome to JadeVerse" })).toHaveCount(0);
  // The strip carries the rank title, level, XP and the bar toward the next level.
  await expect(page.getByTestId("level-progress")).toContainText(/Level \d+/);
});

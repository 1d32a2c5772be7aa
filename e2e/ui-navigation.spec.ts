import { type Browser, expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { DESKTOP, MOBILE, playerId, signIn, tutorial, withPlatformDb } from "./lib/dashboard-setup.ts";
import { openMiniApp, TELEGRAM_DARK_THEME, TELEGRAM_THEME, type uniqueTelegramUser } from "./lib/telegram.ts";

// Issue 16 (helper B): navigation to Store and Items in both shells, a Telegram player's first screen,
// the wheel's item win, the tutorial, the banner carousel, the Mini App's tab bar and the Play pill.

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** Every wheel spin lands on an item section from now on (this run's own database). */
async function onlyItemPrizes() {
  await withPlatformDb((db) =>
    db.execute("update wheel_sections set weight = case when type = 'nft' then max(weight, 1) else 0 end"),
  );
}

/** Spins once (the wheel shows only item prizes) and checks the item win modal in the spec's words. */
async function winAnItem(page: Page, name: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/wheel/spin"));
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  const spin = ((await (await answer).json()) as { data: { rewardType: string; gameItemId: number } }).data;
  expect(spin.rewardType).toBe("nft");
  const modal = page.getByRole("dialog").filter({ hasText: "Congratulations! You won:" });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  const [item] = await withPlatformDb(
    async (db) =>
      (await db.execute({ sql: "select name from items where id = ?", args: [spin.gameItemId] })).rows,
  );
  await expect(modal.getByTestId("won-item")).toContainText(String(item?.name));
  const picture = modal.getByRole("img", { name: String(item?.name) });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(modal).toContainText('you will find your awards in "items" section');
  await page.screenshot({ path: shot(name) });
  await modal.getByRole("link", { name: "items" }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory$/);
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
}

test.describe("web", () => {
  test("Items and Store are places of the side menu and the burger; /dashboard/items opens the inventory", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await nav.getByRole("link", { name: "Items", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/inventory$/);
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Items", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.screenshot({ path: shot("ui-nav-web-items-1440") });
    await nav.getByRole("link", { name: "Store", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/store$/);
    await expect(page.getByText("Not open yet")).toHaveCount(0);

    await page.goto("/dashboard/items");
    await expect(page).toHaveURL(/\/dashboard\/inventory$/);
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();

    await page.setViewportSize(MOBILE);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Menu" }).click();
    const burger = page.getByRole("navigation", { name: "Dashboard menu" });
    await expect(burger.getByRole("link", { name: "Store", exact: true })).toBeVisible();
    await page.screenshot({ path: shot("ui-nav-web-burger-390") });
    await burger.getByRole("link", { name: "Items", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/inventory$/);
    await page.getByRole("button", { name: "Menu" }).click();
    await burger.getByRole("link", { name: "Store", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/store$/);
  });

  test("the Play pill keeps its label on one line inside the 80 px rail", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    const play = page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("button", { name: "Play JadeVerse" });
    await expect(play).toBeVisible();
    const box = await play.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(80);
    const lines = await play.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.left))).size;
    });
    expect(lines, "one line of text (vertical lines are told apart by their left edge)").toBe(1);
    await play.screenshot({ path: shot("ui-nav-web-play-pill") });
  });

  test("the tutorial's tips: rank and XP, navigation menu, coin and gem balance, each framed inside the window", async ({
    page,
  }) => {
    // Wide enough for the header to show "Reset tutorial" itself (narrower, it sits in the overflow menu).
    await page.setViewportSize({ width: 1600, height: 900 });
    await signIn(page);
    await page.getByRole("button", { name: "Reset tutorial" }).click();
    const expected: [string, string][] = [
      ["1/3", "Your rank and XP"],
      ["2/3", "Find your way"],
      ["3/3", "Your coins and gems"],
    ];
    for (const [index, [counter, title]] of expected.entries()) {
      await expect(tutorial(page)).toContainText(counter);
      await expect(tutorial(page).getByRole("heading")).toHaveText(title);
      // The frame glides from tip to tip (a CSS transition): measure where it comes to rest.
      const frame = await page.getByTestId("tutorial-highlight").evaluate(async (element) => {
        await Promise.all(element.getAnimations().map((animation) => animation.finished));
        const rect = element.getBoundingClientRect();
        return { ...rect.toJSON(), vw: window.innerWidth, vh: window.innerHeight };
      });
      // The ring (4 px) drawn outside the box stays inside the window too.
      expect(frame.left).toBeGreaterThanOrEqual(4);
      expect(frame.top).toBeGreaterThanOrEqual(4);
      expect(frame.right).toBeLessThanOrEqual(frame.vw - 4);
      expect(frame.bottom).toBeLessThanOrEqual(frame.vh - 4);
      await page.screenshot({ path: shot(`ui-nav-web-tutorial-${index + 1}`) });
      await tutorial(page)
        .getByRole("button", { name: index === 2 ? "Finish" : "Next tip" })
        .click();
    }
    await expect(tutorial(page)).toHaveCount(0);
  });

  test("the banner carousel has the Fireworks Frenzy slide with its launch button", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    const banner = page.getByRole("region", { name: "News" });
    await banner.getByRole("button", { name: "Show slide 2" }).click();
    const slide = banner.locator("article[data-active]");
    await expect(slide).toContainText("Fireworks Frenzy");
    await expect(slide).toContainText("Hot Release");
    await expect(slide.getByRole("button", { name: "Available now" })).toBeVisible();
    await page.screenshot({ path: shot("ui-nav-web-banner-fireworks") });
  });

  test("the wheel: spins left with thousands separators; an item win names and shows the item and links to Items", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    await page.goto("/dashboard/wheel");
    const userId = await playerId(page);
    const config = (await (await page.request.get("/api/wheel/config")).json()) as { baseCost: number };
    await withPlatformDb((db) =>
      db.execute({ sql: "update users set gems = ? where id = ?", args: [4718 * config.baseCost, userId] }),
    );
    await onlyItemPrizes();
    await page.reload();
    await expect(page.getByTestId("spins-left")).toHaveText("4 718");
    await winAnItem(page, "ui-nav-web-wheel-item-win");
  });
});

test.describe("Mini App", () => {
  test("a new Telegram player picks an avatar with the Telegram nickname prefilled; the picker does not come back", async ({
    page,
    browser,
  }) => {
    const user = await openMiniApp(page, { welcome: "keep" });
    const welcome = page.getByRole("dialog", { name: "Welcome to JadeVerse" });
    await expect(welcome).toBeVisible();
    await expect(welcome).not.toContainText("No items found.");
    await expect(
      welcome.getByRole("list", { name: "Your avatars" }).getByRole("button").first(),
    ).toBeVisible();
    const nickname = welcome.getByPlaceholder("Add your nickname*");
    await expect(nickname).toHaveValue(user.username ?? "");
    await page.screenshot({ path: shot("ui-nav-miniapp-welcome") });
    await nickname.fill("JadeMei");
    await welcome.getByRole("button", { name: "confirm" }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByTestId("greeting")).toHaveText("Hello, JadeMei");
    await expectNoPickerOnNextLaunch(browser, user);
  });

  test("the Items tab opens the inventory, Store its own tab; the tab bar is opaque in the theme's colours", async ({
    page,
  }) => {
    for (const theme of [TELEGRAM_THEME, TELEGRAM_DARK_THEME]) {
      await openMiniApp(page, { theme });
      const tabs = page.getByRole("navigation", { name: "Main" });
      await expect(tabs).toHaveCSS("background-color", rgb(theme.bottom_bar_bg_color));
    }
    const tabs = page.getByRole("navigation", { name: "Main" });
    // Five tabs on a 360 px phone: every label whole, none wider than its tab.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of await tabs.getByRole("link").all())
      expect(await tab.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await tabs.getByRole("link", { name: "Items" }).click();
    await expect(page).toHaveURL(/\/tg-app\/dashboard\/inventory$/);
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
    await tabs.getByRole("link", { name: "Store" }).click();
    await expect(page).toHaveURL(/\/tg-app\/dashboard\/store$/);
    // Scrolled content under the bar does not show through it.
    await page.mouse.wheel(0, 400);
    await page.screenshot({ path: shot("ui-nav-miniapp-tab-bar") });
  });

  test("an item won on the wheel: Congratulations, the item's name and picture, and a link to Items", async ({
    page,
  }) => {
    await onlyItemPrizes();
    await openMiniApp(page, { path: "dashboard/wheel" });
    await winAnItem(page, "ui-nav-miniapp-wheel-item-win");
    await expect(page).toHaveURL(/\/tg-app\/dashboard\/inventory$/);
  });
});

/** Opens the Mini App again in a fresh webview (a new launch: no session storage) for `user`. */
async function expectNoPickerOnNextLaunch(browser: Browser, user: ReturnType<typeof uniqueTelegramUser>) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const again = await context.newPage();
    await openMiniApp(again, { user, welcome: "keep" });
    await expect(again.getByTestId("greeting")).toHaveText("Hello, JadeMei");
    await again.waitForTimeout(1_500);
    await expect(again.getByRole("dialog", { name: "Welcome to JadeVerse" })).toHaveCount(0);
  } finally {
    await context.close();
  }
}

import { type Cookie, expect, type Locator, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, uniqueEmail, verifyViaMailedLink } from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import {
  DASHBOARD_NAV_LABELS,
  DESKTOP,
  demoSessionCookies,
  dismissWelcome,
  MOBILE,
  openWithSession,
  signIn,
  tutorial,
} from "./lib/dashboard-setup.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The web dashboard shell and home (docs/product/platform.md §2, §4, §9; docs/product/economy.md §2, §8) at desktop and mobile widths,
// against the real API with demo players (each visit gets its own private copy).

/** One JadeTester copy shared by the tests that only read or restore what they change (log-ins are rate limited). */
let beta: Cookie[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  beta = await demoSessionCookies(browser, testInfo.project.use.baseURL, "jade-beta");
});

const header = (page: Page) => page.locator("header").first();

/**
 * Opens the header's overflow menu ("More"): what the header has no room for at the window's width
 * (below 2xl: the level; below xl: the rank; below lg: Search, Favourites, Logout; below sm: Connect wallet).
 */
async function openMore(page: Page): Promise<Locator> {
  await header(page).getByRole("button", { name: "More" }).click();
  const more = page.getByRole("region", { name: "More" });
  await expect(more).toBeVisible();
  return more;
}

/** The navigation ends with Items (the inventory) and, right after it, the Store. */
async function expectItemsThenStore(nav: Locator) {
  const entries = nav.getByRole("link", { name: /^(Items|Store)$/ });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAccessibleName("Items");
  await expect(entries.nth(0)).toHaveAttribute("href", "/dashboard/inventory");
  await expect(entries.nth(1)).toHaveAccessibleName("Store");
  await expect(entries.nth(1)).toHaveAttribute("href", "/dashboard/store");
}

test.describe("shell at 1440 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test("balances, rank, VIP, BETA, title, level and progress", async ({ page }) => {
    await openWithSession(page, beta);
    const bar = header(page);
    await expect(bar.getByTestId("balance-gems")).toHaveText("5K");
    await expect(bar.getByTestId("balance-coins")).toHaveText("2.5M");
    await expect(bar.getByTestId("rank-badge")).toContainText(/Rank #\d+/);
    await expect(bar.getByTestId("rank-badge")).toContainText(/VIP \d+/);
    await expect(bar.getByTestId("rank-badge").getByText("BETA", { exact: true })).toBeVisible();
    // Below 2xl (1536 px) the level and its progress sit in the header's overflow menu.
    await expect(bar.getByTestId("level-progress")).toBeHidden();
    const more = await openMore(page);
    const progress = more.getByTestId("level-progress");
    await expect(progress.getByRole("progressbar")).toBeVisible();
    await expect(progress).toContainText(/Level \d+/);
    await expect(progress).not.toContainText("Max level");
    await page.screenshot({ path: shot("dashboard-shell-1440-more") });
    await page.keyboard.press("Escape");
    await expect(more).toBeHidden();
    await expect(
      page.getByText("This is a beta version - some things may not work as expected."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Favourites" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
    // Side navigation: the spec's entries with tooltips, the avatar (settings) and Play.
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    for (const label of DASHBOARD_NAV_LABELS)
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expectItemsThenStore(nav);
    await nav.getByRole("link", { name: "Leaderboard" }).hover();
    await expect(nav.getByRole("tooltip").filter({ hasText: "Leaderboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Open settings" })).toHaveAttribute(
      "href",
      "/dashboard/settings",
    );
    await expect(nav.getByRole("button", { name: "Play JadeVerse" })).toBeVisible();
    await page.screenshot({ path: shot("dashboard-shell-1440") });
  });

  test("a failed XP call shows the defaults: Bamboo Warrior, level 1, 0 XP, rank 1", async ({ page }) => {
    await page.route("**/api/users/me/xp", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.route("**/api/xp/rank", (route) => route.fulfill({ status: 500, body: "{}" }));
    await openWithSession(page, beta);
    // The rank badge is in the header from xl; the level, below 2xl, in its overflow menu.
    await expect(header(page).getByTestId("rank-badge")).toContainText("Rank #1");
    const progress = (await openMore(page)).getByTestId("level-progress");
    await expect(progress).toContainText("Bamboo Warrior");
    await expect(progress).toContainText("0 XP");
    await expect(progress).toContainText("Level 1");
    await expect(progress).toContainText("Level 2");
    await expect(progress).not.toContainText("Level 16");
    await expect(progress).not.toContainText("Max level");
    await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await page.screenshot({ path: shot("dashboard-xp-defaults") });
  });

  test("the header takes its scrolled style only past 10 px", async ({ page }) => {
    await openWithSession(page, beta);
    const bar = header(page);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute("data-scrolled");
  });

  test("logout popup: No, I’ll stay and Escape keep the session; Yes signs out and goes to /", async ({
    page,
  }) => {
    await signIn(page);
    const popup = page.getByRole("dialog", { name: "Sad to see you go :(" });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(popup).toBeVisible();
    await expect(popup.getByText("Are you sure you want to quit?")).toBeVisible();
    await page.screenshot({ path: shot("dashboard-logout-popup") });
    await popup.getByRole("button", { name: "No, I’ll stay" }).click();
    await expect(popup).toBeHidden();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).click();
    const logout = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await popup.getByRole("button", { name: "Yes" }).click();
    expect((await logout).ok()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem("access_token"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
    expect((await page.request.get("/api/users/me")).status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("home: greeting, game cards, history, season passes", async ({ page }) => {
    await openWithSession(page, beta);
    await expect(page.getByTestId("greeting")).toHaveText("Hello, JadeTester");
    const baccarat = page.getByRole("article", { name: "Baccarat" });
    await expect(baccarat).toContainText(/Played [\d .]+[KMBT]? times?/);
    await expect(baccarat).toContainText(/Won [\d .]+[KMBT]? hands?/);
    await expect(baccarat).toContainText("coins won");
    const bound = page.getByRole("article", { name: "Bound In Gold" });
    await expect(bound).toContainText(/Won [\d .]+[KMBT]? games?/);
    await expect(bound).toContainText("gems won");
    const history = page.getByRole("region", { name: "Game history" });
    await expect(history.getByRole("listitem").first()).toBeVisible();
    await expect(history.getByText(/^(Win|Lose)$/).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Season pass" })).toContainText("Gold pass");
    await expect(page.getByRole("region", { name: "Season pass" })).toContainText("$3.99");
    await page.screenshot({ path: shot("dashboard-home-1440"), fullPage: true });
  });

  test("game history: the error state", async ({ page }) => {
    await page.route("**/api/v1/metric/user-bet-history**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await openWithSession(page, beta);
    await expect(page.getByRole("region", { name: "Game history" })).toContainText(
      "Failed to load game history",
    );
  });

  test("greeting: a 15+ character nickname is cut to 7 + … at 1600 px or less", async ({ page }) => {
    await openWithSession(page, beta);
    const patch = await page.request.patch("/api/users/me", { data: { nickname: "JadeTesterSupreme" } });
    expect(patch.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("greeting")).toHaveText("Hello, JadeTes…");
    await page.setViewportSize({ width: 1601, height: 900 });
    await expect(page.getByTestId("greeting")).toHaveText("Hello, JadeTesterSupreme");
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(page.getByTestId("greeting")).toHaveText("Hello, JadeTes…");
    expect((await page.request.patch("/api/users/me", { data: { nickname: "JadeTester" } })).ok()).toBe(true);
  });

  test("a brand-new player's header reads the spec's default rank, #1 (no place on the board yet)", async ({
    page,
  }) => {
    const email = uniqueEmail("new-rank");
    await registerViaApi(page, email);
    await verifyViaMailedLink(page, email);
    const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto("/dashboard");
    await dismissWelcome(page);
    // No round played: GET /api/xp/rank has no place for them; docs/product/platform.md §3: a missing rank shows 1.
    expect(
      ((await (await page.request.get("/api/xp/rank")).json()) as { rank: number | null }).rank,
    ).toBeNull();
    const badge = header(page).getByTestId("rank-badge");
    await expect(badge).toContainText("Rank #1");
    await expect(badge).not.toContainText("N/A");
    await page.screenshot({ path: shot("dashboard-new-player-rank") });
  });

  test("the banner and the play panel swap columns at 1280 px", async ({ page }) => {
    await openWithSession(page, beta);
    const columns = page.getByTestId("home-columns");
    await expect(columns).toHaveAttribute("data-layout", "wide");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(columns).toHaveAttribute("data-layout", "wide");
    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(columns).toHaveAttribute("data-layout", "stacked");
  });
});

/**
 * docs/product/platform.md §2: the carousel holds the spec's three slides in its order, each showing its art (a
 * picture that loaded), and Fireworks Frenzy's "Available now", off under the fireworks-frenzy flag
 * (docs/product/platform.md §3) or the play rules, says why, in words beside it and as its accessible description.
 * The clock is held so no auto-advance moves the slides while they are read.
 */
test.describe("shell at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(MOBILE);
  });

  test("the sideways game-card row and the game history scroll from the keyboard (focusable scroll regions)", async ({
    page,
  }) => {
    await openWithSession(page, beta);
    const cards = page.getByRole("list", { name: "Game statistics" });
    await expect(cards.getByRole("article", { name: "Roulette" })).toBeAttached();
    // The home's panels loaded first: the banners arriving later grow the carousel above the row and
    // push it out of view (seen on a loaded CI machine).
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await cards.focus();
    await expect(cards).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => cards.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Arrow by arrow, the keyboard reaches the last card.
    const atEnd = () => cards.evaluate((row) => row.scrollLeft + row.clientWidth >= row.scrollWidth - 1);
    for (let i = 0; i < 80 && !(await atEnd()); i++) await page.keyboard.press("ArrowRight");
    await expect(cards.getByRole("article", { name: "Roulette" })).toBeInViewport({ ratio: 0.9 });

    const recent = page.getByRole("region", { name: "Recent games" });
    await expect(recent.getByRole("listitem").first()).toBeVisible();
    // JadeTester's history is longer than the panel.
    expect(await recent.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await recent.focus();
    await expect(recent).toBeFocused();
    await page.keyboard.press("End");
    await expect.poll(() => recent.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    // Wide enough for the grid, the cards no longer scroll and are no tab stop.
    await page.setViewportSize(DESKTOP);
    await expect(cards).not.toHaveAttribute("tabindex");
  });

  test("info panel: toggles, Escape and an outside press close it", async ({ page }) => {
    await openWithSession(page, beta);
    const toggle = page.getByRole("button", { name: "Player info" });
    const panel = page.getByRole("region", { name: "Player info panel" });
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("balance-gems")).toHaveText("5K");
    await expect(panel.getByText("BETA", { exact: true })).toBeVisible();
    await page.screenshot({ path: shot("dashboard-info-panel-390") });
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(195, 820); // below the panel
    await expect(panel).toBeHidden();
  });

  test("burger menu: the spec's entries, Play, Escape closes, an entry navigates", async ({ page }) => {
    await openWithSession(page, beta);
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Dashboard menu" });
    for (const label of DASHBOARD_NAV_LABELS)
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expectItemsThenStore(menu);
    await expect(menu.getByRole("button", { name: "Play JadeVerse" })).toBeVisible();
    await page.screenshot({ path: shot("dashboard-burger-390") });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "Leaderboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/leaderboard$/);
    await expect(menu).toBeHidden();
  });

  test("logout popup at 390 px: the header's More holds Logout, which asks first; Yes ends the session", async ({
    page,
  }) => {
    await signIn(page, "jade-guest");
    const popup = page.getByRole("dialog", { name: "Sad to see you go :(" });
    // Below lg the header's icon actions are in its overflow menu, not in the row itself.
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeHidden();
    const more = await openMore(page);
    await more.getByRole("button", { name: "Logout" }).click();
    await expect(more).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(popup.getByText("Are you sure you want to quit?")).toBeVisible();
    // The popup fits the phone: its buttons are on screen without scrolling sideways.
    for (const name of ["Yes", "No, I’ll stay"])
      await expect(popup.getByRole("button", { name })).toBeInViewport();
    await page.screenshot({ path: shot("dashboard-logout-popup-390") });
    const logout = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await popup.getByRole("button", { name: "Yes" }).click();
    expect((await logout).ok()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/users/me")).status()).toBe(401);
  });

  test("home at 390 px", async ({ page }) => {
    await openWithSession(page, beta);
    await expect(page.getByTestId("home-columns")).toHaveAttribute("data-layout", "stacked");
    await expect(tutorial(page)).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Game history" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "News" }).locator("article[data-active] img"),
    ).toBeVisible();
    await page.screenshot({ path: shot("dashboard-home-390"), fullPage: true });
  });
});

// The same dashboard pieces inside the Mini App (signed-Telegram fixture, 390 × 844): one implementation.
test.describe("Mini App at 390 × 844", () => {
  test("strip: balances, rank, VIP, level; home: greeting, game cards, empty history; Play disabled", async ({
    page,
  }) => {
    const user = await openMiniApp(page);
    await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
    await expect(page.getByRole("list", { name: "Balances" }).getByTestId("balance-gems")).toHaveText(
      /^\d+(\.\d)?[KMB]?$/,
    );
    // A new Telegram player has played no round: no place on the Global board yet (GET /api/xp/rank:
    // null). A missing rank shows the spec's default, 1 (docs/product/platform.md §3), as on the web.
    expect(
      ((await (await page.request.get("/api/xp/rank")).json()) as { rank: number | null }).rank,
    ).toBeNull();
    await expect(page.getByTestId("rank-badge")).toContainText("Rank #1");
    await expect(page.getByTestId("rank-badge")).not.toContainText("N/A");
    await expect(page.getByTestId("rank-badge")).toContainText("VIP 0");
    await expect(page.getByTestId("rank-badge").getByText("BETA", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("greeting")).toContainText(user.username ?? "");
    await expect(page.getByRole("article", { name: "Blackjack" })).toContainText("Played 0 times");
    const history = page.getByRole("region", { name: "Game history" });
    await expect(history).toContainText("No game history found");
    await expect(history).toContainText("Start playing to see your game history here!");
    // A new Telegram player is neither demo nor beta: Play stays disabled (docs/product/platform.md §4).
    await expect(page.getByRole("button", { name: "Play JadeVerse" })).toBeDisabled();
    await expect(tutorial(page)).toHaveCount(0);
    await page.screenshot({ path: shot("miniapp-dashboard-home"), fullPage: true });
  });
});

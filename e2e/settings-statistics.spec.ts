import { type Cookie, expect, test } from "@playwright/test";
import { formatHoursMinutes, formatLargeNumber, formatWinRate } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { expectShownFor, freezeClock, tickUntilVisible } from "./lib/clock.ts";
import { DESKTOP, demoSessionCookies, MOBILE, openWithSession } from "./lib/dashboard-setup.ts";
import {
  api,
  BETA_TOAST,
  BETA_TOAST_MS,
  COPY_CONFIRM_MS,
  DEFAULT_GAME_TABS,
  expectNoSidewaysScroll,
  figure,
  GAME_NAMES,
  referralCode,
  SETTINGS,
} from "./lib/settings.ts";

// The Profile page's Statistics tab and Beta Access (docs/product/economy.md §2, §3, §9) for a demo beta player, at
// 1440 and 390 px, with figures checked against the API (the Mini App's is in settings.spec.ts).

test.describe("demo beta player (one shared session)", () => {
  let cookies: Cookie[];
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    cookies = await demoSessionCookies(browser, baseURL, "jade-beta");
  });

  test("1440 px: statistics equal the API's, game tabs and their no-data state, the banners, tabs survive reload, beta toast", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize(DESKTOP);
    // The page's clock runs as usual, and is paused only to check the 2 s tooltip and the 5 s toast.
    await page.clock.install();
    await openWithSession(page, cookies, SETTINGS);
    const menu = page.getByRole("navigation", { name: "Settings" });
    await menu.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\?tab=statistics$/);
    await page.reload();
    await expect(menu.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");

    // The banners: gem packs to /dashboard/buy-gems, the referral link copied with a 2 s tooltip.
    await expect(page.getByRole("heading", { name: "All Gems Packs are now Live!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Grab your pack" })).toHaveAttribute(
      "href",
      "/dashboard/buy-gems",
    );
    const code = await referralCode(page);
    const banner = page.getByRole("region", { name: /Invite friends/ });
    await freezeClock(page);
    await banner.getByRole("button", { name: `${baseURL}/?referral=${code}` }).click();
    const copiedAt = await tickUntilVisible(page, banner.getByRole("tooltip"));
    await expect(banner.getByRole("tooltip")).toHaveText("Copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?referral=${code}`);
    await expectShownFor(
      page,
      copiedAt,
      COPY_CONFIRM_MS,
      () => expect(banner.getByRole("tooltip")).toHaveText("Copied to clipboard!"),
      () => expect(banner.getByRole("tooltip")).toHaveCount(0),
    );
    await page.clock.resume();

    // Overview: every figure as the API reports it.
    type UserStatistics = {
      totalGamesPlayed: number;
      totalCoinsWagered: number;
      totalCoinsWon: number;
      totalGemsWagered: number;
      totalGemsWon: number;
      maxGemsOwned: number;
      highestRewardEarnedCoins: number;
      totalGamesWon: number;
      playTime: { totalSecondsPlayed: number; averageSessionLength: number; totalSessions: number };
    };
    type GameFigures = {
      totalPlays: number;
      totalWins: number;
      winRate: number;
      playTime: number;
      sessions: number;
    };
    const user = await api<UserStatistics>(page, "/api/users/me/statistics");
    const games = await api<{
      gameStatistics: Record<string, GameFigures>;
      favoriteGame: { gameType: string } | null;
    }>(page, "/api/users/me/game-statistics");
    expect(user.totalGamesPlayed).toBeGreaterThan(0);
    const panel = page.getByRole("tabpanel");
    const expected: [string, string][] = [
      ["Total Played", formatLargeNumber(user.totalGamesPlayed)],
      ["Avg Bet Size", formatLargeNumber(user.totalCoinsWagered / user.totalGamesPlayed)],
      ["Total Play Time", formatHoursMinutes(user.playTime.totalSecondsPlayed)],
      ["Total wagered", formatLargeNumber(user.totalCoinsWagered)],
      ["Total coins won", formatLargeNumber(user.totalCoinsWon)],
      ["Gems wagered", formatLargeNumber(user.totalGemsWagered)],
      ["Max gems owned", formatLargeNumber(user.maxGemsOwned)],
      ["Highest reward", formatLargeNumber(user.highestRewardEarnedCoins)],
      ["Average session", formatHoursMinutes(user.playTime.averageSessionLength)],
      ["Games won", formatLargeNumber(user.totalGamesWon)],
      ["Total sessions", formatLargeNumber(user.playTime.totalSessions)],
    ];
    const general = panel.getByRole("region", { name: "General statistics" });
    const summary = panel.getByRole("region", { name: "Quick Summary" });
    await expect(figure(summary, "Biggest Win")).toHaveText(formatLargeNumber(user.highestRewardEarnedCoins));
    for (const [label, value] of expected) {
      const scope = ["Total Played", "Avg Bet Size", "Total Play Time"].includes(label) ? summary : general;
      await expect(figure(scope, label), label).toHaveText(value);
    }
    await expect(figure(general, "Gems won")).toHaveText(formatLargeNumber(user.totalGemsWon));
    const favourite = games.favoriteGame?.gameType ?? "bound-in-gold";
    const mostPlayed = panel.getByRole("region", { name: GAME_NAMES[favourite], exact: true });
    await expect(mostPlayed).toContainText("Most played");
    await expect(figure(mostPlayed, "Wins")).toHaveText(
      formatLargeNumber(games.gameStatistics[favourite]?.totalWins ?? 0),
    );
    await expect(mostPlayed.getByRole("button", { name: "Launch game" })).toBeVisible();
    await page.screenshot({ path: shot("settings-statistics-1440"), fullPage: true });

    // A game tab with figures: total, won, win rate with one decimal; kept in the URL over a reload.
    const tabs = page.getByRole("tablist", { name: "Statistics" });
    for (const label of ["Overview", ...Object.values(DEFAULT_GAME_TABS)])
      await expect(tabs.getByRole("tab", { name: label, exact: true })).toBeVisible();
    const roulette = games.gameStatistics.roulette!;
    await tabs.getByRole("tab", { name: "Roulette" }).click();
    await expect(page).toHaveURL(/\?tab=statistics&game=roulette$/);
    await page.reload();
    await expect(tabs.getByRole("tab", { name: "Roulette" })).toHaveAttribute("aria-selected", "true");
    await expect(figure(panel, "Total games")).toHaveText(formatLargeNumber(roulette.totalPlays));
    await expect(figure(panel, "Games won")).toHaveText(formatLargeNumber(roulette.totalWins));
    await expect(figure(panel, "Win rate")).toHaveText(formatWinRate(roulette.winRate));
    await expect(figure(panel, "Win rate")).toHaveText(/^\d+\.\d%$/);
    if (roulette.totalPlays > 0)
      await expect(figure(panel, "Sessions")).toHaveText(formatLargeNumber(roulette.sessions));

    // A default game the API has no figures for: the no-data state.
    const missing = Object.entries(DEFAULT_GAME_TABS).find(([game]) => !(game in games.gameStatistics));
    expect(missing, "the demo persona has played every default game").toBeTruthy();
    const [, missingName] = missing!;
    await tabs.getByRole("tab", { name: missingName }).click();
    await expect(panel).toHaveText(`No data available for ${missingName}`);
    await page.screenshot({ path: shot("settings-statistics-no-data-1440") });

    // Beta Access: the spec's toast for 5 s.
    await freezeClock(page);
    await page.getByRole("button", { name: "Beta Access" }).click();
    const toast = page.getByText(BETA_TOAST);
    const shownAt = await tickUntilVisible(page, toast);
    await expectShownFor(
      page,
      shownAt,
      BETA_TOAST_MS,
      () => expect(toast).toBeVisible(),
      () => expect(toast).toBeHidden(),
    );
    await page.clock.resume();
  });

  test("390 px: the compact three tabs and Beta Access, the referral tab by default, statistics kept over a reload", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(MOBILE);
    await openWithSession(page, cookies, SETTINGS);
    const compact = page.getByRole("navigation", { name: "Settings" });
    await expect(compact.getByRole("link")).toHaveCount(3);
    await expect(compact.getByRole("link")).toHaveText([
      "Referral Program",
      "Statistics",
      "Profile Settings",
    ]);
    await expect(compact.getByRole("link", { name: "Referral Program" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Payment Settings" })).toHaveCount(0);
    // Demo copies refer nobody; the link is still the player's own.
    await expect(page.getByLabel("Your referral link")).toHaveValue(
      `${baseURL}/?referral=${await referralCode(page)}`,
    );
    await expect(page.getByText("No referral data available")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot("settings-referral-390"), fullPage: true });

    await compact.getByRole("button", { name: "Beta Access" }).click();
    await expect(page.getByText(BETA_TOAST)).toBeVisible();

    await compact.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\?tab=statistics$/);
    await page.reload();
    await expect(compact.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Quick Summary" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: shot("settings-statistics-390"), fullPage: true });
  });
});

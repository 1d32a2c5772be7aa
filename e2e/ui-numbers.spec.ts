import { expect, type Locator, type Page, test } from "@playwright/test";
import type { LeaderboardResponse } from "../api/src/lib/leaderboard/response.ts";
import { formatLargeNumber, formatPlayedHours, formatWhole } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { DESKTOP, MOBILE, signIn } from "./lib/dashboard-setup.ts";
import { reportRounds } from "./lib/game-server.ts";
import { openMiniApp } from "./lib/telegram.ts";

// One source for the numbers (issue 16 items 5-7): the game cards, the game history, the leaderboard's
// personal panel and the header's Rank show the same figures for the same player, in the web
// dashboard and in the Mini App, and the leaderboard's search box is a full-height control.

interface Figures {
  totalPlays: number;
  totalWins: number;
  gemsWon: number;
  coinsWon: number;
  playTime: number;
}
type GameStatistics = { gameStatistics: Record<string, Figures> };

/** The cards of the dashboard (docs/product/platform.md §3) by name, with their statistics key. */
const CARDS = [
  ["Bound In Gold", "bound-in-gold"],
  ["Baccarat", "baccarat"],
  ["Fireworks Frenzy", "fireworks-frenzy"],
  ["Blackjack", "blackjack"],
  ["Roulette", "roulette"],
] as const;

/** Reads an API path with the page's session (the Mini App's bearer token when it has one). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  const response = await page.request.get(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
/** The whole number a card line shows ("Played 1,234 times" → 1234). */
const numberIn = async (line: Locator) => Number(((await line.textContent()) ?? "").replace(/\D/g, ""));
const playedOn = (page: Page, name: string) => numberIn(card(page, name).getByText(/^Played /));

/** The game history's rows as (game, win) pairs, as the panel lists them. */
async function historyRows(page: Page): Promise<{ game: string; win: boolean }[]> {
  const history = page.getByRole("region", { name: "Game history" });
  await expect(history.getByText("Loading game history…")).toHaveCount(0);
  const texts = await history.getByRole("listitem").allInnerTexts();
  return texts.map((text) => {
    const [result = "", game = ""] = text.split("\n").map((part) => part.trim());
    return { game, win: result.toLowerCase() === "win" };
  });
}

/** Cards, history and statistics agree: every game the history lists was played, as often as the API says. */
async function checkCardsAgreeWithHistory(page: Page, name: string) {
  const stats = await api<GameStatistics>(page, "/api/users/me/game-statistics");
  for (const [title, key] of CARDS) {
    await expect(card(page, title).getByText(/^Played /)).toHaveText(
      `Played ${formatLargeNumber(stats.gameStatistics[key]?.totalPlays ?? 0)} ${stats.gameStatistics[key]?.totalPlays === 1 ? "time" : "times"}`,
    );
  }
  const rows = await historyRows(page);
  expect(rows.length, "the history lists rounds").toBeGreaterThan(0);
  for (const [title] of CARDS) {
    const shown = rows.filter((row) => row.game === title);
    if (shown.length === 0) continue;
    const played = await playedOn(page, title);
    expect(played, `${title}: the history lists ${shown.length} rounds`).toBeGreaterThanOrEqual(shown.length);
    const won = await numberIn(card(page, title).getByText(/^Won /));
    expect(won, `${title}: wins in the history`).toBeGreaterThanOrEqual(shown.filter((r) => r.win).length);
  }
  await page.screenshot({ path: shot(`${name}-cards-history`), fullPage: true });
  return stats;
}

/** The header's Rank, then the leaderboard panel's Rank on the Global board it opens on: one number. */
async function checkRankAndFireworks(page: Page, badge: Locator, name: string, stats: GameStatistics) {
  await expect(badge).toContainText(/Rank #\d{1,3}(?: \d{3})*/);
  const headerRank = /Rank (#\d{1,3}(?: \d{3})*)/.exec((await badge.textContent()) ?? "")?.[1];
  const board = await api<LeaderboardResponse>(page, "/api/leaderboard?page=1&limit=1");
  expect(board.userIndex, "the player has a place on the Global board after their rounds").not.toBeNull();
  expect(headerRank).toBe(`#${formatWhole(board.userIndex ?? 0)}`);

  const panel = page.getByTestId("personal-panel");
  await expect(panel.getByTestId("personal-rank")).toHaveText(headerRank as string);
  await expect(page.getByRole("tabpanel").getByText("Rank", { exact: true })).toBeVisible();
  await expect(page.getByText("Standing", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: shot(`${name}-rank`), fullPage: true });

  // The 'Fireworks frenzy' tab shows Fireworks Frenzy's own figures: those of its card and statistics.
  await page.getByRole("tab", { name: "Fireworks frenzy" }).click();
  const fireworks = stats.gameStatistics["fireworks-frenzy"];
  await expect(panel.getByTestId("personal-played-time")).toHaveText(
    formatPlayedHours(fireworks?.playTime ?? 0),
  );
  await expect(panel.getByTestId("personal-gems-earned")).toHaveText(
    formatLargeNumber(fireworks?.gemsWon ?? 0),
  );
  if (!fireworks?.totalPlays) await expect(panel.getByTestId("personal-rank")).toHaveText("N/A");
  await page.screenshot({ path: shot(`${name}-fireworks`), fullPage: true });
}

/** The search box is a ≥ 40 px control, as tall as the store's search box. */
async function searchHeights(
  page: Page,
  toStore: () => Promise<unknown>,
): Promise<{ board: number; store: number }> {
  const box = page.getByRole("searchbox", { name: "Search leaderboard users" });
  const board = await box.evaluate(
    (el) => (el.closest("search") as HTMLElement).getBoundingClientRect().height,
  );
  await toStore();
  const store = await page
    .getByRole("searchbox", { name: "Search Store" })
    .evaluate((el) => (el.closest("form") as HTMLElement).getBoundingClientRect().height);
  return { board, store };
}

test("web: game cards, game history, leaderboard panel and header Rank read the same numbers", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "jade-beta");
  const stats = await checkCardsAgreeWithHistory(page, "ui-numbers-web");
  await page.getByRole("link", { name: "Leaderboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/leaderboard$/);
  await checkRankAndFireworks(
    page,
    page.locator("header").first().getByTestId("rank-badge"),
    "ui-numbers-web",
    stats,
  );
});

for (const [label, viewport] of [
  ["390", MOBILE],
  ["768", { width: 768, height: 1024 }],
  ["1440", DESKTOP],
] as const) {
  test(`web ${label} px: the leaderboard search box is a full-height control like the store's`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "jade-beta");
    await page.goto("/dashboard/leaderboard");
    await expect(page.getByRole("searchbox", { name: "Search leaderboard users" })).toBeVisible();
    await page.screenshot({ path: shot(`ui-numbers-search-${label}`) });
    const { board, store } = await searchHeights(page, () => page.goto("/dashboard/store"));
    expect(board).toBeGreaterThanOrEqual(40);
    expect(Math.abs(board - store)).toBeLessThanOrEqual(1);
  });
}

test("Mini App: the same numbers after a player's rounds, and the search box's height", async ({ page }) => {
  await openMiniApp(page, { path: "dashboard" });
  await page.addLocatorHandler(page.getByRole("dialog", { name: /^Welcome to/ }), async (dialog) => {
    await dialog.getByRole("button", { name: "Later" }).click();
  });
  const me = await api<{ id: number }>(page, "/api/users/me");
  await reportRounds(page.request, me.id, [
    { gameType: "baccarat", metricType: "win", coinsAmount: 4_000 },
    { gameType: "baccarat", metricType: "lose", coinsAmount: 1_000 },
    { gameType: "fireworks-frenzy", metricType: "win", gemsAmount: 30 },
    { gameType: "jetpack", metricType: "win", gemsAmount: 900 },
  ]);
  await page.reload();
  await expect(card(page, "Baccarat").getByText(/^Played /)).toHaveText("Played 2 times");
  const stats = await checkCardsAgreeWithHistory(page, "ui-numbers-miniapp");
  expect(stats.gameStatistics["fireworks-frenzy"]?.gemsWon).toBe(30);
  const badge = page.getByTestId("rank-badge").first();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/leaderboard(#.*)?$/);
  await checkRankAndFireworks(page, badge, "ui-numbers-miniapp", stats);
  const { board, store } = await searchHeights(page, () =>
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Store" }).click(),
  );
  expect(board).toBeGreaterThanOrEqual(40);
  expect(Math.abs(board - store)).toBeLessThanOrEqual(1);
});

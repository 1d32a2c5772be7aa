import { type Cookie, expect, type Page, test } from "@playwright/test";
import type { LeaderboardEntry, LeaderboardResponse } from "../api/src/lib/leaderboard/response.ts";
import { rankLabel } from "../web/src/lib/rank-label.ts";
import { shot } from "./lib/artifacts.ts";
import { textContrastFailures } from "./lib/contrast.ts";
import { DESKTOP, demoSessionCookies, MOBILE, openWithSession } from "./lib/dashboard-setup.ts";
import { endAllSessions, setStreamingProvider } from "./lib/queue-setup.ts";
import { STREAM_READY_TEXT } from "./lib/stream-server.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The Global Leaderboard (docs/product/economy.md §2, §4) against the real API over the seeded boards: every row,
// order and figure on screen is checked against what GET /api/leaderboard answers for the same view.

type Entry = LeaderboardEntry;
type Board = LeaderboardResponse;

/** docs/product/economy.md §9 large numbers, written out independently of the app: K/M/B/T from 100 000, else spaced. */
function large(value: number): string {
  if (value >= 100_000) {
    const units = [
      [1e12, "T"],
      [1e9, "B"],
      [1e6, "M"],
      [1e3, "K"],
    ] as const;
    for (const [index, [size, suffix]] of units.entries()) {
      if (value < size) continue;
      const scaled = Math.round((value / size) * 100) / 100;
      const bigger = units[index - 1];
      if (scaled >= 1000 && bigger) return `${Math.round((value / bigger[0]) * 100) / 100}${bigger[1]}`;
      return `${scaled}${suffix}`;
    }
  }
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
const hours = (seconds: number) => `${Math.round((seconds / 3600) * 10) / 10} h`;

/** A GET with the page's session (the Mini App's bearer token when it has one). */
async function get<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  const response = await page.request.get(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}
/** Reads the board through the API with the page's session. */
const api = (page: Page, query: string) => get<Board>(page, `/api/leaderboard?limit=20&${query}`);
const ids = (board: Board) => board.leaderboard.data.map((e) => String(e.userId));

const rows = (page: Page) => page.getByTestId("leaderboard-row");
const shownIds = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-user-id")));
const header = (page: Page, name: string | RegExp) =>
  page.getByRole("columnheader").getByRole("button", { name });
const boardRequest = (page: Page, test: (url: URL) => boolean) =>
  page.waitForResponse((r) => r.url().includes("/api/leaderboard?") && test(new URL(r.url())));

async function expectRowsFromApi(page: Page, board: Board) {
  await expect.poll(() => shownIds(page)).toEqual(ids(board));
}

/** The personal panel's figures equal the API's entry and Rank for that board. */
async function expectPanel(page: Page, board: Board) {
  const me = board.userData;
  const panel = page.getByTestId("personal-panel");
  await expect(panel.getByText("Rank", { exact: true })).toBeVisible();
  await expect(panel.getByText("Standing", { exact: true })).toHaveCount(0);
  await expect(panel.getByTestId("personal-rank")).toHaveText(
    board.userIndex ? `#${board.userIndex}` : "N/A",
  );
  await expect(panel.getByTestId("personal-coins-wagered")).toHaveText(large(me?.coinsWagered ?? 0));
  await expect(panel.getByTestId("personal-coins-earned")).toHaveText(large(me?.coinsWon ?? 0));
  await expect(panel.getByTestId("personal-gems-wagered")).toHaveText(large(me?.gemsWagered ?? 0));
  await expect(panel.getByTestId("personal-gems-earned")).toHaveText(large(me?.gemsWon ?? 0));
  await expect(panel.getByTestId("personal-played-time")).toHaveText(hours(me?.secondsPlayed ?? 0));
}

/**
 * The header's (the Mini App strip's) Rank is GET /api/xp/rank: the player's place on the Global board
 * by coins won, the number the personal panel shows as Rank on that board. Before a first round the
 * panel reads "N/A" (docs/product/economy.md §2) and the header the spec's default, #1 (docs/product/platform.md §3).
 */
async function expectHeaderRank(page: Page, global: Board) {
  const { rank } = await get<{ rank: number | null }>(page, "/api/xp/rank");
  expect(rank).toBe(global.userIndex);
  await expect(page.getByTestId("rank-badge")).toContainText(`Rank ${rankLabel(rank)}`);
}

/** The default board: rows, medals, figures and the personal panel's two tabs, as the API says. */
async function checkDefaultBoard(page: Page, name: string, wide: boolean) {
  await expect(page.getByRole("heading", { name: "Global Leaderboard" })).toBeVisible();
  const board = await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC");
  expect(board.leaderboard.data).toHaveLength(20);
  await expectRowsFromApi(page, board);
  await expect(header(page, /Coins earned/)).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /Coins earned/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const positions = await rows(page).getByTestId("row-position").allTextContents();
  expect(positions.slice(0, 5)).toEqual(["GOLD", "SILVER", "BRONZE", "#4", "#5"]);
  // The medal labels are read on their tinted pills (BRONZE's had been under 4.5:1).
  expect(await textContrastFailures(page, '[data-testid="row-position"]')).toEqual([]);
  expect(positions.at(-1)).toBe("#20");
  const top = board.leaderboard.data[0] as Entry;
  const first = rows(page).first();
  await expect(first.getByTestId("row-nickname")).toHaveText(top.user.nickname ?? "");
  await expect(first.getByTestId("row-earned")).toHaveText(large(top.coinsWon));
  await expect(first.getByTestId("row-wagered")).toHaveText(large(top.coinsWagered));
  await expect(first.getByTestId("row-wins")).toHaveText(large(top.totalWins));
  // Level and played time from 500 px wide only.
  if (wide) {
    await expect(first.getByTestId("row-level")).toHaveText(`Level ${top.user.level}`);
    await expect(first.getByTestId("row-played")).toHaveText(hours(top.secondsPlayed));
  } else {
    await expect(first.getByTestId("row-level")).toBeHidden();
    await expect(first.getByTestId("row-played")).toBeHidden();
    // Narrow screens scroll the table, never the page.
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1] as number);
  }
  await expectPanel(page, board);
  await page.screenshot({ path: shot(`${name}-default`), fullPage: true });

  // 'Fireworks frenzy' reads the Fireworks Frenzy board (the lobby game's key), not Jetpack's.
  const fireworks = boardRequest(page, (u) => u.searchParams.get("gameType") === "fireworks-frenzy");
  await page.getByRole("tab", { name: "Fireworks frenzy" }).click();
  await fireworks;
  await expect(page.getByRole("tab", { name: "Fireworks frenzy" })).toHaveAttribute("aria-selected", "true");
  await expectPanel(page, await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC&gameType=fireworks-frenzy"));
  await page.getByRole("tab", { name: "Global" }).click();
  await expectPanel(page, board);
}

/** Sorting, the coins/gems toggle, the game filter and load more: each view as the API orders it. */
async function checkViews(page: Page, name: string) {
  // A server-sorted column: each click reloads page 1 in the new order.
  let reload = boardRequest(
    page,
    (u) => u.searchParams.get("sortBy") === "totalWins" && u.searchParams.get("page") === "1",
  );
  await header(page, /Total wins/).click();
  await reload;
  await expectRowsFromApi(page, await api(page, "page=1&sortBy=totalWins&sortOrder=DESC"));
  reload = boardRequest(page, (u) => u.searchParams.get("sortOrder") === "ASC");
  await header(page, /Total wins/).click();
  await reload;
  await expect(page.getByRole("columnheader", { name: /Total wins/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expectRowsFromApi(page, await api(page, "page=1&sortBy=totalWins&sortOrder=ASC"));

  // The User column sorts the loaded rows by nickname (page 1 of the default board).
  await header(page, /^User/).click();
  const byDefault = await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC");
  const sorted = [...byDefault.leaderboard.data]
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        (a.e.user.nickname ?? "").localeCompare(b.e.user.nickname ?? "", "en", { sensitivity: "base" }) ||
        a.i - b.i,
    )
    .map(({ e }) => String(e.userId));
  await expect.poll(() => shownIds(page)).toEqual(sorted);
  await page.screenshot({ path: shot(`${name}-by-user`), fullPage: true });

  // Coins/gems toggle: the earned column shows gems, and sorting by it asks the server for gemsWon.
  await page.getByRole("group", { name: "Earned currency" }).getByRole("button", { name: "Gems" }).click();
  await expect(header(page, /Gems earned/)).toBeVisible();
  reload = boardRequest(page, (u) => u.searchParams.get("sortBy") === "gemsWon");
  await header(page, /Gems earned/).click();
  await reload;
  const gems = await api(page, "page=1&sortBy=gemsWon&sortOrder=DESC");
  await expectRowsFromApi(page, gems);
  await expect(rows(page).first().getByTestId("row-earned")).toHaveText(
    large(gems.leaderboard.data[0]?.gemsWon ?? 0),
  );
  await page.screenshot({ path: shot(`${name}-gems`), fullPage: true });

  // Load more appends the next 20; the game filter then reloads page 1 of that game's board.
  const more = page.getByRole("button", { name: "Load more" });
  await expect(more).toBeEnabled();
  reload = boardRequest(page, (u) => u.searchParams.get("page") === "2");
  await more.click();
  await reload;
  const page2 = await api(page, "page=2&sortBy=gemsWon&sortOrder=DESC");
  await expect.poll(() => shownIds(page)).toEqual([...ids(gems), ...ids(page2)]);
  expect(await rows(page).nth(20).getByTestId("row-position").textContent()).toBe("#21");
  reload = boardRequest(
    page,
    (u) => u.searchParams.get("gameType") === "blackjack" && u.searchParams.get("page") === "1",
  );
  await page.getByRole("group", { name: "Game" }).getByRole("button", { name: "BlackJack" }).click();
  await reload;
  const blackjack = await api(page, "page=1&sortBy=gemsWon&sortOrder=DESC&gameType=blackjack");
  await expectRowsFromApi(page, blackjack);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole("tab", { name: "BlackJack" })).toBeVisible();
  await expectPanel(page, blackjack);
  await page.screenshot({ path: shot(`${name}-blackjack`), fullPage: true });
}

/** Search filters the loaded rows, resets the sort to coins won descending, and has its empty state. */
async function checkSearch(page: Page, name: string) {
  await header(page, /Total wins/).click();
  await expect(page.getByRole("columnheader", { name: /Total wins/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const box = page.getByRole("searchbox", { name: "Search leaderboard users" });
  const reset = boardRequest(page, (u) => u.searchParams.get("sortBy") === "coinsWon");
  const board = await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC");
  const target = board.leaderboard.data[4] as Entry;
  const nickname = target.user.nickname ?? "";
  const needle = nickname.slice(1, 5).toUpperCase();
  await box.fill(`  ${needle} `);
  await reset;
  await expect(page.getByRole("columnheader", { name: /Coins earned/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const expected = board.leaderboard.data
    .filter((e) => (e.user.nickname ?? "").toLowerCase().includes(needle.toLowerCase()))
    .map((e) => String(e.userId));
  expect(expected).toContain(String(target.userId));
  await expect.poll(() => shownIds(page)).toEqual(expected);
  // The rows shown are relabelled from the top: the first is GOLD.
  await expect(rows(page).first().getByTestId("row-position")).toHaveText("GOLD");
  await page.screenshot({ path: shot(`${name}-search`), fullPage: true });

  await box.fill("zz-nobody-zz");
  await expect(page.getByText('No users found matching "zz-nobody-zz"')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.screenshot({ path: shot(`${name}-search-empty`), fullPage: true });
  await box.fill("");
  await expectRowsFromApi(page, board);
}

let cookies: Cookie[];
test.beforeAll(async ({ browser }, testInfo) => {
  // One demo visit shared by the web tests: reading the board changes nothing.
  cookies = await demoSessionCookies(browser, testInfo.project.use.baseURL, "jade-beta");
});

for (const [label, viewport] of [
  ["1440", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`web ${label} px: the board, its medals, sorting, toggle, filter, load more and the personal panel`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openWithSession(page, cookies, "/dashboard/leaderboard");
    await checkDefaultBoard(page, `leaderboard-web-${label}`, viewport.width >= 500);
    // From xl (1280 px) the header itself shows the Rank badge; narrower, the info panel holds it.
    if (viewport.width >= 1280)
      await expectHeaderRank(page, await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC"));
    // The demo persona's visit stands on no public board, but sees the place it would take there.
    const own = await api(page, "page=1");
    expect(own.userIndex).toBeGreaterThan(0);
    expect(ids(own)).not.toContain(String(own.userData?.userId));
    await checkViews(page, `leaderboard-web-${label}`);
  });

  test(`web ${label} px: search over the loaded rows and its empty state`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openWithSession(page, cookies, "/dashboard/leaderboard");
    await expect(rows(page)).toHaveCount(20);
    await checkSearch(page, `leaderboard-web-${label}`);
  });
}

test("web 1440 px: 'Load more' stays active only while the last page had 20 rows", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openWithSession(page, cookies, "/dashboard/leaderboard");
  await page.getByRole("group", { name: "Game" }).getByRole("button", { name: "Roulette" }).click();
  const more = page.getByRole("button", { name: "Load more" });
  let expected: string[] = [];
  for (let n = 1; ; n++) {
    const board = await api(page, `page=${n}&sortBy=coinsWon&sortOrder=DESC&gameType=roulette`);
    expected = [...expected, ...ids(board)];
    await expect.poll(() => shownIds(page)).toEqual(expected);
    if (board.leaderboard.data.length < 20) break;
    await expect(more).toBeEnabled();
    await more.click();
  }
  await expect(more).toBeDisabled();
  await page.screenshot({ path: shot("leaderboard-web-1440-end"), fullPage: false });
});

test("web 1440 px: the logo play button follows the dashboard's Play: the pixel stream, else it joins the queue", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openWithSession(page, cookies, "/dashboard/leaderboard");
  const logo = page.getByTestId("leaderboard-play");
  // Pixel streaming (the operator's default): no queue, the logo opens /play-pixel and its stream.
  await expect(logo).toBeEnabled();
  await logo.click();
  await expect(page).toHaveURL(/\/play-pixel$/);
  await expect(
    page.frameLocator('iframe[title="JadeVerse game stream"]').getByText(STREAM_READY_TEXT),
  ).toBeVisible();
  await page.screenshot({ path: shot("play-pixel-1440") });
  await page.goto("/dashboard/leaderboard");
  await setStreamingProvider("cloudgaming");
  try {
    await endAllSessions();
    await page.reload();
    await expect(logo).toBeEnabled();
    await page.screenshot({ path: shot("leaderboard-web-1440-play") });
    // A free seat: the join launches the game at once.
    await logo.click();
    await expect(page).toHaveURL(/\/play$/, { timeout: 15_000 });
  } finally {
    await endAllSessions();
    await setStreamingProvider("pixelstreaming");
  }
});

test("Mini App: the same page inside Telegram, checked against the API", async ({ page }) => {
  await openMiniApp(page, { path: "dashboard/leaderboard" });
  // The welcome picker greets a new Telegram player; on a slow machine it may open after the fixture's wait.
  await page.addLocatorHandler(page.getByRole("dialog", { name: /^Welcome to/ }), async (dialog) => {
    await dialog.getByRole("button", { name: "Later" }).click();
  });
  // Opened at a path, the launch hash stays in the address.
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/leaderboard(#.*)?$/);
  const tabs = page.getByRole("navigation", { name: "Main" });
  await expect(tabs.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("aria-current", "page");
  // A new Telegram player has no rounds yet: the panel reads N/A and zeros, as the API says.
  await checkDefaultBoard(page, "leaderboard-miniapp", false);
  const global = await api(page, "page=1&sortBy=coinsWon&sortOrder=DESC");
  expect(global.userIndex).toBeNull();
  await expectHeaderRank(page, global);
  await checkViews(page, "leaderboard-miniapp");
  await page.getByRole("group", { name: "Game" }).getByRole("button", { name: "Global" }).click();
  await checkSearch(page, "leaderboard-miniapp");
});

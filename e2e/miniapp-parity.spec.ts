import { expect, type Page, test } from "@playwright/test";
import { formatLargeNumber, formatWinRate } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { withPlatformDb } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { reportRounds } from "./lib/game-server.ts";
import { grantGems } from "./lib/grants.ts";
import { api, figure } from "./lib/settings.ts";
import { openMiniApp, type TelegramUser } from "./lib/telegram.ts";
import { expectTwoAvatarsLoop } from "./lib/welcome.ts";

// The web dashboard's checks, run again inside the Mini App (signed-Telegram fixture, 390 × 844): the
// same pages from one implementation must behave the same in Telegram. XP and rank defaults, the
// welcome picker's loop and nickname limit, the play guard, the store's filters and a paid purchase,
// and the Statistics tab's figures.

async function playerIdOf(user: TelegramUser): Promise<number> {
  const rows = await query("SELECT id FROM users WHERE telegram_id = ?", [String(user.id)]);
  const id = Number(rows[0]?.id);
  expect(id, `player for Telegram user ${user.id}`).toBeGreaterThan(0);
  return id;
}

const gemsOf = async (page: Page) => (await api<{ gemsAmount: number }>(page, "/api/users/me")).gemsAmount;

test("failed XP and rank calls: the strip shows Bamboo Warrior, level 1, 0 XP and rank 1", async ({
  page,
}) => {
  await page.route("**/api/users/me/xp", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.route("**/api/xp/rank", (route) => route.fulfill({ status: 500, body: "{}" }));
  await openMiniApp(page);
  const progress = page.getByTestId("level-progress");
  await expect(progress).toContainText("Bamboo Warrior");
  await expect(progress).toContainText("0 XP");
  await expect(progress).toContainText("Level 1");
  await expect(progress).not.toContainText("Level 16");
  await expect(progress).not.toContainText("Max level");
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByTestId("rank-badge")).toContainText("Rank #1");
  await expect(page.getByTestId("rank-badge")).toContainText("VIP 0");
  await page.screenshot({ path: shot("miniapp-xp-defaults") });
});

test("welcome picker: two avatars loop, the nickname stops at 25, confirm equips and greets", async ({
  page,
}) => {
  const user = await openMiniApp(page, { welcome: "keep" });
  const picker = page.getByRole("dialog", { name: "Welcome to JadeVerse" });
  // A new player owns every avatar's free default skin: the picker offers them, not the store.
  const defaults = await query(
    "SELECT id FROM skins WHERE is_default_skin = 1 AND price_gems = 0 ORDER BY id",
  );
  const owned = await api<{ skins: { id: number }[] }>(page, "/api/skins/me");
  expect(owned.skins.map((avatar) => avatar.id)).toEqual(defaults.map((row) => Number(row.id)));
  await expect(picker.getByRole("list", { name: "Your avatars" })).toBeVisible();
  await expect(picker).not.toContainText("No items found.");
  // The player comes to own only two avatars (an account from before the free defaults, say): the
  // picker loops them.
  const userId = await playerIdOf(user);
  await withPlatformDb((db) =>
    db.execute({
      sql: `DELETE FROM user_skins WHERE user_id = ? AND skin_id NOT IN
              (SELECT skin_id FROM user_skins WHERE user_id = ? ORDER BY skin_id LIMIT 2)`,
      args: [userId, userId],
    }),
  );
  await expect
    .poll(async () => (await api<{ skins: unknown[] }>(page, "/api/skins/me")).skins.length)
    .toBe(2);
  await page.reload();
  await expectTwoAvatarsLoop(picker);
  const list = picker.getByRole("list", { name: "Your avatars" });

  const nickname = picker.getByPlaceholder("Add your nickname*");
  const confirm = picker.getByRole("button", { name: "confirm" });
  await nickname.fill("");
  await expect(confirm).toBeDisabled();
  await nickname.pressSequentially("T".repeat(30));
  await expect(nickname).toHaveValue("T".repeat(25));
  await nickname.fill("TeleJade");
  await list.getByRole("button").first().click();
  await page.screenshot({ path: shot("miniapp-avatar-picker") });
  const equip = page.waitForRequest(
    (r) => r.method() === "POST" && /\/api\/skins\/equip\/\d+$/.test(r.url()),
  );
  await confirm.click();
  await equip;
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("greeting")).toHaveText("Hello, TeleJade");
});

test("/tg-app/play without a game session: Validating session..., the toast and back to the dashboard", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/queue/validate-session", async (route) => {
    await held;
    await route.continue();
  });
  await openMiniApp(page, { path: "play", welcome: "keep" });
  await expect(page.getByText("Validating session...")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/tg-app\/dashboard(#|$)/);
  await expect(
    page.getByRole("alert").filter({ hasText: "No active game session. Please join through Play button." }),
  ).toBeVisible();
  await page.screenshot({ path: shot("miniapp-play-guard") });
});

test("store: infinite scroll, filters round-trip through the query string, and a purchase debits gems", async ({
  page,
}) => {
  const user = await openMiniApp(page, { path: "dashboard/store" });
  const entries = page.getByTestId("store-entry");
  await expect(entries).toHaveCount(20);
  // Scrolling Telegram's webview loads the next 20, then the short last page (49 in the catalog).
  await entries.last().scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(40);
  await entries.last().scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(49);
  const filters = page.getByRole("region", { name: "Filters" });
  // At a phone's width the filters fold behind the Filters button (open by itself on a filtered address).
  const toggle = page.getByRole("button", { name: /^Filters/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(filters).toBeHidden();
  await toggle.click();
  await filters.getByLabel("Lucky Charms").check();
  await filters.getByLabel("Clothing").check();
  await filters.getByLabel("Epic").check();
  await filters.getByLabel("Min price (gems)").fill("100");
  await filters.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(
    /\/tg-app\/dashboard\/store\?type=CHARM&type=CLOTHING&rarity=EPIC&minPriceGems=100(#|$)/,
  );
  await expect(entries).toHaveCount(2);
  await page.reload();
  await expect(entries).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Filters" }).getByLabel("Epic")).toBeChecked();
  await expect(page.getByRole("region", { name: "Filters" }).getByLabel("Min price (gems)")).toHaveValue(
    "100",
  );

  const start = await gemsOf(page);
  await grantGems(await playerIdOf(user), 500);
  const search = page.getByRole("searchbox", { name: "Search Store" });
  await page.getByRole("region", { name: "Filters" }).getByRole("button", { name: "Clear all" }).click();
  await search.fill("Mossback");
  await search.press("Enter");
  const card = entries.filter({ has: page.getByRole("heading", { name: "Mossback Tortoise", exact: true }) });
  await expect(card.getByTestId("entry-price")).toHaveText("90");
  await expect.poll(() => gemsOf(page)).toBe(start + 500);
  await card.getByRole("button", { name: "Buy Now Mossback Tortoise" }).click();
  await page
    .getByRole("dialog", { name: "Mossback Tortoise" })
    .getByRole("button", { name: "Purchase" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Item purchased successfully!" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Owned Mossback Tortoise" })).toBeDisabled();
  expect(await gemsOf(page)).toBe(start + 500 - 90);
  await page.screenshot({ path: shot("miniapp-store-purchase") });
});

test("Statistics tab: the figures recorded by the game server, as the API reports them", async ({ page }) => {
  const user = await openMiniApp(page, { path: "dashboard" });
  const userId = await playerIdOf(user);
  // Rounds played since (in a game, through the game server); then the player opens the Mini App again.
  await reportRounds(page.request, userId, [
    { gameType: "roulette", metricType: "bet", coinsAmount: 4_000 },
    { gameType: "roulette", metricType: "win", coinsAmount: 12_500 },
    { gameType: "roulette", metricType: "bet", coinsAmount: 2_000 },
    { gameType: "roulette", metricType: "lose" },
    { gameType: "blackjack", metricType: "bet", coinsAmount: 1_000 },
    { gameType: "blackjack", metricType: "win", coinsAmount: 2_000 },
  ]);
  type UserStatistics = {
    totalGamesPlayed: number;
    totalCoinsWagered: number;
    totalCoinsWon: number;
    totalGamesWon: number;
  };
  await page.goto("about:blank");
  await openMiniApp(page, { user, path: "dashboard" });
  const stats = await api<UserStatistics>(page, "/api/users/me/statistics");
  expect(stats.totalGamesPlayed).toBeGreaterThan(0);
  const games = await api<{
    gameStatistics: Record<string, { totalPlays: number; totalWins: number; winRate: number }>;
  }>(page, "/api/users/me/game-statistics");
  await page.getByRole("link", { name: "Open settings" }).click();
  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/settings\?tab=statistics(#|$)/);
  const panel = page.getByRole("tabpanel");
  const summary = panel.getByRole("region", { name: "Quick Summary" });
  const general = panel.getByRole("region", { name: "General statistics" });
  await expect(figure(summary, "Total Played")).toHaveText(formatLargeNumber(stats.totalGamesPlayed));
  await expect(figure(general, "Total wagered")).toHaveText(formatLargeNumber(stats.totalCoinsWagered));
  await expect(figure(general, "Total coins won")).toHaveText(formatLargeNumber(stats.totalCoinsWon));
  await expect(figure(general, "Games won")).toHaveText(formatLargeNumber(stats.totalGamesWon));
  const roulette = games.gameStatistics.roulette;
  expect(roulette?.totalPlays).toBeGreaterThan(0);
  await page.getByRole("tablist", { name: "Statistics" }).getByRole("tab", { name: "Roulette" }).click();
  await expect(figure(panel, "Total games")).toHaveText(formatLargeNumber(roulette?.totalPlays ?? 0));
  await expect(figure(panel, "Games won")).toHaveText(formatLargeNumber(roulette?.totalWins ?? 0));
  await expect(figure(panel, "Win rate")).toHaveText(formatWinRate(roulette?.winRate ?? 0));
  await page.screenshot({ path: shot("miniapp-statistics"), fullPage: true });
});

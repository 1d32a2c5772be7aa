import { expect, type Locator, type Page, test } from "@playwright/test";
import { dismissWelcome, signIn } from "./lib/dashboard-setup.ts";
import { takeAllCoins } from "./lib/grants.ts";
import { api } from "./lib/settings.ts";
import { openMiniApp } from "./lib/telegram.ts";

// A player short of coins is offered the ways to coins in every coin game (issue 31): the purchase
// page's Swap Gems panel and its gem packs, whether the game saw it first (the stake is more than the
// coins it shows) or the server refused the round (the coins went elsewhere meanwhile).

const SHORT = /You do not have enough coins|Insufficient balance!/;

/** The message, with both ways to coins where they lead. */
async function offersWaysToCoins(message: Locator) {
  await expect(message).toBeVisible();
  await expect(message.getByRole("link", { name: "Swap gems for coins" })).toHaveAttribute(
    "href",
    /\/dashboard\/buy-gems#swap-gems$/,
  );
  await expect(message.getByRole("link", { name: "buy gems" })).toHaveAttribute(
    "href",
    /\/dashboard\/buy-gems#purchase$/,
  );
}

const game = async (page: Page, path: string, name: string) => {
  await page.goto(path);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
};

test("web: a player with no coins is offered Swap Gems and the gem packs in slots and roulette", async ({
  page,
}) => {
  await signIn(page, "jade-rookie");
  await dismissWelcome(page);

  await game(page, "/dashboard/games?game=slots", "Slots");
  await page.getByRole("button", { name: /^Spin · / }).click();
  const slots = page.getByRole("status").filter({ hasText: "You do not have enough coins for this stake." });
  await offersWaysToCoins(slots);

  await game(page, "/dashboard/games?game=roulette", "Roulette");
  await page.getByRole("button", { name: "5 coins chip", exact: true }).click();
  await page.getByRole("button", { name: "Red", exact: true }).click();
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  const roulette = page
    .getByRole("status")
    .filter({ hasText: "You do not have enough coins for these bets." });
  await offersWaysToCoins(roulette);

  // The first way leads to the Swap Gems panel of the purchase page.
  await roulette.getByRole("link", { name: "Swap gems for coins" }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-gems#swap-gems$/);
  await expect(page.getByRole("region", { name: "Swap Gems" })).toBeInViewport();
});

test("Mini App: the server's refusal for coins spent elsewhere offers the same ways, to the Stars packs", async ({
  page,
}) => {
  await openMiniApp(page, { path: "dashboard/games?game=baccarat" });
  await expect(page.getByRole("heading", { name: "Baccarat", level: 1 })).toBeVisible();
  // The coins go elsewhere while the table is open: the game still shows the welcome grant.
  await takeAllCoins((await api<{ id: number }>(page, "/api/users/me")).id);
  await page.getByRole("button", { name: /^Bet on Player/ }).click();
  await page.getByRole("button", { name: "Deal", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: SHORT });
  await expect(refusal).toContainText("Insufficient balance!");
  await offersWaysToCoins(refusal);

  await refusal.getByRole("link", { name: "buy gems" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/buy-gems#purchase$/);
  await expect(page.locator("#purchase")).toBeInViewport();
});

import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import {
  DESKTOP,
  entries,
  entry,
  freeDefaults,
  gems,
  keepOnlySkins,
  MOBILE,
  openStore,
} from "./lib/store.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The store (docs/product/economy.md §2 Store, §4, §5, §8) against the real API: web at 1440 and 390 px with demo
// players (each sign-in gets its own private copy), and in the Mini App fixture. The seeded catalog
// holds 24 skins and 25 store items: pages of 20, 20 and 9.
const CATALOG_SIZE = 49;
const filters = (page: Page) => page.getByRole("region", { name: "Filters" });

test("1440 px: entries load 20 at a time on scroll until a short page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const pages: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/store") pages.push(new URL(request.url()).search);
  });
  await openStore(page, "jade-guest");
  await expect(entries(page)).toHaveCount(20);
  // Default skins: the avatar's name, labelled Avatar, FREE.
  const dragon = entry(page, "Jade Dragon");
  await expect(dragon.getByTestId("entry-type")).toHaveText("Avatar");
  await expect(dragon.getByTestId("entry-price")).toHaveText("FREE");
  // The guest owns Monkey King: Owned, buying disabled.
  await expect(entry(page, "Monkey King").getByRole("button", { name: "Owned Monkey King" })).toBeDisabled();
  await page.screenshot({ path: shot("store-1440") });

  await entries(page).last().scrollIntoViewIfNeeded();
  await expect(entries(page)).toHaveCount(40);
  await entries(page).last().scrollIntoViewIfNeeded();
  await expect(entries(page)).toHaveCount(CATALOG_SIZE);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByText("Loading more...")).toHaveCount(0);
  // Item types read lower-cased.
  await expect(entry(page, "Dragon Boat").getByTestId("entry-type")).toHaveText("vehicle");
  expect(pages.map((search) => new URLSearchParams(search).get("page"))).toEqual(["1", "2", "3"]);
  await page.screenshot({ path: shot("store-1440-all"), fullPage: true });
});

test("1440 px: filters and search live in the query string and are read on load", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openStore(page, "jade-guest");
  await expect(entries(page)).toHaveCount(20);
  const panel = filters(page);
  await panel.getByLabel("Lucky Charms").check();
  await panel.getByLabel("Clothing").check();
  await panel.getByLabel("Epic").check();
  const min = panel.getByLabel("Min price (gems)");
  await min.pressSequentially("1a.-e5");
  await expect(min).toHaveValue("15");
  await min.fill("");
  await min.pressSequentially("100");
  await panel.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\?type=CHARM&type=CLOTHING&rarity=EPIC&minPriceGems=100$/);
  await expect(entries(page)).toHaveCount(2);
  await expect(entries(page).getByTestId("entry-rarity")).toHaveText(["EPIC", "EPIC"]);
  await expect(entries(page).getByTestId("entry-type")).toHaveText(["clothing", "charm"]);

  // Read on load: a fresh visit to the same address shows the same filters and entries.
  await page.reload();
  await expect(entries(page)).toHaveCount(2);
  await expect(filters(page).getByLabel("Lucky Charms")).toBeChecked();
  await expect(filters(page).getByLabel("Clothing")).toBeChecked();
  await expect(filters(page).getByLabel("Epic")).toBeChecked();
  await expect(filters(page).getByLabel("Min price (gems)")).toHaveValue("100");
  await page.screenshot({ path: shot("store-filtered-1440") });

  // Search on Enter, kept with the filters; nothing matching: the empty state.
  const search = page.getByRole("searchbox", { name: "Search Store" });
  await search.fill("pixiu");
  await search.press("Enter");
  await expect(page).toHaveURL(/type=CHARM&type=CLOTHING&rarity=EPIC&search=pixiu&minPriceGems=100$/);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).getByRole("heading")).toHaveText("Pixiu Guardian Charm");
  await search.fill("nothing like this");
  await page.getByRole("button", { name: "Search Store" }).click();
  await expect(page.getByText("No items found")).toBeVisible();
  await expect(entries(page)).toHaveCount(0);

  // Clear all keeps the search and drops the panel's filters.
  await filters(page).getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\?search=nothing\+like\+this$/);
  await expect(filters(page).getByLabel("Epic")).not.toBeChecked();
  await search.fill("");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/store$/);
  await expect(entries(page)).toHaveCount(20);
});

test("390 px: a purchase debits gems, marks the entry owned and toasts", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openStore(page, "jade-beta", "?search=Mossback");
  const before = await gems(page);
  const card = entry(page, "Mossback Tortoise");
  await expect(card.getByTestId("entry-price")).toHaveText("90");
  await card.getByRole("button", { name: "Preview Mossback Tortoise" }).click();
  const preview = page.getByRole("dialog", { name: "Mossback Tortoise" });
  await expect(preview.getByRole("img", { name: "Mossback Tortoise" })).toBeVisible();
  await preview.getByRole("button", { name: "Close" }).click();

  await card.getByRole("button", { name: "Buy Now Mossback Tortoise" }).click();
  const dialog = page.getByRole("dialog", { name: "Mossback Tortoise" });
  await expect(dialog.getByRole("button", { name: "Purchase" })).toBeVisible();
  await page.screenshot({ path: shot("store-purchase-dialog-390") });
  await dialog.getByRole("button", { name: "Purchase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item purchased successfully!" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Owned Mossback Tortoise" })).toBeDisabled();
  expect(await gems(page)).toBe(before - 90);
  await page.screenshot({ path: shot("store-purchased-390") });
});

test("390 px: too few gems shows Insufficient balance! and changes nothing", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openStore(page, "jade-guest", "?search=Celestial+Qilin");
  const before = await gems(page);
  await entry(page, "Celestial Qilin").getByRole("button", { name: "Buy Now Celestial Qilin" }).click();
  await page
    .getByRole("dialog", { name: "Celestial Qilin" })
    .getByRole("button", { name: "Purchase" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "Insufficient balance!" })).toBeVisible();
  expect(await gems(page)).toBe(before);
});

test("Mini App: the Store tab filters through the query string; a new player owns the free avatars, an older account claims one", async ({
  page,
}) => {
  const user = await openMiniApp(page, { path: "dashboard/store?type=AVATAR" });
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/store\?type=AVATAR(#|$)/);
  await expect(entries(page)).toHaveCount(8);
  await expect(filters(page).getByLabel("Avatars")).toBeChecked();
  // A new player owns every free default avatar from sign-up: each reads Owned, nothing to claim.
  const defaults = await freeDefaults();
  expect(defaults.map((skin) => skin.name)).toContain("Moon Rabbit");
  for (const { name } of defaults)
    await expect(entry(page, name).getByRole("button", { name: `Owned ${name}` })).toBeDisabled();
  await page.screenshot({ path: shot("store-miniapp-defaults-owned") });

  // An account from before the free defaults that owns only the Jade Dragon can still claim Moon Rabbit.
  const dragon = defaults.find((skin) => skin.name === "Jade Dragon");
  await keepOnlySkins(user, [dragon?.id ?? 0]);
  await page.reload();
  await expect(entries(page)).toHaveCount(8);
  await expect(entry(page, "Jade Dragon").getByRole("button", { name: "Owned Jade Dragon" })).toBeDisabled();
  const rabbit = entry(page, "Moon Rabbit");
  await rabbit.getByRole("button", { name: "Buy Now Moon Rabbit" }).click();
  await page.getByRole("dialog", { name: "Moon Rabbit" }).getByRole("button", { name: "Claim" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item claimed successfully!" })).toBeVisible();
  await expect(rabbit.getByRole("button", { name: "Owned Moon Rabbit" })).toBeDisabled();
  await page.screenshot({ path: shot("store-miniapp") });
});

// Inventory (docs/product/economy.md §2 Inventory, §4): JadeTester owns 5 skins (Storm Cloud Dragon worn) and 6 items
// (Lucky Koi Charm and Silk Hanfu Robe equipped; Golden Carp Charm, a charm too, not).

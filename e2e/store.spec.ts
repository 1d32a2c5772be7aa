import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { grantEveryItem, withPlatformDb } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { openMiniApp, type TelegramUser } from "./lib/telegram.ts";

// The store (spec 001 §2 Store, §4, §5, §8) against the real API: web at 1440 and 390 px with demo
// players (each sign-in gets its own private copy), and in the Mini App fixture. The seeded catalog
// holds 24 skins and 25 store items: pages of 20, 20 and 9.
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const CATALOG_SIZE = 49;

async function openStore(page: Page, demoId: string, query = "") {
  await page.goto(`/?demoId=${demoId}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/store${query}`);
}

const entries = (page: Page) => page.getByTestId("store-entry");
const entry = (page: Page, name: string) =>
  entries(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const filters = (page: Page) => page.getByRole("region", { name: "Filters" });

/** The free default avatars every new player owns from sign-up, in catalog order. */
const freeDefaults = async () =>
  (await query("SELECT id, name FROM skins WHERE is_default_skin = 1 AND price_gems = 0 ORDER BY id")).map(
    (row) => ({ id: Number(row.id), name: String(row.name) }),
  );

/** Leaves a Telegram player owning only `keep` of their skins (none by default), behind the app's back. */
async function keepOnlySkins(user: TelegramUser, keep: number[] = []) {
  const [row] = await query("SELECT id FROM users WHERE telegram_id = ?", [String(user.id)]);
  const userId = Number(row?.id);
  expect(userId, `player for Telegram user ${user.id}`).toBeGreaterThan(0);
  await withPlatformDb((db) =>
    db.execute({
      // json_each: the kept ids as one argument (an empty list keeps nothing).
      sql: "DELETE FROM user_skins WHERE user_id = ? AND skin_id NOT IN (SELECT value FROM json_each(?))",
      args: [userId, JSON.stringify(keep)],
    }),
  );
}

async function gems(page: Page): Promise<number> {
  const response = await page.request.get("/api/users/me");
  return ((await response.json()) as { gemsAmount: number }).gemsAmount;
}

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

// Inventory (spec 001 §2 Inventory, §4): JadeTester owns 5 skins (Storm Cloud Dragon worn) and 6 items
// (Lucky Koi Charm and Silk Hanfu Robe equipped; Golden Carp Charm, a charm too, not).
const owned = (page: Page) => page.getByTestId("inventory-entry");

test("1440 px inventory: change avatar, equip replaces the same type, unequip, preview", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  const avatars = page.getByRole("region", { name: "Avatars" });
  await expect(avatars.getByTestId("avatar-slide")).toHaveCount(5);
  await expect(avatars.getByRole("button", { name: "Current avatar: Storm Cloud Dragon" })).toBeDisabled();
  await avatars.getByRole("button", { name: "Use this avatar: Ember Phoenix" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Avatar changed successfully!" })).toBeVisible();
  await expect(avatars.getByRole("button", { name: "Current avatar: Ember Phoenix" })).toBeDisabled();
  await expect(avatars.getByRole("button", { name: "Use this avatar: Storm Cloud Dragon" })).toBeEnabled();

  const bubbles = page.getByRole("group", { name: "Filter" });
  await expect(bubbles.getByRole("button")).toHaveText([
    "All items",
    "Avatars",
    "Skins",
    "Clothing",
    "Accessories",
    "Lucky Charms",
    "Vehicles",
    "Others",
  ]);
  await expect(bubbles.getByRole("button", { name: "Accessories" })).toBeDisabled();
  await expect(bubbles.getByRole("button", { name: "Others" })).toBeDisabled();
  await expect(owned(page)).toHaveCount(11);
  await expect(
    owned(page)
      .getByRole("button", { name: /Sell item \(coming soon\)/ })
      .first(),
  ).toBeDisabled();
  await page.screenshot({ path: shot("inventory-1440"), fullPage: true });

  await bubbles.getByRole("button", { name: "Lucky Charms" }).click();
  await expect(owned(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Unequip Lucky Koi Charm" })).toBeVisible();
  await page.getByRole("button", { name: "Equip Golden Carp Charm" }).click();
  // One charm at a time: equipping Golden Carp takes Lucky Koi off.
  await expect(page.getByRole("button", { name: "Unequip Golden Carp Charm" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Equip Lucky Koi Charm" })).toBeEnabled();
  await page.getByRole("button", { name: "Unequip Golden Carp Charm" }).click();
  await expect(page.getByRole("button", { name: "Equip Golden Carp Charm" })).toBeEnabled();
  await page.screenshot({ path: shot("inventory-charms-1440") });

  await page.getByRole("button", { name: "Preview Golden Carp Charm" }).click();
  const preview = page.getByRole("dialog", { name: "Golden Carp Charm" });
  await expect(preview.getByRole("button", { name: "Sell on Marketplace" })).toBeDisabled();
  await preview.getByRole("button", { name: "Equip in Locker" }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unequip Golden Carp Charm" })).toBeVisible();
});

test("1440 px inventory: more than a page of items loads 20 more of each list on scroll", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  const items = await grantEveryItem(page);
  const skins = 5;
  expect(items).toBeGreaterThan(20);
  const pages: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/store/inventory" && !url.searchParams.has("type"))
      pages.push(url.searchParams.get("page") ?? "");
  });
  await page.goto("/dashboard/inventory");
  // Page 1: 20 items and the 5 skins; the rest arrive when the grid's end scrolls into view.
  await expect(owned(page)).toHaveCount(20 + skins);
  await owned(page).last().scrollIntoViewIfNeeded();
  await expect(owned(page)).toHaveCount(items + skins);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByText("Loading more...")).toHaveCount(0);
  expect(pages).toEqual(["1", "2"]);
  await page.screenshot({ path: shot("inventory-paged-1440"), fullPage: true });
});

/**
 * Each avatar slide, scrolled into view, lies wholly inside the carousel and shows its button's label
 * whole (the sweep found a slide cut at the carousel's end at 768 px with fixed-width slides).
 */
async function expectWholeSlides(page: Page) {
  const carousel = page.getByRole("region", { name: "Avatars" });
  const slides = carousel.getByTestId("avatar-slide");
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const verdict = await slides.nth(i).evaluate((slide) => {
      slide.scrollIntoView({ block: "nearest", inline: "nearest" });
      const scroller = slide.parentElement as HTMLElement;
      const [outer, inner] = [scroller.getBoundingClientRect(), slide.getBoundingClientRect()];
      const button = slide.querySelector("button") as HTMLElement;
      return {
        inside: inner.left >= outer.left - 1 && inner.right <= outer.right + 1,
        labelWhole: button.scrollWidth <= button.clientWidth + 1,
      };
    });
    expect(verdict, `avatar slide ${i}`).toEqual({ inside: true, labelWhole: true });
  }
}

test("768 px inventory: every avatar slide, scrolled into view, is whole", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/inventory");
  await expect(page.getByRole("region", { name: "Avatars" }).getByTestId("avatar-slide")).toHaveCount(5);
  await expectWholeSlides(page);
  await page.screenshot({ path: shot("inventory-avatars-768") });
});

test("Mini App inventory: a new player holds the free default avatars", async ({ page }) => {
  await openMiniApp(page, { path: "dashboard/inventory" });
  const defaults = await freeDefaults();
  await expect(page.getByRole("region", { name: "Avatars" }).getByTestId("avatar-slide")).toHaveCount(
    defaults.length,
  );
  await expect(owned(page)).toHaveCount(defaults.length);
  for (const { name } of defaults)
    await expect(page.getByRole("button", { name: `Preview ${name}` })).toBeVisible();
  await expect(page.getByText("No items found.")).toHaveCount(0);
  await expectWholeSlides(page);
  await page.screenshot({ path: shot("inventory-defaults-miniapp"), fullPage: true });
});

test("Mini App inventory: a player who owns nothing sees the empty state and Visit store opens the store", async ({
  page,
}) => {
  // Every skin gone (sold or taken back, say) while the app is open; each launch's sign-in would hand
  // an empty account the free defaults again, so the player opens Items without relaunching.
  const user = await openMiniApp(page, { path: "dashboard" });
  await keepOnlySkins(user);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Items" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/inventory$/);
  await expect(page.getByText("No items found.")).toBeVisible();
  await page.screenshot({ path: shot("inventory-empty-miniapp") });
  await page.getByRole("link", { name: "Visit store" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/store$/);
  await expect(entries(page)).toHaveCount(20);
});

// Swap (spec 001 §2 Purchase screen's Swap Gems, §5, §8): whole gems only, 1 gem = 100,000 coins.
async function balances(page: Page) {
  const response = await page.request.get("/api/users/me");
  const { gemsAmount, coinsAmount } = (await response.json()) as { gemsAmount: number; coinsAmount: number };
  return { gemsAmount, coinsAmount };
}

test("1440 px swap: shards make no call, whole gems swap and the header refreshes, too many are refused", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/?demoId=jade-guest");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/buy-gems");
  const panel = page.getByRole("region", { name: "Swap Gems" });
  await expect(panel.getByText("Note you can swap only full gems, not shards!")).toBeVisible();
  const before = await balances(page);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/finance/gems-to-coins") calls.push(request.method());
  });
  const input = panel.getByLabel("Gems to swap");
  await input.fill("1.5");
  await expect(panel.getByRole("button", { name: "Swap" })).toBeDisabled();
  await input.press("Enter");
  await input.fill("2");
  await expect(panel.getByTestId("swap-coins")).toHaveText("You get200,000");
  await page.screenshot({ path: shot("swap-1440") });
  await panel.getByRole("button", { name: "Swap" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gems swapped successfully!" })).toBeVisible();
  expect(calls).toEqual(["POST"]);
  expect(await balances(page)).toEqual({
    gemsAmount: before.gemsAmount - 2,
    coinsAmount: before.coinsAmount + 200_000,
  });
  await expect(page.locator("header").first().getByTestId("balance-gems")).toHaveText(
    String(before.gemsAmount - 2),
  );
  await expect(input).toHaveValue("");

  await input.fill("100000");
  await panel.getByRole("button", { name: "Swap" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not enough gems!" })).toBeVisible();
  expect((await balances(page)).gemsAmount).toBe(before.gemsAmount - 2);
});

test("Mini App swap: a gem becomes 100,000 coins, more gems than held are refused", async ({ page }) => {
  await openMiniApp(page, { path: "dashboard/buy-gems" });
  const panel = page.getByRole("region", { name: "Swap Gems" });
  const before = await balances(page);
  const input = panel.getByLabel("Gems to swap");
  await input.fill("1");
  await expect(panel.getByTestId("swap-coins")).toHaveText("You get100,000");
  await panel.getByRole("button", { name: "Swap" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gems swapped successfully!" })).toBeVisible();
  expect(await balances(page)).toEqual({
    gemsAmount: before.gemsAmount - 1,
    coinsAmount: before.coinsAmount + 100_000,
  });
  await page.screenshot({ path: shot("swap-miniapp") });
  await input.fill(String(before.gemsAmount));
  await panel.getByRole("button", { name: "Swap" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not enough gems!" })).toBeVisible();
  expect((await balances(page)).gemsAmount).toBe(before.gemsAmount - 1);
});

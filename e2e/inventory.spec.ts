import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { grantEveryItem } from "./lib/dashboard-setup.ts";
import { DESKTOP, entries, freeDefaults, keepOnlySkins } from "./lib/store.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The inventory (docs/product/economy.md §2 Inventory): avatars, equip and unequip, previews and paging, in the web
// and in the Mini App, against the real API.

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

// Swap (docs/product/economy.md §2 Purchase screen's Swap Gems, §5, §8): whole gems only, 1 gem = 100,000 coins.

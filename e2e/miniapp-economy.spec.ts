import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { withPlatformDb } from "./lib/dashboard-setup.ts";
import { openMiniApp, type TelegramUser } from "./lib/telegram.ts";
import { spinOnce } from "./lib/wheel.ts";

// Issue 9's economy flows that the other specs show on the web, inside the Mini App fixture (390 × 844,
// signed Telegram launch): verifying a spin in the browser, and equipping and unequipping items (the
// settings tabs are in e2e/settings.spec.ts and e2e/profile-settings.spec.ts). One Telegram player
// goes through them in order.
test.describe.configure({ mode: "serial" });

let player: TelegramUser | undefined;

test("Mini App: a spin with a chosen client seed, then rotate and verify it in the browser", async ({
  page,
}) => {
  player = await openMiniApp(page, { path: "dashboard/wheel" });
  await expect(page.getByTestId("wheel-rotor").locator("[data-position]")).toHaveCount(12);
  await page.getByLabel("New client seed").fill("telegram seed 42");
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(page.getByTestId("client-seed")).toHaveText("telegram seed 42");
  const spin = await spinOnce(page, "miniapp-verify");
  expect(spin.nonce).toBe(0);
  await page.getByTestId("spin-history-entry").first().getByRole("link", { name: "Verify spin" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/wheel\/verify\?spin=\d+/);
  await expect(page.getByText(/still secret/)).toBeVisible();
  await page.getByRole("button", { name: "Rotate seed" }).click();
  await expect(page.getByTestId("revealed-seed")).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId("verify-result")).toContainText("Match");
  await page.screenshot({ path: shot("miniapp-wheel-verify"), fullPage: true });
});

test("Mini App: two charms in the inventory, equipping one takes the other off, unequip", async ({
  page,
}) => {
  expect(player, "the wheel test signs the player in first").toBeDefined();
  // Two charms reach the player as a grant would (a new player's 10 gems buy none of the store's).
  await withPlatformDb((db) =>
    db.execute({
      sql: `insert into user_items (user_id, item_id, source)
              select u.id, i.id, 'grant' from users u, items i
              where u.telegram_id = ? and i.name in ('Lucky Koi Charm', 'Golden Carp Charm')`,
      args: [String(player?.id)],
    }),
  );
  await openMiniApp(page, { user: player, path: "dashboard/inventory" });
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await page.getByRole("group", { name: "Filter" }).getByRole("button", { name: "Lucky Charms" }).click();
  await expect(page.getByTestId("inventory-entry")).toHaveCount(2);
  await page.getByRole("button", { name: "Equip Lucky Koi Charm" }).click();
  await expect(page.getByRole("button", { name: "Unequip Lucky Koi Charm" })).toBeVisible();
  await page.getByRole("button", { name: "Equip Golden Carp Charm" }).click();
  await expect(page.getByRole("button", { name: "Unequip Golden Carp Charm" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Equip Lucky Koi Charm" })).toBeEnabled();
  await page.screenshot({ path: shot("miniapp-inventory-charms"), fullPage: true });
  await page.getByRole("button", { name: "Unequip Golden Carp Charm" }).click();
  await expect(page.getByRole("button", { name: "Equip Golden Carp Charm" })).toBeEnabled();
});

import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { DESKTOP } from "./lib/store.ts";
import { openMiniApp } from "./lib/telegram.ts";

// Swapping gems for coins (docs/product/economy.md §2 Swap, §5) in the web and in the Mini App, against the real API.

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
  await expect(panel.getByTestId("swap-coins")).toHaveText("You get200K");
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
  await expect(panel.getByTestId("swap-coins")).toHaveText("You get100K");
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

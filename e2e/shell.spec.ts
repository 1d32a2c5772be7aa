import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { openMiniApp } from "./lib/telegram.ts";

// What both shells add around the shared pages: the root errorElement (a page chunk that fails to
// load after a deploy offers a reload, never a stack trace) and, on the web, the page's main action.

test("web: a page whose code fails to load offers a reload that opens it", async ({ page }) => {
  await page.route(/\/assets\/token-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/token");
  await expect(page.getByRole("heading", { name: "Update available" })).toBeVisible();
  await expect(page.getByText(/A new version of JadeVerse is available/)).toBeVisible();
  await expect(page.getByText(/at\s+\S+\.js:\d+/)).toHaveCount(0);
  await page.screenshot({ path: shot("route-error-web") });

  await page.unroute(/\/assets\/token-page-[^/]+\.js$/);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page).toHaveURL(/\/token$/);
  await expect(page.getByRole("heading", { name: "Update available" })).toHaveCount(0);
  await expect(page.locator("h1").first()).toBeVisible();
});

test("Mini App: a tab whose code fails to load offers a reload", async ({ page }) => {
  await page.route(/\/tg-app\/assets\/leaderboard-page-[^/]+\.js$/, (route) => route.abort());
  await openMiniApp(page);
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  // The Leaderboard tab's page chunk is the one aborted.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
  await expect(page.getByRole("heading", { name: "Update available" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  await page.screenshot({ path: shot("route-error-miniapp") });
});

test("web: a page's main action is a button at the bottom of the page", async ({ page }) => {
  await page.goto("/?demoId=jade-guest");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Back to dashboard" })).toHaveCount(0);
  // The casino lobby (/hub88) is still an unopened page; its main action is "Back to dashboard".
  await page.goto("/hub88");
  await expect(page.getByRole("heading", { name: "Not open yet" })).toBeVisible();
  const action = page.getByRole("button", { name: "Back to dashboard" });
  await expect(action).toBeInViewport();
  await page.screenshot({ path: shot("web-main-action") });
  await action.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Back to dashboard" })).toHaveCount(0);
});

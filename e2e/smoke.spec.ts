import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";

// Foundation smoke tests: the served platform, demo log-in through the real API, protected routes and
// the Mini App's outside-Telegram screen. Screenshots are kept under e2e/artifacts.
const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test(`landing renders at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play Now" })).toBeVisible();
    await page.screenshot({ path: shot(`smoke-landing-${width}`), fullPage: true });
  });
}

test("a demo link logs in through the API and opens the dashboard", async ({ page }) => {
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Hello,")).toBeVisible();
  await expect(page.getByText("JadeTester").first()).toBeVisible();
  await expect(page.getByText("BETA", { exact: true }).first()).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await page.screenshot({ path: shot("dashboard-demo"), fullPage: true });
});

test("the dashboard without a session redirects to the landing page", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("unknown paths redirect to the landing page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});

test("the Mini App opened outside Telegram explains where to open it", async ({ page }) => {
  await page.goto("/tg-app/");
  await expect(page.getByText("Open JadeVerse from Telegram")).toBeVisible();
  await page.screenshot({ path: shot("miniapp-outside-telegram") });
});

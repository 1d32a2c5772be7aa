import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";

// One sign-in model: the bearer token lives in the tab's session storage, the HttpOnly cookie in the
// browser. A tab without a token asks the server (GET /api/users/me with the cookie), so a session is
// honoured in a second tab and after a reload, and ends everywhere at logout.

test("a session is honoured in a second tab and after a reload", async ({ context, page }) => {
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("JadeTester").first()).toBeVisible();

  const second = await context.newPage();
  await second.goto("/dashboard");
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByText("JadeTester").first()).toBeVisible();
  // The second tab holds no bearer token: the cookie carries its session.
  expect(await second.evaluate(() => sessionStorage.getItem("access_token"))).toBeNull();
  await second.screenshot({ path: shot("session-second-tab"), fullPage: true });

  await second.reload();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByText("JadeTester").first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("JadeTester").first()).toBeVisible();
});

test("once the server has ended the session, a new tab is signed out", async ({ context, page }) => {
  await page.goto("/?demoId=jade-guest");
  await expect(page).toHaveURL(/\/dashboard$/);
  // What the logout popup's confirm sends (the dashboard chrome's own spec covers the popup).
  const status = await page.evaluate(async () => {
    const token = sessionStorage.getItem("access_token");
    const response = await fetch("/api/auth/logout", {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return response.status;
  });
  expect(status).toBeLessThan(300);

  const second = await context.newPage();
  await second.goto("/dashboard");
  await expect(second).toHaveURL(/\/$/);
});

import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { openMiniApp } from "./lib/telegram.ts";

// In the sweep's lane (e2e/playwright.config.ts), whose pages move; this spec plays as the others do.
test.use({ reducedMotion: "reduce" });

// Issue 33: the Terms' restricted countries (docs/security.md "Restricted countries"). The e2e server
// trusts loopback as our proxy, so a visitor's country comes from the proxy's header (CF-IPCountry),
// as behind Cloudflare.
test.use({ extraHTTPHeaders: { "cf-ipcountry": "RU" } });

const NOTICE = /JadeVerse is not available in Russia: registration, sign-in, gem purchases/;

test("web: the landing and the Terms open with the notice; a sign-in is refused with the page that says why", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play Now" })).toBeVisible();
  await page.screenshot({ path: shot("restricted-landing"), fullPage: false });

  // A demo link signs in: refused, the page that says why opens, and the visitor stays signed out.
  await page.goto("/?demoId=jade-beta");
  const refusal = page.getByRole("dialog", { name: "JadeVerse is not available in Russia" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("Nothing you already own is touched");
  await page.screenshot({ path: shot("restricted-refusal-web") });
  await refusal.getByRole("button", { name: "I understand" }).click();
  await expect(refusal).toBeHidden();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await page.evaluate(() => sessionStorage.getItem("access_token"))).toBeNull();

  await page.goto("/terms");
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Mini App: the Telegram sign-in is refused with the page that says why", async ({ page }) => {
  await openMiniApp(page, { welcome: "keep", terms: "ask" });
  const refusal = page.getByRole("dialog", { name: "JadeVerse is not available in Russia" });
  await expect(refusal).toBeVisible();
  await page.screenshot({ path: shot("restricted-refusal-miniapp") });
  await refusal.getByRole("button", { name: "I understand" }).click();
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByText(/not available in your country/)).toBeVisible();
});

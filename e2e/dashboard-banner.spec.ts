import { type Cookie, expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { DESKTOP, demoSessionCookies, openWithSession } from "./lib/dashboard-setup.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The dashboard's banner carousel (docs/product/platform.md §3): the spec's three slides with their art, a disabled
// launch that says why, and the 10 s auto-advance, in the web dashboard and in the Mini App.

/** One JadeTester copy shared by the web tests (they only read; log-ins are rate limited). */
let beta: Cookie[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  beta = await demoSessionCookies(browser, testInfo.project.use.baseURL, "jade-beta");
});

/** The spec's three slides in order, each with its art loaded; Fireworks Frenzy's disabled launch says why. */
async function expectSpecSlidesWithArt(page: Page, name: string) {
  const carousel = page.getByRole("region", { name: "News" });
  const indicators = carousel.getByRole("button", { name: /^Show slide/ });
  await expect(indicators).toHaveCount(3);
  await page.clock.pauseAt(Date.now() + 1_000);
  await expect(carousel.locator("article h2")).toHaveText([
    "Gems purchase is now Live!",
    "Fireworks Frenzy",
    "SPIN & WIN GREAT PRIZES!",
  ]);
  for (let index = 0; index < 3; index++) {
    await indicators.nth(index).click();
    const art = carousel.locator("article[data-active] img");
    await expect(art).toBeVisible();
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `slide ${index + 1}'s art should load`,
      })
      .toBe(true);
  }
  await indicators.nth(1).click();
  const slide = carousel.locator("article[data-active]");
  const launch = slide.getByRole("button", { name: "Available now" });
  await expect(launch).toBeDisabled();
  const reason = slide.getByTestId("banner-play-reason");
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(/\S/);
  await expect(launch).toHaveAccessibleDescription((await reason.textContent()) ?? "");
  const config = (await (await page.request.get("/api/public-config")).json()) as {
    flags: { fireworksFrenzy: boolean };
  };
  if (!config.flags.fireworksFrenzy) await expect(reason).toContainText("Coming soon");
  await page.screenshot({ path: shot(`${name}-fireworks`) });
}

test.describe("banner carousel", () => {
  test("the spec's three slides, each with its art; the disabled launch says why", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await openWithSession(page, beta);
    await expectSpecSlidesWithArt(page, "dashboard-banner");
  });

  test("10 s auto-advance with wrap, indicator jumps, 200 ms fade (controlled clock)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await openWithSession(page, beta);
    const carousel = page.getByRole("region", { name: "News" });
    const indicators = carousel.getByRole("button", { name: /^Show slide/ });
    await expect(indicators.first()).toBeVisible();
    const count = await indicators.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const activeTitle = carousel.locator("article[data-active] h2");
    await expect(carousel.locator("article").first()).toHaveCSS("transition-duration", "0.2s");
    await page.clock.pauseAt(Date.now() + 1_000);
    // Jumping restarts the 10 s: slide 2, then back to slide 1 at a known instant.
    await indicators.nth(1).click();
    await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
    await indicators.nth(0).click();
    const first = await activeTitle.textContent();
    await page.clock.runFor(9_900);
    await expect(activeTitle).toHaveText(first ?? "");
    await page.clock.runFor(200);
    await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
    for (let index = 2; index < count; index++) {
      await page.clock.runFor(10_000);
      await expect(indicators.nth(index)).toHaveAttribute("aria-current", "true");
    }
    await page.clock.runFor(10_000);
    await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(activeTitle).toHaveText(first ?? "");
    await page.screenshot({ path: shot("dashboard-banner") });
  });
});

test.describe("Mini App at 390 × 844", () => {
  test("banner carousel: the spec's three slides, each with its art; the disabled launch says why", async ({
    page,
  }) => {
    await page.clock.install();
    await openMiniApp(page);
    await expectSpecSlidesWithArt(page, "miniapp-banner");
  });

  test("banner carousel: 10 s auto-advance under the controlled clock", async ({ page }) => {
    await page.clock.install();
    await openMiniApp(page);
    const carousel = page.getByRole("region", { name: "News" });
    const indicators = carousel.getByRole("button", { name: /^Show slide/ });
    await expect(indicators.first()).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1_000);
    await indicators.nth(1).click();
    await indicators.nth(0).click();
    await page.clock.runFor(9_900);
    await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(200);
    await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
    await page.screenshot({ path: shot("miniapp-banner") });
  });
});

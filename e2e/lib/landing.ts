import { expect, type Page } from "@playwright/test";

// Shared by the landing specs (e2e/landing.spec.ts, e2e/landing-popups.spec.ts).

export const HEIGHT = 900;
export const header = (page: Page) => page.locator("header[data-sticky]");
export const missions = (page: Page) => page.getByRole("region", { name: "Daily missions, real rewards" });
export const roadmap = (page: Page) => page.getByRole("region", { name: "The road ahead" });
export const activeSlide = (page: Page) =>
  missions(page).locator('[aria-roledescription="slide"][aria-current="true"]');

export async function open(page: Page, width: number, path = "/") {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto(path);
  // Sections 5–14 are a lazy chunk: wait for the footer before measuring the page.
  await expect(page.getByRole("contentinfo")).toBeAttached();
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** The page never scrolls sideways; on failure, lists the elements that stick out. */
export async function expectNoHorizontalOverflow(page: Page) {
  const result = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    const offenders = Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 160));
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
  expect(result.scrollWidth, result.offenders.join("\n")).toBeLessThanOrEqual(result.width);
}

/** Document offsets of the features section (the header's black zone). */
export async function featuresBounds(page: Page) {
  return page.locator("#features").evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

/** Scrolls the page down in viewport steps so every "fade in when fully visible" card can fire. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += HEIGHT / 3) {
    await scrollTo(page, y);
    await page.waitForTimeout(40);
  }
}

import { expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { HEIGHT, open, scrollThrough } from "./lib/landing.ts";

// The hero video and the trailer are motion: these specs play them as a player without reduced motion.
test.use({ reducedMotion: "no-preference" });

// The landing's popups, media and accessibility (docs/product/platform.md §2, §4): the tokenomics accordion, the
// trailer, Play Now, the waitlist and contact popups, and axe at two widths.

test("tokenomics accordion: one open at a time, toggles, learn more opens /token at the top", async ({
  page,
}) => {
  await open(page, 1280);
  const section = page.getByRole("region", { name: "One token, many powers" });
  const item = (name: string) => section.getByRole("button", { name });
  const titles = [
    "Staking",
    "Bonuses and rewards",
    "Exclusive content",
    "NFTs and customizations",
    "DAO voting rights",
  ];
  await item("DAO voting rights").scrollIntoViewIfNeeded();
  const expanded = async () => {
    const open: string[] = [];
    for (const title of titles)
      if ((await item(title).getAttribute("aria-expanded")) === "true") open.push(title);
    return open;
  };

  expect(await expanded()).toEqual(["Staking"]);
  const stakingPanel = await item("Staking").getAttribute("aria-controls");
  await expect(page.locator(`[id="${stakingPanel}"]`)).toContainText("1 to 24 months");
  await item("Exclusive content").click();
  await expect.poll(expanded).toEqual(["Exclusive content"]);
  await item("Exclusive content").click();
  await expect.poll(expanded).toEqual([]);
  await item("DAO voting rights").click();
  await expect.poll(expanded).toEqual(["DAO voting rights"]);
  await expect(section.getByRole("region", { name: "DAO voting rights" })).toBeVisible();
  await item("Bonuses and rewards").click();
  await expect.poll(expanded).toEqual(["Bonuses and rewards"]);
  await expect(section.getByRole("region", { name: "Bonuses and rewards" })).toContainText("30% bonus");

  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await section.getByRole("link", { name: "learn more" }).click();
  await expect(page).toHaveURL(/\/token$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the trailer plays with sound from 0, closes, and restarts at 0 when reopened", async ({ page }) => {
  await open(page, 1280);
  // Every start of the trailer's playback, with the position and sound it started with.
  await page.evaluate(() => {
    const log: { time: number; muted: boolean }[] = [];
    Object.assign(window, { trailerStarts: log });
    document.addEventListener(
      "play",
      (event) => {
        const el = event.target as HTMLVideoElement;
        if (el.dataset.testid === "trailer-video") log.push({ time: el.currentTime, muted: el.muted });
      },
      true,
    );
  });
  const starts = () =>
    page.evaluate(
      () => (window as unknown as { trailerStarts: { time: number; muted: boolean }[] }).trailerStarts,
    );
  const playTrailer = page.getByRole("button", { name: "play trailer" });
  const dialog = page.getByRole("dialog", { name: "JadeVerse trailer" });
  const video = dialog.getByTestId("trailer-video");
  const state = () =>
    video.evaluate((el: HTMLVideoElement) => ({
      time: el.currentTime,
      paused: el.paused,
      muted: el.muted,
      volume: el.volume,
      src: el.currentSrc,
    }));

  await playTrailer.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await starts()).length).toBe(1);
  expect((await starts())[0]).toEqual({ time: 0, muted: false });
  await expect(video).toHaveAttribute("preload", "metadata");
  const first = await state();
  expect(new URL(first.src).pathname).toBe("/landing/trailer.webm");
  expect(new URL(first.src).origin).toBe(new URL(page.url()).origin);
  await expect.poll(async () => (await state()).time, { timeout: 15_000 }).toBeGreaterThan(1.2);
  expect(await state()).toMatchObject({ paused: false, muted: false, volume: 1 });
  await expectNoSeriousA11yViolations(page, "dialog[open]");

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("video[data-testid=trailer-video]")).toHaveCount(0);

  await playTrailer.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await starts()).length).toBe(2);
  expect((await starts())[1]).toEqual({ time: 0, muted: false });
  await expect.poll(async () => (await state()).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await state()).toMatchObject({ paused: false, muted: false });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Play Now opens the login popup when signed out and the dashboard when signed in", async ({ page }) => {
  await open(page, 1280);
  await page.getByRole("button", { name: "Play Now" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await page.getByRole("button", { name: "Play Now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Subscribe and the PvP call to action open the waitlist popup", async ({ page }) => {
  await open(page, 1280);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("Contact Us opens from the header and the burger menu, passes axe, and Escape closes it", async ({
  page,
}) => {
  await open(page, 1280);
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("button", { name: "Contact Us" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /hello@jadeverse\.io/ })).toHaveAttribute(
    "href",
    "mailto:hello@jadeverse.io",
  );
  await expect(dialog.getByRole("link", { name: /Telegram community/ })).toHaveAttribute(
    "href",
    /^https:\/\/t\.me\//,
  );
  await expect(dialog.getByRole("link", { name: /^X/ })).toHaveAttribute("href", /^https:\/\/x\.com\//);
  await page.screenshot({ path: shot("landing-contact-dialog") });
  await expectNoSeriousA11yViolations(page, "dialog[open]");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 375, height: HEIGHT });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("button", { name: "Contact Us" })
    .click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`the landing has no serious accessibility violations at ${width}px`, async ({ page }) => {
    await open(page, width);
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });
}

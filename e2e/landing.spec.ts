import { expect, type Page, test } from "@playwright/test";
import { shot, WIDTHS } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";

// The landing page (spec 000 §2 "Landing page (in order)", §4, §9) in a real browser against the
// served platform: every width-dependent behaviour at 375, 768, 1280 and 1440 px, the popups, and axe.

const HEIGHT = 900;
const header = (page: Page) => page.locator("header[data-sticky]");
const missions = (page: Page) => page.getByRole("region", { name: "Daily missions, real rewards" });
const roadmap = (page: Page) => page.getByRole("region", { name: "The road ahead" });
const activeSlide = (page: Page) =>
  missions(page).locator('[aria-roledescription="slide"][aria-current="true"]');

async function open(page: Page, width: number, path = "/") {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto(path);
  // Sections 5–14 are a lazy chunk: wait for the footer before measuring the page.
  await expect(page.getByRole("contentinfo")).toBeAttached();
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** The page never scrolls sideways; on failure, lists the elements that stick out. */
async function expectNoHorizontalOverflow(page: Page) {
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
async function featuresBounds(page: Page) {
  return page.locator("#features").evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

/** Scrolls the page down in viewport steps so every "fade in when fully visible" card can fire. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += HEIGHT / 3) {
    await scrollTo(page, y);
    await page.waitForTimeout(40);
  }
}

async function expectHeader(page: Page, width: number) {
  const burger = page.getByRole("button", { name: "Open menu" });
  const inline = page.getByRole("navigation", { name: "Main", exact: true });
  if (width < 768) {
    await expect(burger).toBeVisible();
    await expect(inline).toBeHidden();
    await burger.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Token" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Whitepaper/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("button", { name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  } else {
    await expect(burger).toBeHidden();
    await expect(inline.getByRole("link", { name: "Token" })).toHaveAttribute("href", "/token");
    const whitepaper = inline.getByRole("link", { name: /Whitepaper/ });
    await expect(whitepaper).toHaveAttribute("target", "_blank");
    await expect(whitepaper).toHaveAttribute("rel", /noopener/);
    await expect(inline.getByRole("button", { name: "Contact Us" })).toBeVisible();
  }

  // Sticky after 48 px; black exactly while the 70 px marker lies within the features section.
  await expect(header(page)).toHaveAttribute("data-sticky", "false");
  await scrollTo(page, 40);
  await expect(header(page)).toHaveAttribute("data-sticky", "false");
  await scrollTo(page, 60);
  await expect(header(page)).toHaveAttribute("data-sticky", "true");
  await expect(header(page)).toHaveCSS("position", "fixed");
  const features = await featuresBounds(page);
  await scrollTo(page, features.top - 70 - 20);
  await expect(header(page)).toHaveAttribute("data-tone", "normal");
  await scrollTo(page, features.top - 70 + 10);
  await expect(header(page)).toHaveAttribute("data-tone", "black");
  await expect(header(page)).toHaveCSS("background-color", "rgb(0, 0, 0)");
  await scrollTo(page, features.bottom - 70 - 10);
  await expect(header(page)).toHaveAttribute("data-tone", "black");
  await scrollTo(page, features.bottom - 70 + 10);
  await expect(header(page)).toHaveAttribute("data-tone", "normal");
  await scrollTo(page, 0);
  await expect(header(page)).toHaveAttribute("data-sticky", "false");
}

async function expectCarousel(page: Page, width: number) {
  const carousel = missions(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(14);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 14");
  await expect(carousel.locator('[aria-roledescription="slide"][data-visible="true"]')).toHaveCount(3);
  // The active slide is centred in the carousel.
  const viewport = carousel.getByLabel("Mission slides: use the left and right arrow keys to move");
  await expect
    .poll(async () => {
      const [box, slide] = [await viewport.boundingBox(), await activeSlide(page).boundingBox()];
      if (!box || !slide) return Number.POSITIVE_INFINITY;
      return Math.abs(box.x + box.width / 2 - (slide.x + slide.width / 2));
    })
    .toBeLessThan(2);

  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const next = carousel.getByRole("button", { name: "Next slide" });
  if (width > 768) {
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "4 of 14");
    await previous.click();
    await previous.click();
    await previous.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 14");
    await previous.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "14 of 14");
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 14");
  } else {
    await expect(previous).toBeHidden();
    await expect(next).toBeHidden();
    // Swipe left (drag) goes forward, swipe right goes back; the arrow keys work once focused.
    const box = await viewport.boundingBox();
    if (!box) throw new Error("carousel has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "4 of 14");
    await viewport.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowLeft");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "14 of 14");
  }
}

async function expectRoadmap(page: Page, width: number) {
  const section = roadmap(page);
  await section.scrollIntoViewIfNeeded();
  if (width >= 1200) {
    await expect(section.locator("[data-roadmap-mode]")).toHaveAttribute("data-roadmap-mode", "swiper");
    const active = section.locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(active).toHaveAttribute("aria-label", "2 of 5");
    await expect(active).toContainText("2025 Q2");
    await expect(active).toContainText("Beta launch");
    await section.getByRole("button", { name: "Next roadmap card" }).click();
    await expect(active).toContainText("2025 Q3");
    await section.getByRole("button", { name: "Show 2025 Q1" }).click();
    await expect(active).toContainText("Game prep and presale");
    await expect(section.getByRole("button", { name: "Previous roadmap card" })).toBeDisabled();
    await section.getByRole("button", { name: "Show 2025 Q2" }).click();
  } else {
    const stack = section.locator('[data-roadmap-mode="stack"]');
    await expect(stack).toBeVisible();
    const cards = stack.locator(":scope > li");
    await expect(cards).toHaveCount(5);
    // Each card fades in once it is fully in view.
    for (let index = 0; index < 5; index += 1) {
      const card = cards.nth(index);
      await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
      await expect(card).toHaveAttribute("data-visible", "true");
      await expect(card).toHaveCSS("opacity", "1");
    }
    await expect(cards.last()).toContainText("2026 Q1");
    await expect(cards.last()).toContainText("Seasonal journey");
  }
}

for (const width of WIDTHS) {
  test(`landing at ${width}px: header, hero media, carousel, roadmap, footer`, async ({ page }) => {
    await open(page, width);
    await expect(page.getByRole("button", { name: "Play Now" })).toBeVisible();
    await expect(page.locator("[data-hero-media]")).toHaveAttribute(
      "data-hero-media",
      width <= 768 ? "image" : "video",
    );
    const hero = page.locator("[data-hero-media]");
    if (width <= 768) {
      await expect(hero.locator("video")).toHaveCount(0);
      await expect(hero.locator("img")).toHaveAttribute("src", "/landing/hero-poster.webp");
    } else {
      // Not fetched with the first paint (preload="none"); it starts, muted and looping, after load.
      const video = hero.locator("video");
      await expect(video).toHaveAttribute("preload", "none");
      await expect
        .poll(() =>
          video.evaluate((el: HTMLVideoElement) => !el.paused && el.muted && el.loop && el.currentTime > 0),
        )
        .toBe(true);
    }
    await expect(page.getByRole("heading", { name: "backed by industry leaders" })).toBeVisible();
    await expect(page.locator("#features li")).toHaveCount(6);

    await expectHeader(page, width);
    await expectCarousel(page, width);
    await expectRoadmap(page, width);

    const socials = page.getByTestId("footer-socials").getByRole("link");
    const names =
      width < 768 ? ["X", "Discord", "Telegram"] : ["X", "Discord", "Medium", "YouTube", "Telegram"];
    await expect(socials.filter({ visible: true })).toHaveCount(names.length);
    for (const name of names) {
      await expect(
        page.getByRole("link", { name: `JadeVerse on ${name} (opens in a new tab)` }),
      ).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "hello@jadeverse.io" })).toHaveAttribute(
      "href",
      "mailto:hello@jadeverse.io",
    );
    await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );

    await scrollThrough(page);
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: shot(`landing-${width}`), fullPage: true });
  });
}

test("the roadmap and hero switch mode live on resize", async ({ page }) => {
  await open(page, 1280);
  const mode = roadmap(page).locator("[data-roadmap-mode]");
  await expect(mode).toHaveAttribute("data-roadmap-mode", "swiper");
  await expect(page.locator("[data-hero-media]")).toHaveAttribute("data-hero-media", "video");
  await page.setViewportSize({ width: 1000, height: HEIGHT });
  await expect(mode).toHaveAttribute("data-roadmap-mode", "stack");
  await expect(page.locator("[data-hero-media]")).toHaveAttribute("data-hero-media", "video");
  await page.setViewportSize({ width: 700, height: HEIGHT });
  await expect(page.locator("[data-hero-media]")).toHaveAttribute("data-hero-media", "image");
  await page.setViewportSize({ width: 1200, height: HEIGHT });
  await expect(mode).toHaveAttribute("data-roadmap-mode", "swiper");
  await expect(page.locator("[data-hero-media]")).toHaveAttribute("data-hero-media", "video");
});

for (const connection of [
  { saveData: true, effectiveType: "4g" },
  { saveData: false, effectiveType: "3g" },
]) {
  test(`the hero shows the still image on a wide screen with ${JSON.stringify(connection)}`, async ({
    page,
  }) => {
    await page.addInitScript((info) => {
      Object.defineProperty(navigator, "connection", {
        configurable: true,
        value: Object.assign(new EventTarget(), info),
      });
    }, connection);
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await page.goto("/");
    await expect(page.locator("[data-hero-media]")).toHaveAttribute("data-hero-media", "image");
    await expect(page.locator("[data-hero-media] video")).toHaveCount(0);
  });
}

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

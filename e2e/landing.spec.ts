import { expect, type Page, test } from "@playwright/test";
import { shot, WIDTHS } from "./lib/artifacts.ts";
import {
  activeSlide,
  expectNoHorizontalOverflow,
  featuresBounds,
  HEIGHT,
  header,
  missions,
  open,
  roadmap,
  scrollThrough,
  scrollTo,
} from "./lib/landing.ts";

// The hero video and the trailer are motion: these specs play them as a player without reduced motion.
test.use({ reducedMotion: "no-preference" });

// The landing page (docs/product/platform.md §2 "Landing page (in order)", §4, §9) in a real browser against the
// served platform: every width-dependent behaviour at 375, 768, 1280 and 1440 px, the popups, and axe.

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

test("the app takes over the prerendered landing without replacing it", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Before any of the page's scripts: note every removal of the prerendered hero heading.
  await page.addInitScript(() => {
    const removals: string[] = [];
    (window as unknown as { heroRemovals: string[] }).heroRemovals = removals;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.id === "hero-title" || node.querySelector("#hero-title")))
            removals.push(node.nodeName);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  // The below-fold sections arrive once the app has hydrated the first screen.
  await expect(page.locator("footer")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydrated, not re-rendered: the heading painted from the HTML is the one on the page (so it stays
  // the largest paint), and React reported no mismatch.
  expect(await page.evaluate(() => (window as unknown as { heroRemovals: string[] }).heroRemovals)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

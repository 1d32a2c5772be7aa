import { expect, type Locator, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import {
  endAllSessions,
  grantBetaToTelegramUser,
  setStreamingProvider,
  takeSeats,
} from "./lib/queue-setup.ts";
import { openMiniApp, TELEGRAM_VIEWPORT } from "./lib/telegram.ts";

// Issue 16: the dashboard header at every width, the overlays' stacking (toast, queue modal and badge,
// Feedback pill, the game stream) and why Play is off, clicked through the real pages in both shells.
const MAX_PLAYERS = 100;
const PHONE = { width: 390, height: 844 };
const BETA_REASON = /Playing needs beta access/;

test.describe.configure({ mode: "serial" });

/** JadeTester: beta (rank, VIP 2, BETA, big balances); a private copy per test. */
const signInBeta = (page: Page) => signIn(page, "jade-beta");
test.afterAll(async () => {
  await endAllSessions();
  await setStreamingProvider("pixelstreaming");
});

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(clientWidth);
}

/** The element is wholly inside the window and the topmost thing at its centre (not covered). */
async function expectOnTop(locator: Locator, what: string) {
  const verdict = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside, onTop: hit !== null && (hit === element || element.contains(hit)), hit: hit?.outerHTML };
  });
  expect(verdict.inside, `${what} is cut by the window`).toBe(true);
  expect(verdict.onTop, `${what} is covered by ${verdict.hit?.slice(0, 120)}`).toBe(true);
}

/** Every visible label of the header row is on one line and shown whole (no wrap, no ellipsis). */
async function expectLabelsWhole(row: Locator) {
  const broken = await row.evaluate((root) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(".sr-only") || parent.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`"${text}" wraps`);
      if (parent.scrollWidth > parent.clientWidth + 1) problems.push(`"${text}" is cut`);
      const box = range.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${text}" is off-screen`);
    }
    return problems;
  });
  expect(broken).toEqual([]);
}

const WIDTHS = [360, 390, 640, 768, 1024, 1279, 1280, 1440, 1536, 1920] as const;

test("the dashboard header holds at every width from 360 to 1920 px: no sideways scroll, nothing cut or wrapped", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInBeta(page);
  const header = page.getByRole("banner");
  const row = header.locator("> div").first();
  for (const path of ["/dashboard", "/dashboard/leaderboard"]) {
    if (!page.url().endsWith(path)) await page.goto(path);
    const title = path === "/dashboard" ? "Dashboard" : "Leaderboard";
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(header.getByTestId("header-title")).toHaveText(title);
      await expectNoSidewaysScroll(page);
      await expectLabelsWhole(row);
      await expectOnTop(header.getByTestId("header-title"), `the title at ${width} px`);
      for (const control of await row.getByRole("button").or(row.getByRole("link")).all()) {
        if (!(await control.isVisible())) continue;
        const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
        await expectOnTop(control, `"${name}" at ${width} px`);
      }
      if (path === "/dashboard") await page.screenshot({ path: shot(`header-${width}`) });
    }
  }

  // 1024 px (the reported overflow): Favourites and Logout are whole and on screen.
  await page.goto("/dashboard");
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectOnTop(header.getByRole("button", { name: "Favourites" }), "Favourites at 1024 px");
  await expectOnTop(header.getByRole("button", { name: "Logout" }), "Logout at 1024 px");
  // 1279 px: rank, VIP and the wallet button read whole (in the header or its overflow menu).
  await page.setViewportSize({ width: 1279, height: 800 });
  await expectLabelsWhole(row);
  await header.getByRole("button", { name: "More" }).click();
  const more = page.getByRole("region", { name: "More" });
  await expect(more.getByText("Rank #", { exact: false })).toBeVisible();
  await expectLabelsWhole(more.getByTestId("rank-badge"));
  await page.keyboard.press("Escape");
  await expect(more).toBeHidden();

  // 1440 px: "Reset tutorial" (where the tutorial shows) is in the header itself.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectOnTop(header.getByRole("button", { name: "Reset tutorial" }), "Reset tutorial at 1440 px");

  // 390 px: the title reads whole and Connect wallet is one menu away, and opens the wallet modal.
  await page.setViewportSize(PHONE);
  await expect(header.getByTestId("header-title")).toHaveText("Dashboard");
  await header.getByRole("button", { name: "More" }).click();
  await expectOnTop(more, "the overflow menu at 390 px");
  for (const name of ["Connect wallet", "Search", "Favourites", "Logout"])
    await expectOnTop(more.getByRole("button", { name }), `${name} in the menu at 390 px`);
  // The tutorial cannot show at 390 px, so nothing offers to reset it.
  await expect(more.getByRole("button", { name: "Reset tutorial" })).toHaveCount(0);
  await page.screenshot({ path: shot("header-390-more") });
  await more.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("dialog", { name: "Connect a wallet" })).toBeVisible();
  await expect(more).toBeHidden();
});

/** Plays with every seat taken: "Joining", then the waiting modal. */
async function joinFullQueue(page: Page) {
  await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
  const joining = page.getByRole("status").filter({ hasText: "Joining" });
  const modal = page.getByRole("dialog", { name: "You are in the queue" });
  await expect(modal.getByText("#1", { exact: true })).toBeVisible();
  return { joining, modal };
}

test("web at 390 px: the Joining toast is above the queue modal's backdrop; the badge keeps clear of the Feedback pill and the content", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await setStreamingProvider("cloudgaming");
  await endAllSessions();
  await takeSeats(MAX_PLAYERS);
  await page.setViewportSize(PHONE);
  await signInBeta(page);
  const { joining, modal } = await joinFullQueue(page);
  await expect(modal).toBeVisible();
  await expect(joining).toBeVisible();
  await expectOnTop(joining, "the Joining toast over the queue modal");
  // The toast's own control works while the modal is open (it is not inert behind it).
  await joining.getByRole("button", { name: "Dismiss" }).click();
  await expect(joining).toBeHidden();
  await expect(modal).toBeVisible();
  await page.screenshot({ path: shot("overlays-toast-over-modal-390") });

  await modal.getByRole("button", { name: "Minimise" }).last().click();
  const badge = page.getByTestId("queue-badge");
  const feedback = page.getByRole("button", { name: "Send feedback" });
  await expectOnTop(badge, "the queue badge");
  await expectOnTop(feedback, "the Feedback pill");
  const [badgeBox, pillBox] = [await badge.boundingBox(), await feedback.boundingBox()];
  if (!badgeBox || !pillBox) throw new Error("badge or pill has no box");
  expect(badgeBox.y + badgeBox.height, "the badge sits above the pill").toBeLessThanOrEqual(pillBox.y);
  // Scrolled to the end, the page's last content clears both floating controls.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastContent = page.getByRole("main").locator("> *").last();
  const contentBox = await lastContent.boundingBox();
  const floatingTop = Math.min((await badge.boundingBox())?.y ?? 0, (await feedback.boundingBox())?.y ?? 0);
  expect(contentBox && contentBox.y + contentBox.height).toBeLessThanOrEqual(floatingTop);
  await page.screenshot({ path: shot("overlays-badge-and-pill-390") });

  // The badge opens the queue again; leaving ends it.
  await badge.click();
  await modal.getByRole("button", { name: "Leave queue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Left queue successfully" })).toBeVisible();
});

test("Mini App: the Joining toast is above the queue modal's backdrop", async ({ page }) => {
  test.setTimeout(180_000);
  await setStreamingProvider("cloudgaming");
  await endAllSessions();
  await takeSeats(MAX_PLAYERS);
  const user = await openMiniApp(page);
  await grantBetaToTelegramUser(user.id);
  await page.reload();
  await expect(page.getByRole("button", { name: "Play JadeVerse" })).toBeEnabled();
  const { joining, modal } = await joinFullQueue(page);
  await expect(joining).toBeVisible();
  await expectOnTop(joining, "the Joining toast over the Mini App's queue modal");
  await page.screenshot({ path: shot("overlays-toast-over-modal-miniapp") });
  await modal.getByRole("button", { name: "Minimise" }).last().click();
  await expectOnTop(page.getByTestId("queue-badge"), "the Mini App's queue badge");
  expect(page.viewportSize()).toEqual(TELEGRAM_VIEWPORT);
});

test("no Feedback pill over the game stream on /play and /play-pixel", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await endAllSessions();
  await setStreamingProvider("pixelstreaming");
  await signInBeta(page);
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeVisible();
  await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
  await expect(page).toHaveURL(/\/play-pixel$/);
  const stream = page.locator("iframe");
  await expect(stream).toBeVisible();
  await expect(page.getByRole("button", { name: "Send feedback" })).toHaveCount(0);
  await expectOnTop(stream, "the stream on /play-pixel");
  await page.screenshot({ path: shot("overlays-play-pixel-no-pill") });

  // The queue's game: a free seat launches /play at once.
  await setStreamingProvider("cloudgaming");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
  await expect(page).toHaveURL(/\/play$/, { timeout: 30_000 });
  await expect(stream).toBeVisible();
  await expect(page.getByRole("button", { name: "Send feedback" })).toHaveCount(0);
  await expectOnTop(stream, "the stream on /play");
  await page.screenshot({ path: shot("overlays-play-no-pill") });
  await page.getByRole("button", { name: "Exit game" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeVisible();
});

test("web: a Play the player may not use says why (beta access), visibly and as its description", async ({
  page,
}) => {
  // 1280 px: the tutorial (wider than 1300 px, for a player who has not done it) stays out of the way.
  await page.setViewportSize({ width: 1280, height: 900 });
  // JadeGuest: neither demo nor beta.
  await signIn(page, "jade-guest");
  const play = page.getByRole("region", { name: "Ready to play?" }).getByRole("button", {
    name: "Play JadeVerse",
  });
  await expect(play).toBeDisabled();
  await expect(play).toHaveAccessibleDescription(BETA_REASON);
  const reason = page.getByRole("region", { name: "Ready to play?" }).getByText(BETA_REASON);
  await expectOnTop(reason, "the reason Play is off");
  // The side rail has no room for the line: there it is for screen readers only (no tall column of text).
  const railReason = page.getByRole("navigation", { name: "Dashboard" }).getByTestId("play-blocked-reason");
  expect((await railReason.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  // It stays reachable by keyboard, so the reason is read out; a press does nothing.
  await play.focus();
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Joining" })).toHaveCount(0);
  await page.screenshot({ path: shot("play-blocked-reason-web") });
});

test("Mini App: a Play the player may not use says why (beta access)", async ({ page }) => {
  await openMiniApp(page);
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  const play = page.getByRole("button", { name: "Play JadeVerse" });
  await expect(play).toBeDisabled();
  await expect(play).toHaveAccessibleDescription(BETA_REASON);
  await play.scrollIntoViewIfNeeded();
  await expectOnTop(page.getByText(BETA_REASON), "the reason Play is off in the Mini App");
  await page.screenshot({ path: shot("play-blocked-reason-miniapp") });
});

import { type Cookie, expect, type Page, test } from "@playwright/test";
import { formatLargeNumber } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { demoSessionCookies, openWithSession, playerId } from "./lib/dashboard-setup.ts";
import { reportRounds } from "./lib/game-server.ts";
import {
  endAllSessions,
  freeOneSeat,
  grantBetaToTelegramUser,
  heartbeatSeats,
  setStreamingProvider,
  takeSeats,
} from "./lib/queue-setup.ts";
import { STREAM_READY_TEXT } from "./lib/stream-server.ts";
import { openMiniApp, TELEGRAM_VIEWPORT } from "./lib/telegram.ts";

// The queue and the game launch (docs/product/platform.md §4, docs/product/economy.md §4), against the real queue server: the seats
// are taken by seeded players written into the database, as another API instance would.
const MAX_PLAYERS = 100;
const QUEUE_BADGE_BOX = { width: 200, height: 100 };

test.describe.configure({ mode: "serial" });

/** One JadeTester copy for the whole file (demo log-ins are rate limited per address). */
let beta: Cookie[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  await setStreamingProvider("cloudgaming");
  beta = await demoSessionCookies(browser, testInfo.project.use.baseURL, "jade-beta");
});
test.afterAll(async () => {
  await endAllSessions();
  await setStreamingProvider("pixelstreaming");
});

const signInBeta = (page: Page) => openWithSession(page, beta);

/** Whether the server says this session's player holds a play slot (the guard's own question). */
async function holdsSeat(page: Page): Promise<boolean> {
  const response = await page.request.get("/api/queue/validate-session");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { hasActiveSession: boolean } }).data.hasActiveSession;
}

test("full queue: join, wait with position, minimise and drag the badge, a seat frees, launching, /play", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await endAllSessions();
  await takeSeats(MAX_PLAYERS);
  await signInBeta(page);

  const play = page.getByRole("button", { name: "Play JadeVerse" }).first();
  await expect(play).toBeEnabled();
  await play.click();
  await expect(page.getByRole("status").filter({ hasText: "Joining" })).toBeVisible();

  const modal = page.getByRole("dialog", { name: "You are in the queue" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("Your position")).toBeVisible();
  await expect(modal.getByText("#1", { exact: true })).toBeVisible();
  await expect(modal.getByText(`${MAX_PLAYERS}/${MAX_PLAYERS}`)).toBeVisible();
  await expect(modal.getByRole("link", { name: "spin the Wheel of Fortune" })).toHaveAttribute(
    "href",
    "/dashboard/wheel",
  );
  await page.screenshot({ path: shot("queue-waiting-modal") });

  await modal.getByRole("button", { name: "Minimise" }).last().click();
  const badge = page.getByTestId("queue-badge");
  await expect(badge).toBeVisible();
  await expect(modal).toBeHidden();

  // Drag far past the bottom-right corner: the badge stops at the window minus 200 × 100 px.
  const start = await badge.boundingBox();
  if (!start) throw new Error("badge has no box");
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y + 60, { steps: 4 });
  await page.mouse.move(5_000, 5_000, { steps: 6 });
  await page.mouse.up();
  let box = await badge.boundingBox();
  expect(box?.x).toBe(1440 - QUEUE_BADGE_BOX.width);
  expect(box?.y).toBe(900 - QUEUE_BADGE_BOX.height);
  // And to the top-left: clamped at 0, 0.
  await page.mouse.move(box!.x + 10, box!.y + 10);
  await page.mouse.down();
  await page.mouse.move(box!.x - 40, box!.y - 40, { steps: 4 });
  await page.mouse.move(-500, -500, { steps: 6 });
  await page.mouse.up();
  box = await badge.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.y).toBe(0);
  // An ordinary drag moves it by the pointer's offset.
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.move(310, 210, { steps: 6 });
  await page.mouse.up();
  box = await badge.boundingBox();
  expect(box?.x).toBe(300);
  expect(box?.y).toBe(200);
  await page.screenshot({ path: shot("queue-badge-dragged") });

  // A seat frees up: the poll (or the socket push) says the player can play; "Launching game", then /play.
  await heartbeatSeats();
  await freeOneSeat();
  await expect(page.getByRole("status").filter({ hasText: "Launching game" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveURL(/\/play$/, { timeout: 30_000 });
  const stamp = await page.evaluate(() => sessionStorage.getItem("jv-game-launch"));
  expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000);
  await expect(page.getByText("Validating session...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Exit game" })).toBeVisible();
  // The configured stream (PIXELSTREAMING_URL, another origin) plays in the page's frame.
  await expectStream(page);
  await page.screenshot({ path: shot("queue-play-page") });

  // On /play the queue is not polled.
  let polled = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/queue/status")) polled++;
  });
  await page.waitForTimeout(3_500);
  expect(polled).toBe(0);

  // Meanwhile the game server records a round; the dashboard still holds the figures from before.
  const plays = async () =>
    (
      (await (await page.request.get("/api/users/me/game-statistics")).json()) as {
        gameStatistics: Record<string, { totalPlays: number } | undefined>;
      }
    ).gameStatistics.blackjack?.totalPlays ?? 0;
  const before = await plays();
  await reportRounds(page.request, await playerId(page), [
    { gameType: "blackjack", metricType: "bet", coinsAmount: 1_000 },
    { gameType: "blackjack", metricType: "win", coinsAmount: 2_000 },
  ]);
  expect(await plays()).toBe(before + 1);

  // Exit ends the game session and goes back to the dashboard, which shows the round just played.
  await page.getByRole("button", { name: "Exit game" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("article", { name: "Blackjack" })).toContainText(
    `Played ${formatLargeNumber(before + 1)} time`,
  );
});

test("/play without a game session: Validating session..., the 3 s toast and back to /dashboard", async ({
  page,
}) => {
  await endAllSessions();
  await signInBeta(page);
  await page.evaluate(() => sessionStorage.removeItem("jv-game-launch"));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the validation answer a moment so the guard's waiting state can be seen.
  await page.route("**/api/queue/validate-session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/play");
  await expect(page.getByText("Validating session...")).toBeVisible();
  await page.screenshot({ path: shot("queue-guard-validating") });
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = page
    .getByRole("alert")
    .filter({ hasText: "No active game session. Please join through Play button." });
  await expect(toast).toBeVisible();
  await page.screenshot({ path: shot("queue-guard-redirect") });
  await expect(toast).toBeHidden({ timeout: 15_000 }); // shown 4 s; a generous deadline
});

test("/play: a failed validation lets the launch through", async ({ page }) => {
  await signInBeta(page);
  await page.route("**/api/queue/validate-session", (route) => route.abort("failed"));
  await page.goto("/play");
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole("button", { name: "Exit game" })).toBeVisible();
});

test("/play without a token goes to /login", async ({ page }) => {
  await page.goto("/play");
  await expect(page).toHaveURL(/\/login$/);
});

/** The game frame shows the configured stream (the stand-in's page has loaded inside it). */
async function expectStream(page: Page) {
  const frame = page.getByTitle("JadeVerse game stream");
  await expect(frame).toHaveAttribute("src", /^http:\/\/127\.0\.0\.1:\d+\/stream\?session=e2e$/);
  await expect(
    page.frameLocator('iframe[title="JadeVerse game stream"]').getByText(STREAM_READY_TEXT),
  ).toBeVisible();
}

/** Join with every seat taken, check the modal, minimise and drag the badge to the far corner. */
async function joinAndMinimise(page: Page, viewport: { width: number; height: number }) {
  await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
  const modal = page.getByRole("dialog", { name: "You are in the queue" });
  await expect(modal.getByText("#1", { exact: true })).toBeVisible();
  await modal.getByRole("button", { name: "Minimise" }).last().click();
  const badge = page.getByTestId("queue-badge");
  await expect(badge).toBeVisible();
  const start = await badge.boundingBox();
  if (!start) throw new Error("badge has no box");
  await page.mouse.move(start.x + 10, start.y + 10);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 40, { steps: 4 });
  await page.mouse.move(viewport.width + 500, viewport.height + 500, { steps: 6 });
  await page.mouse.up();
  const box = await badge.boundingBox();
  expect(box?.x).toBe(viewport.width - QUEUE_BADGE_BOX.width);
  expect(box?.y).toBe(viewport.height - QUEUE_BADGE_BOX.height);
}

test("the queue at 390 px: join, badge clamped to the phone's window, a seat frees, /play", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const viewport = { width: 390, height: 844 };
  await page.setViewportSize(viewport);
  await endAllSessions();
  await takeSeats(MAX_PLAYERS);
  await signInBeta(page);
  await joinAndMinimise(page, viewport);
  await page.screenshot({ path: shot("queue-badge-390") });
  await heartbeatSeats();
  await freeOneSeat();
  await expect(page).toHaveURL(/\/play$/, { timeout: 15_000 });
  expect(await holdsSeat(page)).toBe(true);
  // Closing the page mid-game ends the session with a keepalive request: the seat is freed.
  await page.goto("about:blank");
  await expect.poll(() => holdsSeat(page)).toBe(false);
});

test("leaving /play by the Dashboard link: the dashboard ends the stale game session", async ({ page }) => {
  await endAllSessions();
  await signInBeta(page);
  // A free seat: the join launches at once (no waiting).
  await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
  await expect(page).toHaveURL(/\/play$/, { timeout: 30_000 });
  expect(await holdsSeat(page)).toBe(true);
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => holdsSeat(page)).toBe(false);
});

test("the queue in the Mini App: join, badge, a seat frees, /tg-app/play", async ({ page }) => {
  test.setTimeout(180_000);
  await endAllSessions();
  await takeSeats(MAX_PLAYERS);
  const user = await openMiniApp(page);
  await expect(page).toHaveURL(/\/tg-app\/dashboard$/);
  await expect(page.getByRole("button", { name: "Play JadeVerse" })).toBeDisabled();
  await grantBetaToTelegramUser(user.id);
  await page.reload();
  await expect(page.getByRole("button", { name: "Play JadeVerse" })).toBeEnabled();
  await joinAndMinimise(page, TELEGRAM_VIEWPORT);
  await page.screenshot({ path: shot("miniapp-queue-badge") });
  await heartbeatSeats();
  await freeOneSeat();
  await expect(page.getByRole("status").filter({ hasText: "Launching game" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/tg-app\/play$/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Exit game" })).toBeVisible();
  // The game is a whole-screen page: no header strip or tab bar drawn over the stream.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Balances" })).toHaveCount(0);
  await expectStream(page);
  await page.screenshot({ path: shot("miniapp-play") });
});

test("the dashboard reads the streaming setting again every 5 minutes: an operator's switch reaches it", async ({
  page,
}) => {
  await endAllSessions();
  await page.clock.install();
  await signInBeta(page);
  await expect(page.getByRole("button", { name: "Play JadeVerse" }).first()).toBeEnabled();
  let reads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/streaming-config") reads++;
  });
  // The operator switches to pixel streaming while the dashboard is open.
  await setStreamingProvider("pixelstreaming");
  try {
    await page.clock.runFor(4 * 60_000);
    expect(reads).toBe(0);
    await page.clock.runFor(60_000 + 1_000);
    await expect.poll(() => reads).toBeGreaterThan(0);
    // Pixel streaming skips the queue: Play now opens /play-pixel and its stream.
    await page.getByRole("button", { name: "Play JadeVerse" }).first().click();
    await expect(page).toHaveURL(/\/play-pixel$/);
    await expectStream(page);
  } finally {
    await setStreamingProvider("cloudgaming");
  }
});

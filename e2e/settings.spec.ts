import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInitData } from "../api/src/lib/auth/telegram.ts";
import type { ReferralStatistics } from "../api/src/lib/referrals/statistics.ts";
import { TERMS_VERSION } from "../db/src/enums/users.ts";
import { formatDate, formatLargeNumber, formatWinRate } from "../web/src/lib/format.ts";
import { E2E_BOT_TOKEN, E2E_BOT_USERNAME, PASSWORD } from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectShownFor, freezeClock, tickUntilVisible } from "./lib/clock.ts";
import { DESKTOP, dismissWelcome } from "./lib/dashboard-setup.ts";
import { tokenMailedTo } from "./lib/mail.ts";
import { asNewVisitor, uniqueEmail } from "./lib/requests.ts";
import {
  api,
  COPY_CONFIRM_MS,
  expectNoSidewaysScroll,
  figure,
  referralCode,
  SETTINGS,
} from "./lib/settings.ts";
import { openMiniApp, telegramCalls, uniqueTelegramUser } from "./lib/telegram.ts";

// The Profile page /dashboard/settings (docs/product/economy.md §2 Statistics and Referral Program, §3, §8, §9)
// against the real API, in the web at 1440 and 390 px and in the Mini App fixture: the referral link
// and its copy (web) or Telegram share (Mini App), referral figures after a friend really signs up
// with the code, statistics equal to the API's, the game tabs, Beta Access, tabs kept in the URL.

/** A friend registers with the code through the real API (its own request context: no shared cookie). */
async function friendRegisters(request: APIRequestContext, email: string, code?: string) {
  const response = await request.post("/api/auth/register", {
    headers: asNewVisitor(),
    data: {
      email,
      password: PASSWORD,
      country: "Europe",
      termsVersion: TERMS_VERSION,
      adult: true,
      ...(code ? { referralCodeInput: code } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

async function friendVerifies(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/verify-email", {
    data: { token: await tokenMailedTo(email) },
  });
  expect(response.ok()).toBe(true);
}

/** The referral tab's status cards and list equal the API's figures. */
async function expectReferralFigures(page: Page, expected: ReferralStatistics) {
  const main = page.locator("main");
  await expect(figure(main, "Total Referrals")).toHaveText(formatLargeNumber(expected.totalReferrals));
  await expect(figure(main, "Verified Users")).toHaveText(formatLargeNumber(expected.verifiedReferrals));
  await expect(main.getByText(`${formatLargeNumber(expected.pendingReferrals)} pending`)).toBeVisible();
  await expect(figure(main, "Gems Earned")).toHaveText(formatLargeNumber(expected.earnings.totalGemsEarned));
  await expect(figure(main, "Success Rate")).toHaveText(formatWinRate(expected.conversionRate));
  const recent = page.getByRole("region", { name: "Recent Referrals" }).getByRole("listitem");
  await expect(recent).toHaveCount(expected.recentReferrals.length);
  for (const [index, referral] of expected.recentReferrals.entries()) {
    const row = recent.nth(index);
    await expect(row).toContainText(referral.nickname || "New User");
    await expect(row).toContainText(formatDate(referral.registeredAt) ?? "");
    await expect(row).toContainText(referral.isVerified ? "Verified" : "Pending");
  }
}

test("1440 px, e-mail player: the referral tab by default, copy for 2 s, a friend pending then verified, placeholders", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("referrer");
  await friendRegisters(request, email); // an ordinary sign-up, no code
  await friendVerifies(request, email);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );

  // The page's clock runs as usual, and is paused only to check that "Copied" lasts 2 s.
  await page.clock.install();
  await page.goto(SETTINGS);
  await dismissWelcome(page);
  const menu = page.getByRole("navigation", { name: "Settings" });
  await expect(menu.getByRole("link", { name: "Referral Program" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Referral Program" })).toBeVisible();
  const code = await referralCode(page);
  const link = page.getByLabel("Your referral link");
  await expect(link).toHaveValue(`${baseURL}/?referral=${code}`);
  // Not a beta player: no Beta Access button.
  await expect(page.getByRole("button", { name: "Beta Access" })).toHaveCount(0);

  // Zero state.
  await expectReferralFigures(page, await api<ReferralStatistics>(page, "/api/users/me/referral-statistics"));
  await expect(page.getByText("No referral data available")).toBeVisible();
  await expect(figure(page.locator("main"), "Total Referrals")).toHaveText("0");

  // Copy: the link lands on the clipboard, the button reads "Copied" for 2 s.
  await freezeClock(page);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  const copiedAt = await tickUntilVisible(page, page.getByRole("button", { name: "Copied", exact: true }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?referral=${code}`);
  await expectShownFor(
    page,
    copiedAt,
    COPY_CONFIRM_MS,
    () => expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible(),
    () => expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible(),
  );
  await page.clock.resume();

  // A friend signs up with the code: pending, no gems yet.
  const friend = uniqueEmail("friend");
  await friendRegisters(request, friend, code);
  await page.reload();
  const pending = await api<ReferralStatistics>(page, "/api/users/me/referral-statistics");
  expect(pending).toMatchObject({ totalReferrals: 1, verifiedReferrals: 0, pendingReferrals: 1 });
  expect(pending.earnings.totalGemsEarned).toBe(0);
  await expectReferralFigures(page, pending);
  await expect(page.getByRole("region", { name: "Recent Referrals" })).toContainText("New User");

  // The friend verifies: verified, 100 gems earned once, 100.0% success.
  await friendVerifies(request, friend);
  await page.reload();
  const verified = await api<ReferralStatistics>(page, "/api/users/me/referral-statistics");
  expect(verified).toMatchObject({
    totalReferrals: 1,
    verifiedReferrals: 1,
    pendingReferrals: 0,
    earnings: { totalGemsEarned: 100 },
    conversionRate: 100,
  });
  await expectReferralFigures(page, verified);
  await expect(figure(page.locator("main"), "Success Rate")).toHaveText("100.0%");
  await page.screenshot({ path: shot("settings-referral-1440"), fullPage: true });

  // Payment Settings holds the season pass (docs/passes.md); the three placeholders say they are
  // coming; the tab is in the URL.
  await menu.getByRole("link", { name: "Payment Settings" }).click();
  await expect(page.getByRole("heading", { name: "Season pass" }).first()).toBeVisible();
  await expect(page.getByText("You hold no season pass.")).toBeVisible();
  for (const name of ["Deposits", "Withdrawals", "Favorites"]) {
    await menu.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("Coming soon")).toBeVisible();
  }
  await expect(page).toHaveURL(/\?tab=favorites$/);
  await page.screenshot({ path: shot("settings-coming-soon-1440") });
});

test("Mini App: the avatar opens the profile, the t.me link is shared through Telegram, a Telegram friend counts at once", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = uniqueTelegramUser();
  // The page's clock runs as usual, and is paused only to check that "Shared" lasts 2 s.
  await page.clock.install();
  await openMiniApp(page, { user: player });
  await page.getByRole("link", { name: "Open settings" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { name: "Referral Program" })).toBeVisible();
  const code = await referralCode(page);
  const link = `https://t.me/${E2E_BOT_USERNAME}?startapp=${code}`;
  await expect(page.getByLabel("Your referral link")).toHaveValue(link);

  // "Share" hands the link to Telegram's share dialog (web_app_open_tg_link /share/url).
  await freezeClock(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const sharedAt = await tickUntilVisible(page, page.getByRole("button", { name: "Shared", exact: true }));
  await expect
    .poll(async () => (await telegramCalls(page, "web_app_open_tg_link")).map(([, params]) => params))
    .toContainEqual({
      path_full: `/share/url?${new URLSearchParams({ url: link, text: "Join me on JadeVerse, the free-to-play social casino!" }).toString().replace(/\+/g, "%20")}`,
    });
  await expectShownFor(
    page,
    sharedAt,
    COPY_CONFIRM_MS,
    () => expect(page.getByRole("button", { name: "Shared", exact: true })).toBeVisible(),
    () => expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible(),
  );
  await page.clock.resume();

  // A friend opens the bot's link: Telegram signs them in with start_param = the code.
  const friend = uniqueTelegramUser();
  const initData = signInitData(
    {
      user: JSON.stringify(friend),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `AAE${friend.id}`,
      start_param: code,
    },
    E2E_BOT_TOKEN,
  );
  const signUp = await request.post("/api/auth/telegram-miniapp", {
    headers: { authorization: `tma ${initData}` },
  });
  expect(signUp.status()).toBe(200);

  // Opened afresh (a hash-only change would keep the page and its cached figures).
  await page.goto("about:blank");
  await openMiniApp(page, { user: player, path: "dashboard/settings" });
  const stats = await api<ReferralStatistics>(page, "/api/users/me/referral-statistics");
  expect(stats).toMatchObject({
    totalReferrals: 1,
    verifiedReferrals: 1,
    pendingReferrals: 0,
    earnings: { totalGemsEarned: 100 },
  });
  await expectReferralFigures(page, stats);
  await expect(page.getByRole("region", { name: "Recent Referrals" })).toContainText(friend.username ?? "");
  await page.screenshot({ path: shot("settings-referral-miniapp"), fullPage: true });

  // The statistics tab in the Mini App too, kept over a reopen.
  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/settings\?tab=statistics$/);
  await expect(page.getByRole("region", { name: "Quick Summary" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: shot("settings-statistics-miniapp"), fullPage: true });
});

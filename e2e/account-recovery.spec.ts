// Account recovery and other ways in against the real API (issue 3; docs/product/platform.md §4, §8; docs/product/economy.md §2, §5,
// §8): the e-mail verification popup, forgot/reset password, the Telegram Login Widget, small screens.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signLoginWidget } from "../api/src/lib/auth/telegram.ts";
import {
  blockTelegramScripts,
  dialog,
  E2E_BOT_TOKEN,
  E2E_BOT_USERNAME,
  ERROR_DISPLAY_MS,
  openFromPlayNow,
  PASSWORD,
  paste,
  RESET_REDIRECT_MS,
  recordInputRequests,
  registerViaApi,
  uniqueEmail,
} from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { axeWhileFrozen, expectShownFor, freezeClock, runClockTo, tickUntilVisible } from "./lib/clock.ts";
import { query } from "./lib/db.ts";
import { mailsTo, tokenMailedTo } from "./lib/mail.ts";
import { asNewVisitor } from "./lib/requests.ts";

test.beforeEach(async ({ page }) => blockTelegramScripts(page));

/** The verification popup's countdown as it reads with `seconds` left (m:ss). */
const countdownText = (seconds: number) =>
  `You can ask for a new e-mail in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const secondsIn = (text: string | null) => {
  const [, minutes, seconds] = text?.match(/(\d+):(\d\d)$/) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

test("an unverified login opens the verification popup; resend waits out the countdown, then 'Email sent!'", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail("unverified");
  await page.clock.install();
  await page.goto("/");
  await registerViaApi(page, email);

  await page.goto("/?login=true");
  // The popup's question (how long until the next mail) is held until the page's clock is paused,
  // so the countdown starts on a clock that only moves when the test says.
  let answerNextToken: () => void = () => {};
  const nextTokenHeld = new Promise<void>((resolve) => {
    answerNextToken = resolve;
  });
  let waitSeconds = 0;
  await page.route("**/api/auth/next-token?*", async (route) => {
    await nextTokenHeld;
    const response = await route.fetch();
    waitSeconds = ((await response.json()) as { waitSeconds: number }).waitSeconds;
    await route.fulfill({ response });
  });
  const signIn = dialog(page, "Sign in");
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();

  const verify = dialog(page, "Email Verification Required");
  await expect(verify).toBeVisible();
  await expect(dialog(page, "Sign in")).toHaveCount(0);
  await expect(verify.getByLabel("E-mail")).toHaveValue(email);
  await expect(verify.getByLabel("E-mail")).toBeDisabled();
  const resend = verify.getByRole("button", { name: "Resend verification email" });
  await expect(resend).toBeDisabled();
  const countdown = verify.getByText(/You can ask for a new e-mail in \d:\d\d/);
  await freezeClock(page);
  answerNextToken();
  await tickUntilVisible(page, countdown);
  // What is left of the server's interval (20 s on the e2e server, e2e/serve.ts), counted down from
  // the moment the answer came: one second of the page's time takes exactly one second off.
  expect(waitSeconds).toBeGreaterThan(1);
  expect(waitSeconds).toBeLessThanOrEqual(20);
  await expect(countdown).toHaveText(countdownText(waitSeconds));
  await page.clock.runFor(1_000);
  await expect(countdown).toHaveText(countdownText(waitSeconds - 1));
  await expect(resend).toBeDisabled();
  await axeWhileFrozen(page);
  await page.screenshot({ path: shot("account-verify-email-countdown") });

  // The API's interval is real time: wait for the server to allow a new mail (its own answer), then
  // run the page's countdown out: the button stays disabled up to its last second,
  // and wakes up when it ends.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/auth/next-token?${new URLSearchParams({ email })}`);
        expect(answer.ok()).toBe(true);
        return ((await answer.json()) as { waitSeconds: number }).waitSeconds;
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(0);
  const left = secondsIn(await countdown.textContent());
  expect(left).toBeGreaterThan(1);
  await page.clock.runFor((left - 1) * 1_000);
  await expect(countdown).toHaveText(countdownText(1));
  await expect(resend).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(countdown).toBeHidden();
  await expect(resend).toBeEnabled();
  await page.clock.resume();
  await resend.click();
  await expect(verify.getByRole("status").filter({ hasText: "Email sent!" })).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(countdown).toBeVisible();
  // The mail goes out after the answer (to SMTP, or here the dev outbox): wait for it to land.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  await page.screenshot({ path: shot("account-verify-email-sent") });
});

test("resend refusals: 'You must wait…' from the server's interval, and a 400 shows the server's message", async ({
  page,
}) => {
  const email = uniqueEmail("resend");
  await page.goto("/");
  await registerViaApi(page, email);
  // Force the request: the countdown says "now" although the server's interval has not passed.
  await page.route("**/api/auth/next-token?*", (route) =>
    route.fulfill({ json: { nextTokenAt: new Date().toISOString(), waitSeconds: 0 } }),
  );

  await page.goto("/?login=true");
  const signIn = dialog(page, "Sign in");
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  const verify = dialog(page, "Email Verification Required");
  const resend = verify.getByRole("button", { name: "Resend verification email" });
  await expect(resend).toBeEnabled();
  const tooSoon = page.waitForResponse("**/api/auth/regenerate-email-token");
  await resend.click();
  expect((await tooSoon).status()).toBe(429);
  await expect(verify.getByText("You must wait before sending a new email!")).toBeVisible();
  await page.screenshot({ path: shot("account-verify-email-too-soon") });

  // The server answers every address alike (no enumeration), so a 400 only comes from bad input:
  // the popup shows the server's own message for it.
  await page.route("**/api/auth/regenerate-email-token", (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: "VALIDATION_ERROR", message: "email: Invalid email address" } },
    }),
  );
  await resend.click();
  await expect(verify.getByText("email: Invalid email address")).toBeVisible();
});

test("forgot password: 4→6→7, the mailed link resets the password, then /?login=true after 3 s", async ({
  page,
}) => {
  const email = uniqueEmail("forgot");
  const newPassword = "brand-new-jade-7";
  await page.clock.install();
  await page.goto("/");
  await registerViaApi(page, email);

  await page.goto("/?login=true");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const step6 = dialog(page, "Forgot your password?");
  await step6.getByLabel("E-mail").fill(email);
  await step6.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog(page, "Reset e-mail sent")).toContainText(email);
  const token = await tokenMailedTo(email, "/reset-password");

  await page.goto(`/reset-password?token=${token}`);
  const reset = dialog(page, "Reset Your Password");
  await expect(reset).toBeVisible();
  await expect(reset.getByLabel("New password", { exact: true })).toHaveAttribute(
    "placeholder",
    "min 6 characters",
  );
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-reset-page") });

  const sent = recordInputRequests(page);
  const submit = reset.getByRole("button", { name: "Reset password" });
  await submit.click();
  await expect(reset.getByText("Please enter your password.")).toBeVisible();
  await expect(reset.getByText("Please confirm your password.")).toBeVisible();
  await reset.getByLabel("New password", { exact: true }).fill("abc");
  await reset.getByLabel("Confirm new password").fill("abc");
  await submit.click();
  await expect(reset.getByText("Password must be at least 6 characters.")).toBeVisible();
  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm new password").fill(`${newPassword}x`);
  // The page's clock only moves when the test says: the mismatch shows for exactly ERROR_DISPLAY_MS.
  await freezeClock(page);
  await submit.click();
  const mismatch = reset.getByText("Passwords do not match.");
  const mismatchAt = await tickUntilVisible(page, mismatch);
  await expect(reset.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(reset.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: shot("account-reset-page-mismatch") });
  await expectShownFor(
    page,
    mismatchAt,
    ERROR_DISPLAY_MS,
    () => expect(mismatch).toBeVisible(),
    () => expect(mismatch).toBeHidden(),
  );
  await page.clock.resume();
  await paste(reset.getByLabel("New password", { exact: true }), "z".repeat(129));
  await expect(reset.getByText("Passwords are at most 128 characters.")).toBeVisible();
  expect(sent).toEqual([]);

  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm new password").fill(newPassword);
  // The reset hashes the new password (argon2id): on a loaded machine its answer may take a while.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/api/auth/reset-password"),
    { timeout: 30_000 },
  );
  // The page's clock only moves when the test says: the redirect comes exactly RESET_REDIRECT_MS after
  // the success.
  await freezeClock(page);
  await submit.click();
  expect((await answered).status()).toBe(200);
  const succeededAt = await tickUntilVisible(page, reset.getByText("Password Reset Successful!"));
  await page.screenshot({ path: shot("account-reset-page-success") });
  await runClockTo(page, succeededAt + RESET_REDIRECT_MS - 100);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(reset.getByText("Password Reset Successful!")).toBeVisible();
  // The landing opens the popup for ?login=true and then drops the parameter: wait for the navigation.
  const redirected = page.waitForURL(/\/\?login=true$/);
  await runClockTo(page, succeededAt + RESET_REDIRECT_MS + 100);
  await redirected;
  await page.clock.resume();
  const signIn = dialog(page, "Sign in");
  await expect(signIn).toBeVisible();
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill(newPassword);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the reset page without a token goes to /, an invalid token says so, Escape and close go to /", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/reset-password?token=${randomBytes(32).toString("base64url")}`);
  const reset = dialog(page, "Reset Your Password");
  await reset.getByLabel("New password", { exact: true }).fill("another-one");
  await reset.getByLabel("Confirm new password").fill("another-one");
  // The page's clock only moves when the test says: the server's refusal shows for ERROR_DISPLAY_MS.
  await freezeClock(page);
  await reset.getByRole("button", { name: "Reset password" }).click();
  const message = reset.getByText("Invalid or expired reset token. Please request a new password reset.");
  const shownAt = await tickUntilVisible(page, message);
  await page.screenshot({ path: shot("account-reset-page-invalid-token") });
  await expectShownFor(
    page,
    shownAt,
    ERROR_DISPLAY_MS,
    () => expect(message).toBeVisible(),
    () => expect(message).toBeHidden(),
  );
  await page.clock.resume();

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/reset-password?token=${randomBytes(32).toString("base64url")}`);
  await dialog(page, "Reset Your Password").getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the Telegram Login Widget on step 1 signs in with a signed Telegram user", async ({ page }) => {
  // This player's own address, as each player has: the run's other Telegram sign-ins from loopback
  // must not spend this one's allowance (60 per 15 min).
  await page.setExtraHTTPHeaders(asNewVisitor());
  await openFromPlayNow(page);
  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  const script = step1.locator('script[src="https://telegram.org/js/telegram-widget.js?22"]');
  await expect(script).toHaveAttribute("data-telegram-login", E2E_BOT_USERNAME);
  await expect(script).toHaveAttribute("data-request-access", "write");
  await expect(script).toHaveAttribute("data-size", "large");
  await expect(script).toHaveAttribute("data-onauth", "onJadeVerseTelegramAuth(user)");
  await expect(step1.getByText("could not be loaded")).toBeVisible();

  const telegramId = 900_000 + Math.floor(Math.random() * 99_999);
  const now = Math.floor(Date.now() / 1000);
  const profile = { id: telegramId, first_name: "Lin", last_name: "Jade", username: `lin_${telegramId}` };
  const signed = signLoginWidget({ ...profile, auth_date: now }, E2E_BOT_TOKEN);
  const incomplete = signLoginWidget({ id: telegramId, first_name: "Lin", auth_date: now }, E2E_BOT_TOKEN);
  const callWidget = (user: object) =>
    page.evaluate((payload) => {
      (window as unknown as Record<string, (user: unknown) => void>).onJadeVerseTelegramAuth?.(payload);
    }, user);

  const sent = recordInputRequests(page);
  await callWidget(signed);
  await expect(step1.getByText("Please confirm that you are over 18.")).toBeVisible();
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await callWidget(incomplete);
  await expect(step1.getByText(/needs a username, a first name and a last name. Add them/)).toBeVisible();
  expect(sent).toEqual([]);

  await callWidget({ ...signed, first_name: "Forged" });
  await expect(step1.getByText("Telegram authentication data is invalid.")).toBeVisible();
  await page.screenshot({ path: shot("account-step1-telegram-error") });

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/telegram-login"));
  await callWidget(signed);
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const [player] = await query(
    "select telegram_username, terms_version, terms_accepted_at from users where telegram_id = ?",
    [String(telegramId)],
  );
  expect(player?.telegram_username).toBe(profile.username);
  // The step's "over 18" and Terms boxes are stored with the account: no second ask on the dashboard.
  expect(player?.terms_version).toBe("2025-09-01");
  expect(player?.terms_accepted_at).not.toBeNull();
  await expect(page.getByRole("dialog", { name: "Before you play" })).toHaveCount(0);
});

test("the login popup's register steps fit a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openFromPlayNow(page);
  await page.screenshot({ path: shot("account-step0-welcome-375") });
  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  await step1.getByLabel("E-mail").fill("phone@example.com");
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await page.screenshot({ path: shot("account-step1-register-email-375") });
  await step1.getByRole("button", { name: "Continue" }).click();
  await expect(dialog(page, "Region and password")).toBeVisible();
  const box = await dialog(page, "Region and password").boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: shot("account-step2-region-password-375") });
});

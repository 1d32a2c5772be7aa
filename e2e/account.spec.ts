// Account popups and the reset page against the real API (issue 3; spec 000 §2, §4, §5, §8; spec 001
// §2, §5, §8): every login-popup path, the verification popup, the reset page, their error messages,
// and bad input that must never reach the server. Mails are read from the platform's outbox.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signLoginWidget } from "../api/src/lib/auth/telegram.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { mailsTo, query, tokenMailedTo } from "./lib/db.ts";

/** The served bot's token and username: the defaults of e2e/serve.ts unless overridden there too. */
const E2E_BOT_TOKEN = process.env.E2E_BOT_TOKEN ?? "123456:e2e-login-widget-token";
const E2E_BOT_USERNAME = process.env.E2E_BOT_USERNAME ?? "jadeverse_e2e_bot";
const PASSWORD = "jade-secret-42";
const ERROR_DISPLAY_MS = 5_000;

/** A fresh address per test: the API rate-limits login, register and resend per e-mail. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

/** Calls the page makes to the API that carry player input (reads of public config don't count). */
function recordInputRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    if (request.method() !== "GET" || url.pathname.startsWith("/api/auth/")) {
      sent.push(`${request.method()} ${url.pathname}`);
    }
  });
  return sent;
}

/** Pastes text the way a clipboard paste reaches the field (the handler decides whether it lands). */
async function paste(field: Locator, text: string) {
  await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

async function openFromPlayNow(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Play Now" }).first().click();
  await expect(dialog(page, "Welcome to JadeVerse")).toBeVisible();
}

async function registerViaApi(page: Page, email: string, referralCodeInput?: string) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email,
      password: PASSWORD,
      country: "Europe",
      ...(referralCodeInput ? { referralCodeInput } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

async function verifyViaMailedLink(page: Page, email: string) {
  const token = await tokenMailedTo(email);
  const response = await page.request.post("/api/auth/verify-email", { data: { token } });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  // No internet here: Telegram's widget script fails to load, as it would offline.
  await page.route("https://telegram.org/**", (route) => route.abort("internetdisconnected"));
});

test("Play Now opens the popup; register 0→1→2→5, the mailed link verifies and sign-in opens the dashboard", async ({
  page,
}) => {
  const email = uniqueEmail("register");
  await openFromPlayNow(page);
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-step0-welcome") });

  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  await expect(step1).toBeVisible();
  await expect(
    step1.getByText("your Telegram account needs a username, a first name and a last name"),
  ).toBeVisible();
  const terms = step1.getByRole("link", { name: /Terms and Conditions/ });
  await expect(terms).toHaveAttribute("href", "/terms-and-conditions");
  await expect(terms).toHaveAttribute("target", "_blank");
  await step1.getByLabel("E-mail").fill(email);
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-step1-register-email") });
  await step1.getByRole("button", { name: "Continue" }).click();

  const step2 = dialog(page, "Region and password");
  await expect(step2).toBeVisible();
  await expect(step2.getByText("At least 8 characters.")).toBeVisible();
  const regions = await step2.getByLabel("Region").locator("option").allTextContents();
  expect(regions).toEqual([
    "Choose your region",
    "Europe",
    "North America",
    "South America",
    "Asia",
    "Australia",
    "Africa",
  ]);
  await step2.getByLabel("Region").selectOption("Asia");
  await step2.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await step2.getByLabel("Confirm password").fill(PASSWORD);
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-step2-region-password") });
  const registered = page.waitForResponse("**/api/auth/register");
  await step2.getByRole("button", { name: "Create account" }).click();
  expect((await registered).status()).toBe(201);

  const step5 = dialog(page, "Check your e-mail");
  await expect(step5).toContainText(`We sent a verification link to ${email}`);
  await page.screenshot({ path: shot("account-step5-check-email") });
  expect(await query("select country, email_verified_at from users where email = ?", [email])).toEqual([
    expect.objectContaining({ country: "Asia", email_verified_at: null }),
  ]);
  await step5.getByRole("button", { name: "Got it" }).click();
  await expect(step5).toBeHidden();

  const token = await tokenMailedTo(email);
  await page.goto(`/?token=${token}`);
  await expect(page.getByText("Email successfuly verified!").first()).toBeVisible();
  const signIn = dialog(page, "Sign in");
  await expect(signIn).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-step4-sign-in") });
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a referral link opens registration with the code prefilled, locked and sent", async ({ page }) => {
  const [referrer] = await query(
    "select id, referral_code from users where referral_code like 'JV%' limit 1",
  );
  const code = String(referrer?.referral_code);
  const email = uniqueEmail("referred");
  await page.goto(`/?referral=${code}`);
  const step1 = dialog(page, "Create your account");
  await expect(step1).toBeVisible();
  const referral = step1.getByLabel("Referral code (from your invite link)");
  await expect(referral).toHaveValue(code);
  await expect(referral).not.toBeEditable();
  await page.screenshot({ path: shot("account-step1-referral") });

  await step1.getByLabel("E-mail").fill(email);
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await step1.getByRole("button", { name: "Continue" }).click();
  const step2 = dialog(page, "Region and password");
  await expect(step2.getByLabel("Referral code (from your invite link)")).toHaveValue(code);
  await step2.getByLabel("Region").selectOption("Europe");
  await step2.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await step2.getByLabel("Confirm password").fill(PASSWORD);
  const request = page.waitForRequest("**/api/auth/register");
  await step2.getByRole("button", { name: "Create account" }).click();
  expect((await request).postDataJSON()).toEqual({
    email,
    password: PASSWORD,
    country: "Europe",
    referralCodeInput: code,
  });
  await expect(dialog(page, "Check your e-mail")).toBeVisible();
  const [created] = await query("select referred_by_id from users where email = ?", [email]);
  expect(created?.referred_by_id).toBe(referrer?.id);
});

test("Back moves one step from 1, 2, 4, 6 and 7; Escape and close reset the popup", async ({ page }) => {
  await openFromPlayNow(page);
  const back = () => page.getByRole("dialog").getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Back" })).toHaveCount(0);

  await page.getByRole("button", { name: "Create an account" }).click();
  await back();
  await expect(dialog(page, "Welcome to JadeVerse")).toBeVisible();

  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  await step1.getByLabel("E-mail").fill("back-and-forth@example.com");
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await step1.getByRole("button", { name: "Continue" }).click();
  await expect(dialog(page, "Region and password")).toBeVisible();
  await back();
  await expect(step1).toBeVisible();
  await expect(step1.getByLabel("E-mail")).toHaveValue("back-and-forth@example.com");
  await back();
  await expect(dialog(page, "Welcome to JadeVerse")).toBeVisible();

  await page.getByRole("button", { name: "I already have an account" }).click();
  await expect(dialog(page, "Sign in")).toBeVisible();
  await back();
  await expect(dialog(page, "Welcome to JadeVerse")).toBeVisible();

  await page.getByRole("button", { name: "I already have an account" }).click();
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const step6 = dialog(page, "Forgot your password?");
  await expect(step6).toBeVisible();
  await page.screenshot({ path: shot("account-step6-forgot-password") });
  await back();
  await expect(dialog(page, "Sign in")).toBeVisible();
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await step6.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await step6.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog(page, "Reset e-mail sent")).toBeVisible();
  await page.screenshot({ path: shot("account-step7-reset-sent") });
  await back();
  await expect(step6).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Play Now" }).first().click();
  await expect(dialog(page, "Welcome to JadeVerse")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("bad input in every login-popup form shows its message and sends nothing", async ({ page }) => {
  await openFromPlayNow(page);
  const sent = recordInputRequests(page);
  const oversized = `${"a".repeat(300)}@example.com`;

  // Step 1: empty, invalid, unticked, oversized.
  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  const continueButton = step1.getByRole("button", { name: "Continue" });
  await continueButton.click();
  await expect(step1.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(step1.getByText("Please confirm that you are over 18.")).toBeVisible();
  await expect(step1.getByText("Please accept the Terms and Conditions.")).toBeVisible();
  await expect(step1.getByLabel("I declare I am over 18+")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: shot("account-step1-errors") });
  await step1.getByLabel("E-mail").fill("not-an-email");
  await continueButton.click();
  await expect(step1.getByText("Please enter a valid e-mail address.")).toBeVisible();
  await step1.getByLabel("E-mail").fill("valid@example.com");
  await step1.getByLabel("I declare I am over 18+").check();
  await continueButton.click();
  await expect(step1.getByText("Please accept the Terms and Conditions.")).toBeVisible();
  await expect(step1.getByText("Please confirm that you are over 18.")).toBeHidden();
  await expect(step1).toBeVisible();
  await step1.getByLabel("E-mail").fill(oversized);
  expect((await step1.getByLabel("E-mail").inputValue()).length).toBeLessThanOrEqual(254);
  await step1.getByLabel("E-mail").fill("");
  await paste(step1.getByLabel("E-mail"), oversized);
  await expect(step1.getByText("E-mail addresses are at most 254 characters.")).toBeVisible();
  await expect(step1.getByLabel("E-mail")).toHaveValue("");

  // Step 2: empty, short, mismatched, oversized.
  await step1.getByLabel("E-mail").fill("valid@example.com");
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await continueButton.click();
  const step2 = dialog(page, "Region and password");
  const create = step2.getByRole("button", { name: "Create account" });
  await create.click();
  await expect(step2.getByText("Please choose your region.")).toBeVisible();
  await expect(step2.getByText("Please enter your password.")).toBeVisible();
  await expect(step2.getByText("Please confirm your password.")).toBeVisible();
  await page.screenshot({ path: shot("account-step2-errors") });
  await step2.getByLabel("Region").selectOption("Africa");
  await step2.getByLabel("Password", { exact: true }).fill("short");
  await step2.getByLabel("Confirm password").fill("short");
  await create.click();
  await expect(step2.getByText("Password must be at least 8 characters.")).toBeVisible();
  await step2.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await step2.getByLabel("Confirm password").fill(`${PASSWORD}-typo`);
  await create.click();
  await expect(step2.getByText("Passwords do not match.")).toBeVisible();
  await expect(step2.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await step2.getByLabel("Password", { exact: true }).fill("");
  await paste(step2.getByLabel("Password", { exact: true }), "x".repeat(200));
  await expect(step2.getByText("Passwords are at most 128 characters.")).toBeVisible();
  await expect(step2.getByLabel("Password", { exact: true })).toHaveValue("");

  // Step 4: empty, invalid, oversized.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Play Now" }).first().click();
  await page.getByRole("button", { name: "I already have an account" }).click();
  const step4 = dialog(page, "Sign in");
  await step4.getByRole("button", { name: "Sign in" }).click();
  await expect(step4.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(step4.getByText("Please enter your password.")).toBeVisible();
  await expect(step4.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await step4.getByLabel("E-mail").fill("someone@nowhere");
  await step4.getByLabel("Password").fill(PASSWORD);
  await step4.getByRole("button", { name: "Sign in" }).click();
  await expect(step4.getByText("Please enter a valid e-mail address.")).toBeVisible();
  await paste(step4.getByLabel("Password"), "y".repeat(129));
  await expect(step4.getByText("Passwords are at most 128 characters.")).toBeVisible();

  // Step 6: empty, invalid.
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const step6 = dialog(page, "Forgot your password?");
  await step6.getByLabel("E-mail").fill("");
  await step6.getByRole("button", { name: "Send reset link" }).click();
  await expect(step6.getByText("Please enter your e-mail address.")).toBeVisible();
  await step6.getByLabel("E-mail").fill("no-at-sign.example.com");
  await step6.getByRole("button", { name: "Send reset link" }).click();
  await expect(step6.getByText("Please enter a valid e-mail address.")).toBeVisible();
  await expect(step6).toBeVisible();

  expect(sent).toEqual([]);
});

test("a wrong password turns the fields red for 5 s; a taken e-mail is refused at registration", async ({
  page,
}) => {
  const email = uniqueEmail("taken");
  await page.goto("/");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);

  await page.goto("/?login=true");
  const signIn = dialog(page, "Sign in");
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill("not-the-password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  const message = signIn.getByText("Invalid e-mail or password.");
  await expect(message).toBeVisible();
  const shownAt = Date.now();
  await expect(signIn.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(signIn.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: shot("account-step4-wrong-password") });
  await expect(message).toBeHidden({ timeout: ERROR_DISPLAY_MS + 3_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(ERROR_DISPLAY_MS - 1_000);
  await expect(signIn.getByLabel("Password")).not.toHaveAttribute("aria-invalid");

  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Play Now" }).first().click();
  await page.getByRole("button", { name: "Create an account" }).click();
  const step1 = dialog(page, "Create your account");
  await step1.getByLabel("E-mail").fill(email);
  await step1.getByLabel("I declare I am over 18+").check();
  await step1.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await step1.getByRole("button", { name: "Continue" }).click();
  const step2 = dialog(page, "Region and password");
  await step2.getByLabel("Region").selectOption("North America");
  await step2.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await step2.getByLabel("Confirm password").fill(PASSWORD);
  await step2.getByRole("button", { name: "Create account" }).click();
  await expect(step2.getByText("User with this email is already created.")).toBeVisible();
  await page.screenshot({ path: shot("account-step2-already-created") });
});

test("an unverified login opens the verification popup; resend waits out the countdown, then 'Email sent!'", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("unverified");
  await page.goto("/");
  await registerViaApi(page, email);

  await page.goto("/?login=true");
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
  await expect(countdown).toBeVisible();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "", { timeout: 2_500 });
  await expectNoSeriousA11yViolations(page, "dialog");
  await page.screenshot({ path: shot("account-verify-email-countdown") });

  // The API's interval is 60 s: once it has passed the button wakes up and a new mail goes out.
  await expect(resend).toBeEnabled({ timeout: 70_000 });
  await expect(countdown).toBeHidden();
  await resend.click();
  await expect(verify.getByRole("status").filter({ hasText: "Email sent!" })).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(countdown).toBeVisible();
  expect(await mailsTo(email)).toHaveLength(2);
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

  await verifyViaMailedLink(page, email);
  await resend.click();
  await expect(verify.getByText("This e-mail address is already verified.")).toBeVisible();
});

test("forgot password: 4→6→7, the mailed link resets the password, then /?login=true after 3 s", async ({
  page,
}) => {
  const email = uniqueEmail("forgot");
  const newPassword = "brand-new-jade-7";
  await page.goto("/");
  await registerViaApi(page, email);
  const mailsBefore = (await mailsTo(email)).length;

  await page.goto("/?login=true");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const step6 = dialog(page, "Forgot your password?");
  await step6.getByLabel("E-mail").fill(email);
  await step6.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog(page, "Reset e-mail sent")).toContainText(email);
  const token = await tokenMailedTo(email, mailsBefore);

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
  await submit.click();
  await expect(reset.getByText("Passwords do not match.")).toBeVisible();
  await expect(reset.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(reset.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: shot("account-reset-page-mismatch") });
  await expect(reset.getByText("Passwords do not match.")).toBeHidden({ timeout: ERROR_DISPLAY_MS + 3_000 });
  await paste(reset.getByLabel("New password", { exact: true }), "z".repeat(129));
  await expect(reset.getByText("Passwords are at most 128 characters.")).toBeVisible();
  expect(sent).toEqual([]);

  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm new password").fill(newPassword);
  await submit.click();
  await expect(reset.getByText("Password Reset Successful!")).toBeVisible();
  const succeededAt = Date.now();
  await page.screenshot({ path: shot("account-reset-page-success") });
  await page.waitForURL(/\/\?login=true$/, { timeout: 6_000 });
  expect(Date.now() - succeededAt).toBeGreaterThan(2_500);
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
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/reset-password?token=${randomBytes(32).toString("base64url")}`);
  const reset = dialog(page, "Reset Your Password");
  await reset.getByLabel("New password", { exact: true }).fill("another-one");
  await reset.getByLabel("Confirm new password").fill("another-one");
  await reset.getByRole("button", { name: "Reset password" }).click();
  const message = reset.getByText("Invalid or expired reset token. Please request a new password reset.");
  await expect(message).toBeVisible();
  await page.screenshot({ path: shot("account-reset-page-invalid-token") });
  await expect(message).toBeHidden({ timeout: ERROR_DISPLAY_MS + 3_000 });

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/reset-password?token=${randomBytes(32).toString("base64url")}`);
  await dialog(page, "Reset Your Password").getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the Telegram Login Widget on step 1 signs in with a signed Telegram user", async ({ page }) => {
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

  await callWidget(signed);
  await expect(page).toHaveURL(/\/dashboard$/);
  const [player] = await query("select telegram_username from users where telegram_id = ?", [
    String(telegramId),
  ]);
  expect(player?.telegram_username).toBe(profile.username);
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

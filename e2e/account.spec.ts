// The login popup against the real API (issue 3; docs/product/platform.md §2, §4, §5, §8): every path through steps
// 0–7, their error messages, and bad input that must never reach the server.
import { expect, test } from "@playwright/test";
import {
  blockTelegramScripts,
  dialog,
  ERROR_DISPLAY_MS,
  fillRegistration,
  openFromPlayNow,
  PASSWORD,
  paste,
  recordInputRequests,
  registerViaApi,
  uniqueEmail,
  verifyViaMailedLink,
} from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { expectShownFor, freezeClock, tickUntilVisible } from "./lib/clock.ts";
import { query } from "./lib/db.ts";
import { tokenMailedTo } from "./lib/mail.ts";

test.beforeEach(async ({ page }) => blockTelegramScripts(page));

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
  // The login popup is gone; a new player is greeted by the dashboard's avatar picker instead.
  await expect(page.getByRole("dialog", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: /Welcome to/ })).toBeVisible();
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
    // The step's "over 18" and Terms boxes, stored with the account (docs/security.md "18+").
    termsVersion: "2025-09-01",
    adult: true,
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
  await page.clock.install();
  await page.goto("/");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);

  await page.goto("/?login=true");
  const signIn = dialog(page, "Sign in");
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill("not-the-password");
  // The page's clock only moves when the test says: the message shows for exactly ERROR_DISPLAY_MS.
  await freezeClock(page);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  const message = signIn.getByText("Invalid e-mail or password.");
  const shownAt = await tickUntilVisible(page, message);
  await expect(signIn.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(signIn.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: shot("account-step4-wrong-password") });
  await expectShownFor(
    page,
    shownAt,
    ERROR_DISPLAY_MS,
    async () => {
      await expect(message).toBeVisible();
      await expect(signIn.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    },
    async () => {
      await expect(message).toBeHidden();
      await expect(signIn.getByLabel("Password")).not.toHaveAttribute("aria-invalid");
    },
  );
  await page.clock.resume();

  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Play Now" }).first().click();
  const step2 = await fillRegistration(page, email, "North America");
  await step2.getByRole("button", { name: "Create account" }).click();
  await expect(step2.getByText("User with this email is already created.")).toBeVisible();
  await page.screenshot({ path: shot("account-step2-already-created") });
});

// Shared by the account specs: the e2e bot, unique e-mails, request recording, paste, and the API
// shortcuts that set a player up (register, verify through the mailed link).
import { expect, type Locator, type Page } from "@playwright/test";
import { TERMS_VERSION } from "../../db/src/enums/users.ts";
import { tokenMailedTo } from "./mail.ts";
import { asNewVisitor, recordApiCalls, uniqueEmail } from "./requests.ts";

export { uniqueEmail };

/** The served bot's token and username: the defaults of e2e/serve.ts unless overridden there too. */
export const E2E_BOT_TOKEN = process.env.E2E_BOT_TOKEN ?? "123456:e2e-login-widget-token";
export const E2E_BOT_USERNAME = process.env.E2E_BOT_USERNAME ?? "jadeverse_e2e_bot";
export const PASSWORD = "jade-secret-42";
export const ERROR_DISPLAY_MS = 5_000;
/** docs/product/platform.md §4: a successful password reset goes to /?login=true after 3 s. */
export const RESET_REDIRECT_MS = 3_000;

/** Calls the page makes to the API that carry player input (reads of public config don't count). */
export const recordInputRequests = (page: Page) =>
  recordApiCalls(page, (method, path) => method !== "GET" || path.startsWith("/api/auth/"));

/** Pastes text the way a clipboard paste reaches the field (the handler decides whether it lands). */
export async function paste(field: Locator, text: string) {
  await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

export const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** The texts the registration steps are found by: English, or a language's (e2e/language.spec.ts). */
export const REGISTRATION_ENGLISH = {
  playNow: "Play Now",
  welcome: "Welcome to JadeVerse",
  createAnAccount: "Create an account",
  createTitle: "Create your account",
  email: "E-mail",
  adult: "I declare I am over 18+",
  terms: /I accept the Terms and Conditions/,
  continue: "Continue",
  regionTitle: "Region and password",
  region: "Region",
  password: "Password",
  confirm: "Confirm password",
  submit: "Create account",
};
export type RegistrationTexts = typeof REGISTRATION_ENGLISH;

export async function openFromPlayNow(page: Page, texts: RegistrationTexts = REGISTRATION_ENGLISH) {
  await page.goto("/");
  await page.getByRole("button", { name: texts.playNow }).first().click();
  await expect(dialog(page, texts.welcome)).toBeVisible();
}

/**
 * Fills the registration form from its first step (the welcome popup already showing "Create an
 * account"): e-mail, 18+ and Terms, then region and password; returns the second step, ready to submit.
 */
export async function fillRegistration(
  page: Page,
  email: string,
  region: string,
  texts: RegistrationTexts = REGISTRATION_ENGLISH,
) {
  await page.getByRole("button", { name: texts.createAnAccount }).click();
  const step1 = dialog(page, texts.createTitle);
  await step1.getByLabel(texts.email).fill(email);
  await step1.getByLabel(texts.adult).check();
  await step1.getByRole("checkbox", { name: texts.terms }).check();
  await step1.getByRole("button", { name: texts.continue }).click();
  const step2 = dialog(page, texts.regionTitle);
  await step2.getByLabel(texts.region).selectOption(region);
  await step2.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
  await step2.getByLabel(texts.confirm).fill(PASSWORD);
  return step2;
}

export async function registerViaApi(page: Page, email: string, referralCodeInput?: string) {
  const response = await page.request.post("/api/auth/register", {
    headers: asNewVisitor(),
    data: {
      email,
      password: PASSWORD,
      country: "Europe",
      // The form's 18+ and Terms boxes, as the web app sends them.
      termsVersion: TERMS_VERSION,
      adult: true,
      ...(referralCodeInput ? { referralCodeInput } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

export async function verifyViaMailedLink(page: Page, email: string) {
  const token = await tokenMailedTo(email);
  const response = await page.request.post("/api/auth/verify-email", { data: { token } });
  expect(response.ok()).toBe(true);
}

/** No internet here: Telegram's widget script fails to load, as it would offline. */
export async function blockTelegramScripts(page: Page) {
  await page.route("https://telegram.org/**", (route) => route.abort("internetdisconnected"));
}

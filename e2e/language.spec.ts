import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  fillRegistration,
  openFromPlayNow,
  PASSWORD,
  type RegistrationTexts,
  registerViaApi,
  verifyViaMailedLink,
} from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { playStandingHand } from "./lib/blackjack.ts";
import { DESKTOP } from "./lib/dashboard-setup.ts";
import { mailsTo } from "./lib/mail.ts";
import { asNewVisitor, uniqueEmail } from "./lib/requests.ts";
import { openedInvoiceSlug, payInvoice } from "./lib/stars.ts";
import { openMiniApp, uniqueTelegramUser } from "./lib/telegram.ts";

// The player's language (docs/i18n.md "Which language"): chosen in Settings, it switches the page at
// once, survives a reload and follows the player to another device; before any choice, Telegram's
// language code (the Mini App) or the browser's languages (the web) decide. The Profile Settings tab
// is the first screen whose every text comes from the catalogues.
const PROFILE_PATH = "/dashboard/settings?tab=profile";
const tab = (page: Page) => page.getByTestId("profile-settings");
const section = (page: Page, name: string) => tab(page).getByRole("region", { name });
const html = (page: Page) => page.locator("html");

/** The welcome picker a new player meets, answered "Later" in the page's language. */
async function laterInWelcome(page: Page, title: string, later: string) {
  const welcome = page.getByRole("dialog", { name: title });
  await welcome.getByRole("button", { name: later }).click();
  await expect(welcome).toBeHidden();
}

async function logIn(page: Page, email: string) {
  const response = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

async function newDevice(browser: Browser, baseURL: string | undefined, locale?: string) {
  const context = await browser.newContext({ baseURL, ...(locale ? { locale } : {}) });
  return { page: await context.newPage(), close: () => context.close() };
}

test("web, 1440 px: the browser's language first, then the player's choice, kept across reloads and devices, Arabic right to left", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A browser asking for Spanish first: the page speaks Spanish before any choice.
  const first = await newDevice(browser, baseURL, "es-ES");
  const page = first.page;
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("language");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);
  await logIn(page, email);
  await page.goto(PROFILE_PATH);
  await laterInWelcome(page, "Bienvenido a JadeVerse", "Más tarde");
  await expect(section(page, "Datos personales")).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "es");
  const language = section(page, "Idioma");
  await expect(language.getByLabel("Idioma de JadeVerse")).toHaveValue("es");

  // Russian, chosen: the page switches at once and says so in Russian.
  await language.getByLabel("Idioma de JadeVerse").selectOption("ru");
  await expect(page.getByText("Язык сохранён.", { exact: true })).toBeVisible();
  await expect(section(page, "Личные данные")).toBeVisible();
  await expect(section(page, "Сменить пароль").getByRole("button", { name: "Сменить пароль" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "ru");
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  // A rule's message with its plural, in Russian.
  const password = section(page, "Сменить пароль");
  await password.getByLabel("Старый пароль").fill("old-password");
  await password.getByLabel("Новый пароль", { exact: true }).fill("short-1");
  await password.getByLabel("Повторите новый пароль").fill("short-1");
  await password.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(password.getByText("Новый пароль должен быть не короче 8 символов")).toBeVisible();

  // A reload keeps it.
  await page.reload();
  await expect(section(page, "Личные данные")).toBeVisible();
  await expect(section(page, "Язык").getByLabel("Язык JadeVerse")).toHaveValue("ru");

  // Another device, whose browser asks for English: the account's choice wins.
  const other = await newDevice(browser, baseURL, "en-US");
  await other.page.setViewportSize(DESKTOP);
  await logIn(other.page, email);
  await other.page.goto(PROFILE_PATH);
  await laterInWelcome(other.page, "Добро пожаловать в JadeVerse", "Позже");
  await expect(section(other.page, "Личные данные")).toBeVisible();
  await expect(html(other.page)).toHaveAttribute("lang", "ru");

  // Arabic: right to left, the page's texts in Arabic, nothing serious for axe.
  await section(other.page, "Язык").getByLabel("Язык JadeVerse").selectOption("ar");
  await expect(section(other.page, "البيانات الشخصية")).toBeVisible();
  await expect(html(other.page)).toHaveAttribute("dir", "rtl");
  await expect(html(other.page)).toHaveAttribute("lang", "ar");
  await other.page.screenshot({ path: shot("language-arabic-1440"), fullPage: true });
  await expectNoSeriousA11yViolations(other.page, "[data-testid=profile-settings]");
  await other.close();

  // And the first device takes it on its next read of the player.
  await page.reload();
  await expect(section(page, "البيانات الشخصية")).toBeVisible();
  await first.close();
});

test("Mini App: a Russian Telegram player is answered in Russian until they choose English, which Telegram's code does not override", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openMiniApp(page, {
    user: { ...uniqueTelegramUser(), language_code: "ru" },
    path: "dashboard/settings?tab=profile",
  });
  await expect(section(page, "Личные данные")).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "ru");
  const language = section(page, "Язык");
  await expect(language.getByLabel("Язык JadeVerse")).toHaveValue("ru");
  await page.screenshot({ path: shot("language-miniapp-russian"), fullPage: true });

  await language.getByLabel("Язык JadeVerse").selectOption("en");
  await expect(page.getByText("Language saved.", { exact: true })).toBeVisible();
  await expect(section(page, "Personal data")).toBeVisible();
  await page.reload();
  await expect(section(page, "Personal data")).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "en");
});

/** The registration steps as a Russian visitor reads them. */
const REGISTRATION_RUSSIAN: RegistrationTexts = {
  playNow: "Играть",
  welcome: "Добро пожаловать в JadeVerse",
  createAnAccount: "Создать аккаунт",
  createTitle: "Создайте аккаунт",
  email: "Эл. почта",
  adult: "Я подтверждаю, что мне больше 18 лет",
  terms: /Я принимаю Условия использования/,
  continue: "Продолжить",
  regionTitle: "Регион и пароль",
  region: "Регион",
  password: "Пароль",
  confirm: "Подтвердите пароль",
  submit: "Создать аккаунт",
};

test("web: a visitor whose browser speaks Russian registers in Russian and gets the verification e-mail in Russian", async ({
  browser,
  baseURL,
}) => {
  const device = await newDevice(browser, baseURL, "ru-RU");
  const page = device.page;
  await page.setExtraHTTPHeaders(asNewVisitor());
  const email = uniqueEmail("language-mail");
  await openFromPlayNow(page, REGISTRATION_RUSSIAN);
  await expect(html(page)).toHaveAttribute("lang", "ru");
  const step2 = await fillRegistration(page, email, "Europe", REGISTRATION_RUSSIAN);
  const registered = page.waitForResponse("**/api/auth/register");
  await step2.getByRole("button", { name: REGISTRATION_RUSSIAN.submit }).click();
  // The page's own client says which language it speaks.
  expect((await registered).request().headers()["accept-language"]).toBe("ru");
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  expect((await mailsTo(email))[0]?.subject).toBe("Подтвердите эл. почту для JadeVerse");
  await device.close();
});

test("Mini App: a Russian Telegram player's first launch is in Russian: the welcome picker, the tabs, the dashboard, a game, the Stars purchase", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await openMiniApp(page, {
    user: { ...uniqueTelegramUser(), language_code: "ru" },
    welcome: "keep",
  });
  const welcome = page.getByRole("dialog", { name: "Добро пожаловать в JadeVerse" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByPlaceholder("Введите никнейм*")).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "ru");
  await page.screenshot({ path: shot("language-miniapp-welcome-russian") });
  await welcome.getByRole("button", { name: "Позже" }).click();
  await expect(welcome).toBeHidden();
  const tabs = page.getByRole("navigation", { name: "Основное" });
  for (const tab of ["Главная", "Игры", "Магазин", "Колесо", "Предметы", "Лидеры"])
    await expect(tabs.getByRole("link", { name: tab })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Готовы играть?" })).toBeVisible();
  await expect(page.getByTestId("greeting")).toContainText("Привет,");
  await expect(page.getByRole("heading", { name: "Ваши игры" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A game: a hand of blackjack, dealt, played and settled in Russian.
  await tabs.getByRole("link", { name: "Игры" }).click();
  await page.getByRole("list", { name: "Игры" }).getByRole("link", { name: "Играть: Блэкджек" }).click();
  await expect(page.getByRole("heading", { name: "Блэкджек", level: 1 })).toBeVisible();
  await playStandingHand(page, {
    deal: /^Раздать · 10 монет$/,
    noInsurance: "Без страховки",
    stand: "Хватит",
    again: /^Раздать снова/,
  });
  await expect(page.getByRole("button", { name: /^Проверить раунд / }).first()).toBeVisible();
  await page.screenshot({ path: shot("language-miniapp-blackjack-russian") });

  // The Stars purchase: the packs, Telegram's payment sheet, the success popup, all in Russian.
  await tabs.getByRole("link", { name: "Главная" }).click();
  const url = new URL(page.url());
  await page.goto(`${url.origin}/tg-app/dashboard/buy-gems${url.hash}`);
  await expect(page.getByRole("heading", { name: "Купить кристаллы за звёзды Telegram" })).toBeVisible();
  const firstPack = page.getByTestId("stars-pack-1");
  await firstPack.getByRole("button", { name: "Купить за 100 Stars" }).click();
  const paid = await payInvoice(page, await openedInvoiceSlug(page), user.id);
  expect(paid.status).toBe("paid");
  const popup = page.getByRole("dialog", { name: "Платёж прошёл успешно!" });
  await expect(popup.getByTestId("popup-gems")).toHaveText("+400 кристаллов");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("language-miniapp-stars-russian") });
});

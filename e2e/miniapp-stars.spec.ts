import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { query } from "./lib/db.ts";
import { botMessagesTo, closeInvoice, openedInvoiceSlug, payInvoice } from "./lib/stars.ts";
import { openMiniApp, type TelegramUser } from "./lib/telegram.ts";

/** The player's gem balance as the database holds it. */
async function gemsOf(user: TelegramUser): Promise<number> {
  const rows = await query("SELECT gems FROM users WHERE telegram_id = ?", [String(user.id)]);
  return Number(rows[0]?.gems ?? Number.NaN);
}

const packCard = (page: Page, id: number) => page.getByTestId(`stars-pack-${id}`);

test("Mini App: a gem pack bought with Telegram Stars is credited once and the balance shows it", async ({
  page,
}) => {
  const user = await openMiniApp(page, { path: "dashboard/buy-gems" });
  await expect(page.getByRole("heading", { name: "Buy gems with Telegram Stars" })).toBeVisible();
  // Prices come from the catalog (gem_packs.price_stars: 100 / 250 / 1000 / 2500 Stars).
  await expect(packCard(page, 1).getByRole("button", { name: "Buy for 100 Stars" })).toBeVisible();
  await expect(packCard(page, 3)).toContainText("4 800");
  const before = await gemsOf(user);
  await page.screenshot({ path: shot("miniapp-stars-packs-390") });

  await packCard(page, 1).getByRole("button", { name: "Buy for 100 Stars" }).click();
  const slug = await openedInvoiceSlug(page);
  // While the payment runs, closing the Mini App asks first.
  await expect
    .poll(async () =>
      (await page.evaluate(() => window.__telegramCalls)).some(
        ([method, params]) =>
          method === "web_app_setup_closing_behavior" &&
          (params as { need_confirmation?: boolean }).need_confirmation === true,
      ),
    )
    .toBe(true);
  const paid = await payInvoice(page, slug, user.id);
  expect(paid.status, paid.status === "failed" ? `Telegram's payment failed: ${paid.error}` : "").toBe(
    "paid",
  );

  // "Payment Successful!" with "+400 Gems", closing by itself after 4 s (docs/product/economy.md §2, §9).
  const popup = page.getByRole("dialog", { name: "Payment Successful!" });
  await expect(popup.getByTestId("popup-gems")).toHaveText("+400 Gems");
  expect(await gemsOf(user)).toBe(before + 400);
  const rows = await query(
    "SELECT rail, status, proof FROM payment_orders WHERE user_id = (SELECT id FROM users WHERE telegram_id = ?)",
    [String(user.id)],
  );
  expect(rows).toEqual([
    expect.objectContaining({
      rail: "stars",
      status: "paid",
      proof: paid.status === "paid" ? paid.chargeId : "",
    }),
  ]);
  // The bot tells the player too (the payment_credited notification).
  await expect
    .poll(async () => (await botMessagesTo(user.id)).some((m) => /400/.test(m.text ?? "")))
    .toBe(true);
  await page.screenshot({ path: shot("miniapp-stars-paid-390") });
  await expect(popup).toBeHidden({ timeout: 10_000 });
});

test("Mini App: a cancelled Stars payment credits nothing and says so", async ({ page }) => {
  const user = await openMiniApp(page, { path: "dashboard/buy-gems" });
  const before = await gemsOf(user);
  await packCard(page, 2).getByRole("button", { name: "Buy for 250 Stars" }).click();
  await closeInvoice(page, await openedInvoiceSlug(page), "cancelled");
  await expect(page.getByText("Payment cancelled.")).toBeVisible();
  expect(await gemsOf(user)).toBe(before);
});

test("Mini App: the TON Connect button is on the Purchase page, loaded only there", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.url());
  });
  await openMiniApp(page, { path: "dashboard" });
  await expect(page.getByRole("link", { name: "Buy gems", exact: true })).toBeVisible();
  const firstScreen = scripts.length;
  expect(scripts.some((url) => /ton-wallet-panel/.test(url))).toBe(false);

  await page.getByRole("link", { name: "Buy gems", exact: true }).click();
  const ton = page.getByTestId("ton-wallet");
  await expect(ton.getByRole("heading", { name: "TON wallet" })).toBeVisible();
  await expect(ton.getByRole("button", { name: /connect wallet/i })).toBeVisible();
  expect(scripts.slice(firstScreen).some((url) => /ton-wallet-panel/.test(url))).toBe(true);
  await ton.screenshot({ path: shot("miniapp-ton-connect-390") });
});

// The purchase page's payment-method picker, as the buy-gems specs drive it (docs/product/economy.md §2).
import { expect, type Page } from "@playwright/test";

const DESKTOP = { width: 1440, height: 900 };

export const picker = (page: Page) => page.getByRole("dialog");
export const confirm = (page: Page) => picker(page).getByRole("button", { name: "Confirm", exact: true });
export const option = (page: Page, name: string | RegExp) =>
  picker(page).getByRole("button", typeof name === "string" ? { name, exact: true } : { name });

/** The signed-in player's gems, as the API reads them. */
export async function gems(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/users/me")).json()) as { gemsAmount: number }).gemsAmount;
}

/** A demo player's private copy on /dashboard/buy-gems, at desktop size. */
export async function openBuyGems(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/?demoId=jade-guest");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/buy-gems");
  await expect(page.getByRole("heading", { name: "Purchase" })).toBeVisible();
}

/** Start up paid in crypto: the picker's four steps (Crypto Payment, the blockchain, network and token), confirmed. */
export async function buyStartUpWithCrypto(
  page: Page,
  choice: { blockchain: RegExp; network: string; token: string },
) {
  await page.getByRole("button", { name: "Buy Start up" }).click();
  await option(page, /Crypto Payment/).click();
  await confirm(page).click();
  await option(page, choice.blockchain).click();
  await confirm(page).click();
  await option(page, choice.network).click();
  await option(page, choice.token).click();
  await confirm(page).click();
}

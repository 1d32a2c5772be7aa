import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { openMiniApp } from "./lib/telegram.ts";

// docs/product/economy.md §2 Purchase screen: page anchors (Purchase, Swap Gems, FAQ) and a FAQ of 9 questions in
// the spec's categories, the first four open; issue 16 (10): the Mini App's page had no FAQ.
const CATEGORIES = [
  "General",
  "Purchase",
  "Conversion",
  "Usage",
  "Trading & Withdrawal",
  "Earning",
  "Validity",
  "Gifting",
  "Future Use",
];

const faq = (page: Page) => page.getByRole("region", { name: "FAQ" });
const entries = (page: Page) => faq(page).getByTestId("faq-entry");
const anchors = (page: Page) => page.getByRole("navigation", { name: "On this page" });

async function expectFaq(page: Page, label: string) {
  await expect(entries(page)).toHaveCount(CATEGORIES.length);
  for (const [index, category] of CATEGORIES.entries()) {
    const entry = entries(page).nth(index);
    await expect(entry.locator("summary")).toContainText(category);
    if (index < 4) await expect(entry).toHaveAttribute("open", "");
    else await expect(entry).not.toHaveAttribute("open");
  }
  // A closed question opens on a click and shows its answer.
  const validity = entries(page).nth(6);
  await expect(validity.getByText("Your balance stays on your account")).toBeHidden();
  await validity.locator("summary").click();
  await expect(validity.getByText("Your balance stays on your account")).toBeVisible();

  // The FAQ anchor brings the FAQ into view and moves focus to it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await anchors(page).getByRole("button", { name: "FAQ" }).click();
  await expect(faq(page)).toBeFocused();
  await expect(faq(page).getByRole("heading", { name: "FAQ" })).toBeInViewport();
  await anchors(page).getByRole("button", { name: "Swap Gems" }).click();
  await expect(page.getByRole("region", { name: "Swap Gems" })).toBeFocused();
  await page.screenshot({ path: shot(`buy-gems-faq-${label}`), fullPage: true });
  return faq(page).getByTestId("faq-entry").nth(1);
}

test("web: the buy-gems page's anchors and FAQ, the purchase answer naming card and crypto", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/?demoId=jade-guest");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/buy-gems");
  const purchase = await expectFaq(page, "web");
  await expect(purchase).toContainText(
    "a card (Stripe or Wert), crypto from an EVM wallet or crypto from a Solana wallet",
  );
  await expect(purchase).not.toContainText("Telegram Stars");
});

test("Mini App: the same anchors and FAQ, and the purchase answer names Telegram Stars only", async ({
  page,
}) => {
  await openMiniApp(page, { path: "dashboard/buy-gems" });
  await expect(anchors(page).getByRole("button")).toHaveText(["Purchase", "Swap Gems", "FAQ"]);
  const purchase = await expectFaq(page, "miniapp");
  await expect(purchase).toContainText("pay with Telegram Stars.");
  await expect(purchase).not.toContainText(/card|crypto|wallet/i);
  await anchors(page).getByRole("button", { name: "Purchase" }).click();
  await expect(page.locator("#purchase")).toBeFocused();
});

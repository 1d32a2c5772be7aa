import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { confirm, gems, openBuyGems, option } from "./lib/buy-gems.ts";
import { query } from "./lib/db.ts";

// docs/product/economy.md §2 "Wert: a card widget opens", §4 "Card": Wert's widget (@wert-io/widget-initializer)
// frames the Wert stand-in's checkout page (e2e/serve.ts) for the session the server made; the gems
// come once the server has seen the payment in Wert's Data API, never from the page.

/** Blaze pack by Wert: the picker's Classic Payment → Wert steps, confirmed; the widget's frame. */
async function openWertWidget(page: Page) {
  await page.getByRole("button", { name: "Buy Blaze pack" }).click();
  await option(page, /Classic Payment/).click();
  await confirm(page).click();
  await option(page, "Wert").click();
  await confirm(page).click();
  const frame = page.frameLocator('iframe[src*="/widget?"]');
  await expect(frame.getByRole("heading", { name: "Wert checkout (stand-in)" })).toBeVisible();
  return frame;
}

test("web: a Wert card purchase in the widget ends in Payment Successful! with the gems, credited once", async ({
  page,
}) => {
  await openBuyGems(page);
  const before = await gems(page);
  const frame = await openWertWidget(page);
  // The session the server made fixes the pack's price; the frame carries its session and click ids.
  await expect(frame.locator("#amount")).toHaveText("$19.99 USD");
  const src = (await page.locator('iframe[src*="/widget?"]').getAttribute("src")) ?? "";
  const url = new URL(src);
  expect(url.searchParams.get("session_id")).toMatch(/^[0-9a-f-]{36}$/);
  const transferId = url.searchParams.get("click_id") ?? "";
  expect(transferId.length).toBeGreaterThan(20);
  // The library answered the widget's `loaded` with its hostname (the postMessage protocol ran).
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().includes("/widget?"))
        ?.evaluate(() =>
          (window as unknown as { receivedFromParent: { type: string }[] }).receivedFromParent.map(
            (m) => m.type,
          ),
        ),
    )
    .toEqual(expect.arrayContaining(["allow-redirect", "parent-hostname"]));
  await page.screenshot({ path: shot("buy-gems-wert-widget") });

  await frame.getByRole("button", { name: "Pay by card" }).click();
  const success = page.getByRole("dialog", { name: "Payment Successful!" });
  await expect(success.getByTestId("popup-gems")).toHaveText("+4 800 Gems", { timeout: 30_000 });
  await expect(page.locator('iframe[src*="/widget?"]')).toHaveCount(0);
  await page.screenshot({ path: shot("buy-gems-wert-success") });
  expect(await gems(page)).toBe(before + 4800);
  expect(
    await query("SELECT rail, status, gems, amount, proof FROM payment_orders WHERE reference = ?", [
      transferId,
    ]),
  ).toEqual([
    expect.objectContaining({
      rail: "wert",
      status: "paid",
      gems: 4800,
      amount: "1999",
      proof: expect.stringMatching(/^wert:01/),
    }),
  ]);
});

test("web: a declined card then closing the widget says Payment Failed; closing before paying just ends it", async ({
  page,
}) => {
  await openBuyGems(page);
  const before = await gems(page);
  let frame = await openWertWidget(page);
  await frame.getByRole("button", { name: "Card declined" }).click();
  await expect(frame.locator("#state")).toHaveText("Declined");
  await frame.getByRole("button", { name: "Close" }).click();
  const failed = page.getByRole("dialog", { name: "Payment Failed" });
  await expect(failed).toContainText("Payment failed. Please try again.");
  await failed.getByRole("button", { name: "Close" }).last().click();
  expect(await gems(page)).toBe(before);

  frame = await openWertWidget(page);
  await frame.getByRole("button", { name: "Close" }).click();
  await expect(page.locator('iframe[src*="/widget?"]')).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Payment in process" })).toHaveCount(0);
  expect(await gems(page)).toBe(before);
});

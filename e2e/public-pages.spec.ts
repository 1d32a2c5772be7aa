import { expect, type Page, test } from "@playwright/test";
import { shot, WIDTHS } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";

// In the sweep's lane (e2e/playwright.config.ts), whose pages move; this spec plays as the others do.
test.use({ reducedMotion: "reduce" });

// The public pages of issue 3: /token, /terms-and-conditions and the payment result cards, against
// the served platform. Expected values come from the spec (docs/product/platform.md §9, docs/product/economy.md §2), not from the app's code.

/** docs/product/economy.md §2 "Terms page": blocked jurisdictions, in order. */
const BLOCKED = [
  "China",
  "North Korea",
  "Iran",
  "Iraq",
  "Syria",
  "Afghanistan",
  "Pakistan",
  "Lebanon",
  "UAE",
  "Algeria",
  "Libya",
  "Sudan",
  "Somalia",
  "Venezuela",
  "Cuba",
  "Russia",
  "Belarus",
  "USA",
];

/** docs/product/platform.md §9 staking plans: months, normal APR %, promo APR %. */
const PLANS = [
  [1, 4, 8],
  [3, 5, 10],
  [6, 7, 14],
  [12, 12, 24],
  [18, 22, 44],
  [24, 40, 80],
] as const;

async function pageIsAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

for (const width of WIDTHS) {
  test(`/token and /terms-and-conditions render at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/token");
    await expect(page.getByRole("heading", { level: 1, name: /JadeVerse token/ })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await page.screenshot({ path: shot(`token-${width}`), fullPage: true });

    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    await page.screenshot({ path: shot(`terms-${width}`), fullPage: true });
  });
}

test("the terms have 19 numbered sections, the effective date and every blocked jurisdiction", async ({
  page,
}) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByText("Effective 1 September 2025")).toBeVisible();

  const sections = page.locator("[data-terms-section]");
  await expect(sections).toHaveCount(19);
  const headings = await sections.locator("h2").allInnerTexts();
  expect(headings.map((heading) => Number.parseInt(heading, 10))).toEqual(
    Array.from({ length: 19 }, (_, index) => index + 1),
  );

  // The outline points of docs/product/economy.md §2.
  const text = (await page.locator("main").textContent()) ?? "";
  for (const point of [
    /18/,
    /geo-IP/,
    /Golden Coins/,
    /Jade Gems/,
    /no monetary value/,
    /utility token/,
    /Seychelles/,
    /KYC/,
    /money laundering/i,
    /Bulgaria/,
    /courts of Sofia/,
  ])
    expect(text).toMatch(point);

  const restricted = page.locator("#restricted-jurisdictions");
  await expect(restricted).toContainText("blocked by geo-IP");
  const listed = await restricted.getByRole("listitem").allInnerTexts();
  expect(listed).toEqual(BLOCKED);

  // The contents link to every section; the privacy policy has its own anchor.
  const toc = page.getByRole("navigation", { name: "Contents" });
  await expect(toc.getByRole("link")).toHaveCount(19);
  await toc.getByRole("link", { name: /Privacy Policy/ }).click();
  await expect(page).toHaveURL(/#privacy$/);
  await expect(page.getByRole("heading", { name: /Privacy Policy/, level: 2 })).toBeInViewport();

  await expectNoSeriousA11yViolations(page);
});

test("the token page shows the six staking plans with both APRs and the promo state", async ({ page }) => {
  // During the promo window (7 days from the staking launch reference, 1 December 2025 12:00 UTC).
  await page.clock.setFixedTime(new Date("2025-12-03T09:00:00Z"));
  await page.goto("/token");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(1 + PLANS.length);
  for (const [index, [months, normal, promo]] of PLANS.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole("rowheader")).toContainText(`${months} month`);
    await expect(row.getByRole("cell").nth(0)).toHaveText(`${normal}%`);
    await expect(row.getByRole("cell").nth(1)).toHaveText(`${promo}%`);
  }
  await expect(page.getByText("Promo live", { exact: true })).toBeVisible();
  await expect(page.getByText(/until 8 December 2025/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.clock.setFixedTime(new Date("2025-11-20T09:00:00Z"));
  await page.reload();
  await expect(page.getByText("Promo upcoming", { exact: true })).toBeVisible();
  await expect(page.getByText(/opens 1 December 2025/)).toBeVisible();

  await page.clock.setFixedTime(new Date("2026-01-15T09:00:00Z"));
  await page.reload();
  await expect(page.getByText("Promo ended", { exact: true })).toBeVisible();
  await expect(page.getByText(/ended on 8 December 2025/)).toBeVisible();
});

test("pages reached by a link start at the top", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await page.locator("#token").scrollIntoViewIfNeeded();
  await page.getByRole("link", { name: /Read about the token/ }).click();
  await expect(page).toHaveURL(/\/token$/);
  await pageIsAtTop(page);

  await page.locator("main footer").scrollIntoViewIfNeeded();
  await page.locator("main footer").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await pageIsAtTop(page);
});

for (const { path, heading, button } of [
  { path: "/payment-success", heading: "Successful Payment!", button: "Great" },
  { path: "/payment-failed", heading: "Payment Failed!", button: "Close" },
]) {
  test(`${path} needs a session and leads to the dashboard with '${button}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/?demoId=jade-beta");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: shot(path.slice(1)) });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: button, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test("the failed payment page says nothing was charged and how to reach support", async ({ page }) => {
  await page.goto("/?demoId=jade-beta");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/payment-failed");
  await expect(page.getByText(/No gems were charged/)).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
});
